/** The friend domain's SQL: friendships (two rows per pair) and friend requests. */
import { sql, type UpdateResult } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

/** A friend request's states. */
export const PENDING = 0;
export const ACCEPTED = 1;
export const REFUSED = 2;

/** Makes the two users friends (both rows; an existing row stays as it is). */
export async function befriend(db: Db, a: number, b: number, at: Date): Promise<void> {
  await db
    .insertInto('friendships')
    .values([
      { user_id: a, friend_id: b, created_at: at },
      { user_id: b, friend_id: a, created_at: at },
    ])
    .onConflict((oc) => oc.columns(['user_id', 'friend_id']).doNothing())
    .execute();
}

/** Ends the friendship on both sides (remark names with it): how many rows went (0 or 2). */
export async function deleteFriendship(db: Db, a: number, b: number): Promise<number> {
  const result = await db
    .deleteFrom('friendships')
    .where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a), eb('friend_id', '=', b)]),
        eb.and([eb('user_id', '=', b), eb('friend_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Removes every friend request between two users, either way (a block ends them). */
export async function deleteRequestsBetween(db: Db, a: number, b: number): Promise<void> {
  await db
    .deleteFrom('friend_requests')
    .where((eb) =>
      eb.or([
        eb.and([eb('from_id', '=', a), eb('to_id', '=', b)]),
        eb.and([eb('from_id', '=', b), eb('to_id', '=', a)]),
      ]),
    )
    .execute();
}

export async function areFriends(db: Db, userId: number, otherId: number): Promise<boolean> {
  const row = await db
    .selectFrom('friendships')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('friend_id', '=', otherId)
    .executeTakeFirst();
  return row !== undefined;
}

const friendsOf = (db: Db, userId: number) =>
  db
    .selectFrom('friendships')
    .innerJoin('users', 'users.id', 'friendships.friend_id')
    .where('friendships.user_id', '=', userId)
    .where('users.cancelled_at', 'is', null);

export function countFriends(db: Db, userId: number) {
  return friendsOf(db, userId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the user's active friends, newest friendship first. */
export function listFriendsPage(db: Db, userId: number, page: PageRequest) {
  return friendsOf(db, userId)
    .selectAll('users')
    .select(['friendships.remark_name as remarkName', 'friendships.created_at as friendSince'])
    .orderBy('friendships.created_at', 'desc')
    .orderBy('friendships.friend_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

/** Sets the user's remark for a friend who has not cancelled (no row updated otherwise). */
export function updateRemarkName(
  db: Db,
  userId: number,
  friendUserId: number,
  remarkName: string | null,
): Promise<UpdateResult> {
  return db
    .updateTable('friendships')
    .set({ remark_name: remarkName })
    .where('user_id', '=', userId)
    .where('friend_id', '=', friendUserId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .where('users.id', '=', friendUserId)
          .where('users.cancelled_at', 'is', null),
      ),
    )
    .executeTakeFirst();
}

export function findPendingRequest(db: Db, fromId: number, toId: number) {
  return db
    .selectFrom('friend_requests')
    .select('id')
    .where('from_id', '=', fromId)
    .where('to_id', '=', toId)
    .where('state', '=', PENDING)
    .executeTakeFirst();
}

export async function insertFriendRequest(
  trx: Trx,
  request: {
    fromId: number;
    toId: number;
    note: string;
    state: number;
    at: Date;
    handledAt: Date | null;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('friend_requests')
    .values({
      from_id: request.fromId,
      to_id: request.toId,
      note: request.note,
      state: request.state,
      created_at: request.at,
      handled_at: request.handledAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The request's two sides, now accepted; undefined when it was no longer pending. */
export function markRequestAccepted(trx: Trx, requestId: number, at: Date) {
  return trx
    .updateTable('friend_requests')
    .set({ state: ACCEPTED, handled_at: at })
    .where('id', '=', requestId)
    .where('state', '=', PENDING)
    .returning(['from_id', 'to_id'])
    .executeTakeFirst();
}

/** Refuses the request if it is still pending (no row updated otherwise). */
export function markRequestRefused(db: Db, requestId: number, at: Date): Promise<UpdateResult> {
  return db
    .updateTable('friend_requests')
    .set({ state: REFUSED, handled_at: at })
    .where('id', '=', requestId)
    .where('state', '=', PENDING)
    .executeTakeFirst();
}

/** A request sent to the user by someone who has not cancelled. */
export function findReceivedRequest(db: Db, requestId: number, toId: number) {
  return db
    .selectFrom('friend_requests')
    .innerJoin('users', 'users.id', 'friend_requests.from_id')
    .select(['friend_requests.id', 'friend_requests.state'])
    .where('friend_requests.id', '=', requestId)
    .where('friend_requests.to_id', '=', toId)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
}

/** The requests the user received (or sent), with the other party, active ones only. */
const requestsOf = (db: Db, userId: number, received: boolean) =>
  db
    .selectFrom('friend_requests')
    .innerJoin('users', 'users.id', received ? 'friend_requests.from_id' : 'friend_requests.to_id')
    .where(received ? 'friend_requests.to_id' : 'friend_requests.from_id', '=', userId)
    .where('users.cancelled_at', 'is', null);

export function countRequests(db: Db, userId: number, received: boolean) {
  return requestsOf(db, userId, received)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the requests, newest first. */
export function listRequestsPage(db: Db, userId: number, received: boolean, page: PageRequest) {
  return requestsOf(db, userId, received)
    .selectAll('users')
    .select([
      'friend_requests.id as requestId',
      'friend_requests.note',
      'friend_requests.state',
      'friend_requests.created_at as requestedAt',
    ])
    .orderBy('friend_requests.created_at', 'desc')
    .orderBy('friend_requests.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}
