/** The follow domain's SQL: who follows whom. */
import { sql } from 'kysely';
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

/** `fans`: who follows the owner; `follow`: whom the owner follows. Active users only. */
function followsOf(db: Db, ownerId: number, type: FollowListType) {
  const q = db.selectFrom('follows');
  return type === 'fans'
    ? q
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .where('follows.followee_id', '=', ownerId)
        .where('users.cancelled_at', 'is', null)
    : q
        .innerJoin('users', 'users.id', 'follows.followee_id')
        .where('follows.follower_id', '=', ownerId)
        .where('users.cancelled_at', 'is', null);
}

export function countFollows(db: Db, ownerId: number, type: FollowListType) {
  return followsOf(db, ownerId, type)
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
  return followsOf(db, ownerId, type)
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
