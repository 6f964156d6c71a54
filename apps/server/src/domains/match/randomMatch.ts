/**
 * Random matching (/bump/matching): a random active user who is not the caller, not cancelled and
 * not matched with the caller today (either way round), online users first; only verified
 * members when the caller chose so (privacy setting matchVerifiedOnly). Only a successful
 * match uses one of today's attempts; a match changes nothing else.
 */
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { toEncounterCards } from './encounterCards.ts';
import { matchQuota } from './matchQuota.ts';
import { findRandomPartner, insertMatch, lockUser } from './queries.ts';
import { utcDay } from './todayLuck.ts';

const ONLINE_MS = 5 * 60_000;

export async function matchRandomUser(services: Services, me: User) {
  const now = services.now();
  const day = utcDay(now);
  const matched = await services.db.transaction().execute(async (trx) => {
    // Locks the caller's row: two matches at once cannot both spend the last attempt.
    await lockUser(trx, me.id);
    const quota = await matchQuota(trx, services.config, me, now);
    if (quota.remaining === 0) throw new AppError(1201);

    const partner = await findRandomPartner(trx, me.id, day, {
      onlineSince: new Date(now.getTime() - ONLINE_MS),
      verifiedOnly: me.match_verified_only === 1,
    });
    if (!partner) throw new AppError(1202);

    await insertMatch(trx, { userId: me.id, matchedId: partner.id, day, at: now });
    return { partner, quota: { ...quota, remaining: quota.remaining - 1 } };
  });
  const [user] = await toEncounterCards(services, me, [matched.partner], now);
  return { ...matched.quota, user: user! };
}
