/**
 * Random matching (/bump/matching): a random active user who is not the caller, not cancelled and
 * not matched with the caller today (either way round), online users first. Only a successful
 * match uses one of today's attempts; a match changes nothing else.
 */
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { toEncounterCards } from './encounterCards.ts';
import { matchQuota } from './matchQuota.ts';
import { utcDay } from './todayLuck.ts';

const ONLINE_MS = 5 * 60_000;

export async function matchRandomUser(services: Services, me: User) {
  const now = services.now();
  const day = utcDay(now);
  const matched = await services.db.transaction().execute(async (trx) => {
    // Locks the caller's row: two matches at once cannot both spend the last attempt.
    await trx.selectFrom('users').select('id').where('id', '=', me.id).forUpdate().execute();
    const quota = await matchQuota(trx, services.config, me, now);
    if (quota.remaining === 0) throw new AppError(1201);

    const partner = await trx
      .selectFrom('users')
      .selectAll('users')
      .where('users.id', '!=', me.id)
      .where('users.cancelled_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('matches')
              .select('matches.id')
              .where('matches.day', '=', day)
              .where(({ or, and, eb, ref }) =>
                or([
                  and([
                    eb('matches.user_id', '=', me.id),
                    eb('matches.matched_id', '=', ref('users.id')),
                  ]),
                  and([
                    eb('matches.matched_id', '=', me.id),
                    eb('matches.user_id', '=', ref('users.id')),
                  ]),
                ]),
              ),
          ),
        ),
      )
      .orderBy(
        sql`case when users.last_active_at > ${new Date(now.getTime() - ONLINE_MS)} then 0 else 1 end`,
      )
      .orderBy(sql`random()`)
      .limit(1)
      .executeTakeFirst();
    if (!partner) throw new AppError(1202);

    await trx
      .insertInto('matches')
      .values({ user_id: me.id, matched_id: partner.id, day, created_at: now })
      .execute();
    return { partner, quota: { ...quota, remaining: quota.remaining - 1 } };
  });
  const [user] = await toEncounterCards(services, me, [matched.partner], now);
  return { ...matched.quota, user: user! };
}
