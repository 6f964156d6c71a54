/** The SQL of dynamics: finding live ones, the feeds, publishing and pinning, likes and burns. */
import { sql } from 'kysely';
import { noBlockBetween } from '../../../db/blocks.ts';
import type { Db } from '../../../db/database.ts';
import type { DynamicRow, User } from '../../../db/tables.ts';
import type { PageRequest } from '../../../http/paging.ts';
import type { Trx } from '../../../ledger/ledger.ts';

/** Dynamics still shown: not deleted, by an author who has not cancelled. */
const liveDynamics = (db: Db) =>
  db
    .selectFrom('dynamics')
    .innerJoin('users', 'users.id', 'dynamics.user_id')
    .where('dynamics.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null);

/** The live dynamic, unless its author and the viewer blocked each other (either way). */
export function findLiveDynamic(
  db: Db,
  id: number,
  viewerId: number,
): Promise<DynamicRow | undefined> {
  return liveDynamics(db)
    .selectAll('dynamics')
    .where('dynamics.id', '=', id)
    .where(noBlockBetween(viewerId, 'dynamics.user_id'))
    .executeTakeFirst();
}

/**
 * Which live dynamics a feed lists: one author's, and/or those of `friendsOf` and their friends;
 * never those of an author the viewer blocked or was blocked by.
 */
export interface FeedFilter {
  viewerId: number;
  authorId: number | null;
  friendsOf: number | null;
}

function feed(db: Db, { viewerId, authorId, friendsOf }: FeedFilter) {
  let base = liveDynamics(db).where(noBlockBetween(viewerId, 'dynamics.user_id'));
  if (authorId !== null) base = base.where('dynamics.user_id', '=', authorId);
  if (friendsOf !== null) {
    base = base.where((eb) =>
      eb.or([
        eb('dynamics.user_id', '=', friendsOf),
        eb(
          'dynamics.user_id',
          'in',
          eb.selectFrom('friendships').select('friend_id').where('user_id', '=', friendsOf),
        ),
      ]),
    );
  }
  return base;
}

export function countFeed(db: Db, filter: FeedFilter) {
  return feed(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the feed, newest first. */
export function listFeedPage(db: Db, filter: FeedFilter, page: PageRequest) {
  let rows = feed(db, filter).selectAll('dynamics');
  // One author's list shows the pinned dynamic first; mixed lists are purely by time.
  if (filter.authorId !== null) rows = rows.orderBy('dynamics.top', 'desc');
  return rows
    .orderBy('dynamics.created_at', 'desc')
    .orderBy('dynamics.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

/** Active (not cancelled) users by id, for shaping authors and replied-to users. */
export async function activeUsersById(db: Db, ids: number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', unique)
    .where('cancelled_at', 'is', null)
    .execute();
  return new Map(users.map((u) => [u.id, u]));
}

export function insertDynamic(
  trx: Trx,
  dynamic: {
    userId: number;
    content: string;
    images: string[];
    burnAfterReading: 0 | 1;
    top: 0 | 1;
    language: string | null;
    at: Date;
  },
): Promise<DynamicRow> {
  return trx
    .insertInto('dynamics')
    .values({
      user_id: dynamic.userId,
      content: dynamic.content,
      images: JSON.stringify(dynamic.images),
      burn_after_reading: dynamic.burnAfterReading,
      top: dynamic.top,
      language: dynamic.language,
      created_at: dynamic.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the dynamic with its likes, comments and the notifications about it. */
export async function markDynamicDeleted(trx: Trx, id: number, at: Date): Promise<void> {
  await trx.updateTable('dynamics').set({ deleted_at: at, top: 0 }).where('id', '=', id).execute();
  await trx.deleteFrom('dynamic_likes').where('dynamic_id', '=', id).execute();
  await trx
    .updateTable('comments')
    .set({ deleted_at: at })
    .where('dynamic_id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
  // A notification would only lead to a dynamic that answers 404.
  await trx.deleteFrom('interactions').where('dynamic_id', '=', id).execute();
}

export async function setDynamicPinned(trx: Trx, id: number, top: boolean): Promise<void> {
  await trx
    .updateTable('dynamics')
    .set({ top: top ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}

/** Unpins the user's dynamics, holding the user's row so two pins at once cannot both stay. */
export async function unpinAll(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  await db
    .updateTable('dynamics')
    .set({ top: 0 })
    .where('user_id', '=', userId)
    .where('top', '=', 1)
    .execute();
}

/** The like, when it is new; undefined when the user liked the dynamic already. */
export function insertLike(db: Db, dynamicId: number, userId: number, at: Date) {
  return db
    .insertInto('dynamic_likes')
    .values({ dynamic_id: dynamicId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['dynamic_id', 'user_id']).doNothing())
    .returning('dynamic_id')
    .executeTakeFirst();
}

export async function deleteLike(db: Db, dynamicId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('dynamic_likes')
    .where('dynamic_id', '=', dynamicId)
    .where('user_id', '=', userId)
    .execute();
}

/** Likes by users who have not cancelled, per dynamic. */
export async function likeCounts(db: Db, dynamicIds: number[]): Promise<Map<number, number>> {
  if (dynamicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('dynamic_likes')
    .innerJoin('users', 'users.id', 'dynamic_likes.user_id')
    .where('dynamic_likes.dynamic_id', 'in', dynamicIds)
    .where('users.cancelled_at', 'is', null)
    .groupBy('dynamic_likes.dynamic_id')
    .select(['dynamic_likes.dynamic_id as id', sql<number>`count(*)::int`.as('n')])
    .execute();
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Which of these dynamics the viewer likes. */
export async function likedBy(
  db: Db,
  viewerId: number,
  dynamicIds: number[],
): Promise<Set<number>> {
  if (dynamicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('dynamic_likes')
    .select('dynamic_id')
    .where('user_id', '=', viewerId)
    .where('dynamic_id', 'in', dynamicIds)
    .execute();
  return new Set(rows.map((r) => r.dynamic_id));
}

/** Records that the viewer opened the dynamic's images (the first time counts). */
export async function insertBurn(
  db: Db,
  dynamicId: number,
  userId: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('dynamic_burns')
    .values({ dynamic_id: dynamicId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['dynamic_id', 'user_id']).doNothing())
    .execute();
}

/** When the viewer opened the images of each of these dynamics (those never opened are absent). */
export async function openedBurns(
  db: Db,
  viewerId: number,
  dynamicIds: number[],
): Promise<Map<number, Date>> {
  if (dynamicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('dynamic_burns')
    .select(['dynamic_id', 'created_at'])
    .where('user_id', '=', viewerId)
    .where('dynamic_id', 'in', dynamicIds)
    .execute();
  return new Map(rows.map((r) => [r.dynamic_id, r.created_at]));
}

/** A member's latest dynamics, deleted ones too (the moderation console judges them). */
export function listLatestDynamicsOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('dynamics')
    .select(['id', 'content', 'images', 'created_at', 'deleted_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The member's dynamic with this id, if not deleted (what an operator may remove). */
export function findOwnLiveDynamic(db: Db, id: number, userId: number) {
  return db
    .selectFrom('dynamics')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
