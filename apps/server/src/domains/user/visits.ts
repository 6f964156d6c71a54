/**
 * Profile visits (decisions.md): one per visitor per visited user per UTC day, keeping the time
 * of that day's first visit. Visitors cancelled since are not counted or listed.
 */
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { countVisits, countVisitsWithDay, insertVisit, listVisitorsPage } from './queries.ts';
import { toUserBrief } from './views.ts';

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Records a visit unless the visitor already visited today; viewing oneself records nothing. */
export async function recordVisit(db: Db, visitorId: number, visitedId: number, at: Date) {
  if (visitorId === visitedId) return;
  await insertVisit(db, { visitorId, visitedId, day: utcDay(at), at });
}

export async function visitorCount(db: Db, me: User, now: Date) {
  const row = await countVisitsWithDay(db, me.id, utcDay(now));
  return { total: row.total, today: row.today };
}

export async function visitorRecords(db: Db, me: User, page: PageRequest, now: Date) {
  const [{ total }, rows] = await Promise.all([
    countVisits(db, me.id),
    listVisitorsPage(db, me.id, page),
  ]);
  return pageResult(
    page,
    total,
    rows.map(({ visitTime, ...user }) => ({
      user: toUserBrief(user, now),
      visitTime: visitTime.toISOString(),
    })),
  );
}
