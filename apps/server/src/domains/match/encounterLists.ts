/**
 * The home page's recommended users (/bump/list) and the encounter page's users online now
 * (/bump/list2). Neither lists the caller or cancelled users.
 */
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toEncounterCards } from './encounterCards.ts';
import { matchQuota } from './matchQuota.ts';
import { countOnline, countOthers, listOnlinePage, listRecommendedPage } from './queries.ts';
import { todayLuck } from './todayLuck.ts';

/** As views.ts isOnline: seen within the last 5 minutes. */
const ONLINE_MS = 5 * 60_000;

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
  const [{ total }, users] = await Promise.all([
    countOthers(services.db, me.id),
    listRecommendedPage(services.db, me, onlineSince, page),
  ]);
  return {
    ...pageResult(page, total, await toEncounterCards(services, me, users, now)),
    luck: todayLuck(me.id, now, language),
  };
}

/** Users seen in the last 5 minutes, the most recently connected first, ties by id. */
export async function listOnline(services: Services, me: User, page: PageRequest) {
  const now = services.now();
  const since = new Date(now.getTime() - ONLINE_MS);
  const [{ total }, users] = await Promise.all([
    countOnline(services.db, me.id, since),
    listOnlinePage(services.db, me.id, since, page),
  ]);
  return {
    ...pageResult(page, total, await toEncounterCards(services, me, users, now)),
    match: await matchQuota(services.db, services.config, me, now),
  };
}
