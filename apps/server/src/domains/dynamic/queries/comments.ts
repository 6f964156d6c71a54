/** The SQL of comments on dynamics: threads, writing and deleting them. */
import { sql } from 'kysely';
import { noBlockBetween } from '../../../db/blocks.ts';
import type { Db } from '../../../db/database.ts';
import type { CommentRow } from '../../../db/tables.ts';
import type { PageRequest } from '../../../http/paging.ts';

/** Comments still shown: not deleted, by a user who has not cancelled. */
const liveComments = (db: Db) =>
  db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null);

/** The dynamic's top-level comments the viewer may see: none by users blocked either way. */
const topLevelComments = (db: Db, dynamicId: number, viewerId: number) =>
  liveComments(db)
    .where('comments.dynamic_id', '=', dynamicId)
    .where('comments.parent_id', 'is', null)
    .where(noBlockBetween(viewerId, 'comments.user_id'));

export function countTopLevelComments(db: Db, dynamicId: number, viewerId: number) {
  return topLevelComments(db, dynamicId, viewerId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the dynamic's top-level comments, oldest first. */
export function listTopLevelCommentsPage(
  db: Db,
  dynamicId: number,
  viewerId: number,
  page: PageRequest,
) {
  return topLevelComments(db, dynamicId, viewerId)
    .selectAll('comments')
    .orderBy('comments.created_at', 'asc')
    .orderBy('comments.id', 'asc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

/** The replies under these top-level comments that the viewer may see, oldest first. */
export function listReplies(db: Db, parentIds: number[], viewerId: number) {
  return liveComments(db)
    .selectAll('comments')
    .where('comments.parent_id', 'in', parentIds)
    .where(noBlockBetween(viewerId, 'comments.user_id'))
    .orderBy('comments.created_at', 'asc')
    .orderBy('comments.id', 'asc')
    .execute();
}

/** A comment still shown, on this dynamic. */
export function findLiveComment(db: Db, id: number, dynamicId: number) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .where('comments.id', '=', id)
    .where('comments.dynamic_id', '=', dynamicId)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
}

/** A comment still shown, on any dynamic. */
export function findShownComment(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .where('comments.id', '=', id)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the user wrote the top-level comment or a reply under it (and has not cancelled). */
export async function wroteInThread(db: Db, topId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select('comments.id')
    .where((eb) => eb.or([eb('comments.id', '=', topId), eb('comments.parent_id', '=', topId)]))
    .where('comments.user_id', '=', userId)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertComment(
  db: Db,
  comment: {
    dynamicId: number;
    userId: number;
    parentId: number | null;
    replyToUserId: number | null;
    content: string;
    at: Date;
  },
): Promise<CommentRow> {
  return db
    .insertInto('comments')
    .values({
      dynamic_id: comment.dynamicId,
      user_id: comment.userId,
      parent_id: comment.parentId,
      reply_to_user_id: comment.replyToUserId,
      content: comment.content,
      created_at: comment.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A comment not deleted, on a dynamic not deleted: its id and author. */
export function findDeletableComment(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .innerJoin('dynamics', 'dynamics.id', 'comments.dynamic_id')
    .select(['comments.id', 'comments.user_id'])
    .where('comments.id', '=', id)
    .where('comments.deleted_at', 'is', null)
    .where('dynamics.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Deletes the comment with the replies under it. */
export async function markCommentDeleted(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('comments')
    .set({ deleted_at: at })
    .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
    .where('deleted_at', 'is', null)
    .execute();
}

export function findUndeletedComment(db: Db, id: number) {
  return db
    .selectFrom('comments')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Comments and replies still shown (not deleted, author not cancelled), per dynamic. */
export async function commentCounts(db: Db, dynamicIds: number[]): Promise<Map<number, number>> {
  if (dynamicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .where('comments.dynamic_id', 'in', dynamicIds)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .groupBy('comments.dynamic_id')
    .select(['comments.dynamic_id as id', sql<number>`count(*)::int`.as('n')])
    .execute();
  return new Map(rows.map((r) => [r.id, r.n]));
}
