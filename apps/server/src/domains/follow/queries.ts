/** The follow domain's SQL: who follows whom. */
import { sql } from 'kysely';
import { noBlockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../http/paging.ts';

/** The follow, when it is new; undefined when the follower followed already. */
export function insertFollow(db: Db, followerId: number, followeeId: number, at: Date) {
  return db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .returning('follower_id')
    .executeTakeFirst();
}

export async function deleteFollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();
}

export type FollowListType = 'fans' | 'follow';

/**
 * `fans`: who follows the owner; `follow`: whom the owner follows. Active users only, none
 * blocked by or blocking the caller who looks at the list.
 */
function followsOf(db: Db, ownerId: number, type: FollowListType, callerId: number) {
  const q = db.selectFrom('follows');
  const listed =
    type === 'fans'
      ? q
          .innerJoin('users', 'users.id', 'follows.follower_id')
          .where('follows.followee_id', '=', ownerId)
      : q
          .innerJoin('users', 'users.id', 'follows.followee_id')
          .where('follows.follower_id', '=', ownerId);
  return listed.where('users.cancelled_at', 'is', null).where(noBlockBetween(callerId, 'users.id'));
}

export function countFollows(db: Db, ownerId: number, type: FollowListType, callerId: number) {
  return followsOf(db, ownerId, type, callerId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the list, newest follow first, each user with whether the caller follows them. */
export function listFollowsPage(
  db: Db,
  ownerId: number,
  type: FollowListType,
  callerId: number,
  page: PageRequest,
) {
  return followsOf(db, ownerId, type, callerId)
    .selectAll('users')
    .select((eb) => [
      'follows.created_at as followTime',
      eb
        .exists(
          eb
            .selectFrom('follows as mine')
            .select('mine.follower_id')
            .where('mine.follower_id', '=', callerId)
            .whereRef('mine.followee_id', '=', 'users.id'),
        )
        .as('callerFollows'),
    ])
    .orderBy('follows.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

/** Removes the follows between two users, both ways (a block ends them). */
export async function deleteFollowsBetween(db: Db, a: number, b: number): Promise<void> {
  await db
    .deleteFrom('follows')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a), eb('followee_id', '=', b)]),
        eb.and([eb('follower_id', '=', b), eb('followee_id', '=', a)]),
      ]),
    )
    .execute();
}
