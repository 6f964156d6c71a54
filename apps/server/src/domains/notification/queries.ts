/** The notification domain's SQL: interactive notifications and announcements. */
import { sql } from 'kysely';
import { noBlockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { PageRequest } from '../../http/paging.ts';

export async function insertInteraction(
  db: Db,
  event: {
    type: string;
    userId: number;
    actorId: number;
    dynamicId?: number | null;
    content?: string | null;
    preview?: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('interactions')
    .values({
      user_id: event.userId,
      actor_id: event.actorId,
      type: event.type,
      dynamic_id: event.dynamicId ?? null,
      content: event.content ?? null,
      preview: event.preview ?? null,
      created_at: event.at,
    })
    .execute();
}

/**
 * The user's notifications (of one type, or all) by users who have not cancelled, nor blocked
 * or been blocked by the user.
 */
function interactionsOf(db: Db, userId: number, type: string | undefined) {
  let base = db
    .selectFrom('interactions')
    .innerJoin('users', 'users.id', 'interactions.actor_id')
    .where('interactions.user_id', '=', userId)
    .where('users.cancelled_at', 'is', null)
    .where(noBlockBetween(userId, 'users.id'));
  if (type) base = base.where('interactions.type', '=', type);
  return base;
}

export function countInteractions(db: Db, userId: number, type: string | undefined) {
  return interactionsOf(db, userId, type)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the user's notifications, newest first. */
export function listInteractionsPage(
  db: Db,
  userId: number,
  type: string | undefined,
  page: PageRequest,
) {
  return interactionsOf(db, userId, type)
    .selectAll('interactions')
    .orderBy('interactions.created_at', 'desc')
    .orderBy('interactions.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function listUsersByIds(db: Db, ids: number[]): Promise<User[]> {
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}

export async function markInteractionsRead(db: Db, ids: number[]): Promise<void> {
  await db.updateTable('interactions').set({ read: 1 }).where('id', 'in', ids).execute();
}

export function countAnnouncements(db: Db) {
  return db
    .selectFrom('notices')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the announcements, newest first, each with whether the user had read it. */
export function listAnnouncementsPage(db: Db, userId: number, page: PageRequest) {
  return db
    .selectFrom('notices')
    .selectAll('notices')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('notice_reads')
            .select('notice_reads.notice_id')
            .whereRef('notice_reads.notice_id', '=', 'notices.id')
            .where('notice_reads.user_id', '=', userId),
        )
        .as('wasRead'),
    )
    .orderBy('notices.created_at', 'desc')
    .orderBy('notices.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export async function markAnnouncementsRead(
  db: Db,
  userId: number,
  noticeIds: number[],
): Promise<void> {
  await db
    .insertInto('notice_reads')
    .values(noticeIds.map((id) => ({ notice_id: id, user_id: userId })))
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .execute();
}
