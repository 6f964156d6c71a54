/**
 * Profile visits (decisions.md): one per visitor per visited user per UTC day, keeping the time
 * of that day's first visit. Visitors cancelled since are not counted or listed.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief } from './views.ts';

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Records a visit unless the visitor already visited today; viewing oneself records nothing. */
export async function recordVisit(db: Db, visitorId: number, visitedId: number, at: Date) {
  if (visitorId === visitedId) return;
  await db
    .insertInto('visits')
    .values({ visitor_id: visitorId, visited_id: visitedId, day: utcDay(at), visited_at: at })
    .onConflict((oc) => oc.columns(['visitor_id', 'visited_id', 'day']).doNothing())
    .execute();
}

const visitsOf = (db: Db, visitedId: number) =>
  db
    .selectFrom('visits')
    .innerJoin('users', 'users.id', 'visits.visitor_id')
    .where('visits.visited_id', '=', visitedId)
    .where('users.cancelled_at', 'is', null);

export async function visitorCount(db: Db, me: User, now: Date) {
  const row = await visitsOf(db, me.id)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where visits.day = ${utcDay(now)}))::int`.as('today'),
    ])
    .executeTakeFirstOrThrow();
  return { total: row.total, today: row.today };
}

export async function visitorRecords(db: Db, me: User, page: PageRequest, now: Date) {
  const [{ total }, rows] = await Promise.all([
    visitsOf(db, me.id)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    visitsOf(db, me.id)
      .selectAll('users')
      .select('visits.visited_at as visitTime')
      .orderBy('visits.visited_at', 'desc')
      .orderBy('visits.visitor_id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
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
