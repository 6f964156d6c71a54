/**
 * The home page's recommended users (/bump/list) and the encounter page's users online now
 * (/bump/list2). Neither lists the caller or cancelled users.
 */
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toEncounterCards } from './encounterCards.ts';
import { matchQuota } from './matchQuota.ts';
import { todayLuck } from './todayLuck.ts';

/** As views.ts isOnline: seen within the last 5 minutes. */
const ONLINE_MS = 5 * 60_000;

function othersOf(services: Services, me: User) {
  return services.db
    .selectFrom('users')
    .where('users.id', '!=', me.id)
    .where('users.cancelled_at', 'is', null);
}

/**
 * Users sharing the caller's common language and region first (both before either), then users
 * online now, then the most recently active, ties by id. Every key is a column compared with
 * fixed values, so the order holds between pages as long as nobody's activity changes.
 */
export async function listRecommended(
  services: Services,
  me: User,
  page: PageRequest,
  language: Language,
) {
  const now = services.now();
  const onlineSince = new Date(now.getTime() - ONLINE_MS);
  const base = othersOf(services, me);
  const shared = sql<number>`(case when users.common_language = ${me.common_language} and users.common_language <> '' then 1 else 0 end
    + case when users.region = ${me.region} and users.region <> '' then 1 else 0 end)`;
  const online = sql<number>`case when users.last_active_at > ${onlineSince} then 1 else 0 end`;
  const [{ total }, users] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('users')
      .orderBy(shared, 'desc')
      .orderBy(online, 'desc')
      .orderBy(sql`users.last_active_at desc nulls last`)
      .orderBy('users.id', 'asc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    ...pageResult(page, total, await toEncounterCards(services, me, users, now)),
    luck: todayLuck(me.id, now, language),
  };
}

/** Users seen in the last 5 minutes, the most recently connected first, ties by id. */
export async function listOnline(services: Services, me: User, page: PageRequest) {
  const now = services.now();
  const base = othersOf(services, me).where(
    'users.last_active_at',
    '>',
    new Date(now.getTime() - ONLINE_MS),
  );
  const [{ total }, users] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('users')
      .orderBy('users.last_active_at', 'desc')
      .orderBy('users.id', 'asc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    ...pageResult(page, total, await toEncounterCards(services, me, users, now)),
    match: await matchQuota(services.db, services.config, me, now),
  };
}
