/**
 * Following: one row per follower and followee. A new follow notifies the followed user; lists
 * leave cancelled users out and say whether the caller follows each listed user.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { recordInteraction } from '../notification/recordInteraction.ts';
import { activeUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief, userCounts } from '../user/views.ts';

export async function setFollow(services: Services, me: User, userId: number, follow: boolean) {
  if (userId === me.id) throw new AppError(1104);
  const { db } = services;
  const target = await activeUserOr404(db, userId);
  const now = services.now();
  if (follow) {
    const inserted = await db
      .insertInto('follows')
      .values({ follower_id: me.id, followee_id: target.id, created_at: now })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .returning('follower_id')
      .executeTakeFirst();
    // Only a new follow notifies: following again changes nothing.
    if (inserted) {
      await recordInteraction(db, { type: 'follow', userId: target.id, actorId: me.id, at: now });
    }
  } else {
    await db
      .deleteFrom('follows')
      .where('follower_id', '=', me.id)
      .where('followee_id', '=', target.id)
      .execute();
  }
  const { fans } = await userCounts(db, target.id);
  return { isFollow: follow ? 1 : 0, fans } as const;
}

/** `fans`: who follows the owner; `follow`: whom the owner follows. Newest follow first. */
export async function listFollows(
  services: Services,
  me: User,
  query: { type: 'fans' | 'follow'; userId?: number },
  page: PageRequest,
) {
  const { db } = services;
  const owner = query.userId === undefined ? me : await activeUserOr404(db, query.userId);
  const base = followsOf(db, owner.id, query.type);
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('users')
      .select((eb) => [
        'follows.created_at as followTime',
        eb
          .exists(
            eb
              .selectFrom('follows as mine')
              .select('mine.follower_id')
              .where('mine.follower_id', '=', me.id)
              .whereRef('mine.followee_id', '=', 'users.id'),
          )
          .as('callerFollows'),
      ])
      .orderBy('follows.created_at', 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  const now = services.now();
  return pageResult(
    page,
    total,
    rows.map(({ followTime, callerFollows, ...user }) => ({
      ...toUserBrief(user, now),
      isFollow: (callerFollows ? 1 : 0) as 0 | 1,
      followTime: followTime.toISOString(),
    })),
  );
}

function followsOf(db: Db, ownerId: number, type: 'fans' | 'follow') {
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
