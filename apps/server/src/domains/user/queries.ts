/** The user domain's SQL: users and their settings, counts, visits and photo permissions. */
import { sql } from 'kysely';
import { noBlockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { User, UserUpdate } from '../../db/tables.ts';
import type { PageRequest } from '../../http/paging.ts';

export async function findActiveUser(db: Db, id: number): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

/** Applies the change to the user's row; the row after it. */
export function updateUser(db: Db, userId: number, change: UserUpdate): Promise<User> {
  return db
    .updateTable('users')
    .set(change)
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setUserLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

/** The type of the user's upload at `url`, when the user uploaded it. */
export function findOwnUpload(db: Db, userId: number, url: string) {
  return db
    .selectFrom('uploads')
    .select('mime_type')
    .where('url', '=', url)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The active user with this account, unless they and the searcher blocked each other either way. */
export function findActiveUserByAccount(db: Db, account: number, searcherId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'account', 'nickname', 'avatar'])
    .where('account', '=', account)
    .where('cancelled_at', 'is', null)
    .where(noBlockBetween(searcherId, 'users.id'))
    .executeTakeFirst();
}

export function listActiveUsersByImAccounts(db: Db, imAccounts: string[]): Promise<User[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('im_account', 'in', imAccounts)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** Whether I follow them, we are friends, and my friend request to them is waiting. */
export function findRelation(db: Db, meId: number, otherId: number) {
  return db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom('follows')
            .select('follower_id')
            .where('follower_id', '=', meId)
            .where('followee_id', '=', otherId),
        )
        .as('isFollow'),
      eb
        .exists(
          eb
            .selectFrom('friendships')
            .select('user_id')
            .where('user_id', '=', meId)
            .where('friend_id', '=', otherId),
        )
        .as('isFriend'),
      eb
        .exists(
          eb
            .selectFrom('friend_requests')
            .select('id')
            .where('from_id', '=', meId)
            .where('to_id', '=', otherId)
            .where('state', '=', 0),
        )
        .as('pending'),
    ])
    .executeTakeFirstOrThrow();
}

/** Fans, follows, friends, visitors and likes received, counted live in one statement. */
export function countUserData(db: Db, userId: number) {
  return db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .where('followee_id', '=', userId)
        .where('users.cancelled_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('fans'),
      eb
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.followee_id')
        .where('follower_id', '=', userId)
        .where('users.cancelled_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('follow'),
      eb
        .selectFrom('friendships')
        .innerJoin('users', 'users.id', 'friendships.friend_id')
        .where('user_id', '=', userId)
        .where('users.cancelled_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('friends'),
      // As /user/visitor-num counts them: visitors cancelled or blocked since are not counted.
      eb
        .selectFrom('visits')
        .innerJoin('users', 'users.id', 'visits.visitor_id')
        .where('visited_id', '=', userId)
        .where('users.cancelled_at', 'is', null)
        .where(noBlockBetween(userId, 'users.id'))
        .select(sql<number>`count(*)::int`.as('n'))
        .as('visitors'),
      eb
        .selectFrom('dynamic_likes')
        .innerJoin('dynamics', 'dynamics.id', 'dynamic_likes.dynamic_id')
        .where('dynamics.user_id', '=', userId)
        .where('dynamics.deleted_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('likes'),
    ])
    .executeTakeFirstOrThrow();
}

/** Records the visit unless the visitor visited on `day` already. */
export async function insertVisit(
  db: Db,
  visit: { visitorId: number; visitedId: number; day: string; at: Date },
): Promise<void> {
  await db
    .insertInto('visits')
    .values({
      visitor_id: visit.visitorId,
      visited_id: visit.visitedId,
      day: visit.day,
      visited_at: visit.at,
    })
    .onConflict((oc) => oc.columns(['visitor_id', 'visited_id', 'day']).doNothing())
    .execute();
}

/** The visits of the user by visitors who have not cancelled, nor blocked or been blocked. */
const visitsOf = (db: Db, visitedId: number) =>
  db
    .selectFrom('visits')
    .innerJoin('users', 'users.id', 'visits.visitor_id')
    .where('visits.visited_id', '=', visitedId)
    .where('users.cancelled_at', 'is', null)
    .where(noBlockBetween(visitedId, 'users.id'));

/** The user's visits in all, and those on `day`. */
export function countVisitsWithDay(db: Db, visitedId: number, day: string) {
  return visitsOf(db, visitedId)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where visits.day = ${day}))::int`.as('today'),
    ])
    .executeTakeFirstOrThrow();
}

export function countVisits(db: Db, visitedId: number) {
  return visitsOf(db, visitedId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the user's visitors, the latest visit first. */
export function listVisitorsPage(db: Db, visitedId: number, page: PageRequest) {
  return visitsOf(db, visitedId)
    .selectAll('users')
    .select('visits.visited_at as visitTime')
    .orderBy('visits.visited_at', 'desc')
    .orderBy('visits.visitor_id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function findPhotoPermission(db: Db, payerId: number, ownerId: number) {
  return db
    .selectFrom('photo_permissions')
    .select('payer_id')
    .where('payer_id', '=', payerId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
