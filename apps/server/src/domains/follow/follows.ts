/**
 * Following: one row per follower and followee. A new follow notifies the followed user; lists
 * leave cancelled users out, and those the caller blocked or was blocked by, and say whether the
 * caller follows each listed user.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { recordInteraction } from '../notification/recordInteraction.ts';
import { activeUserOr404, reachableUserOr404, visibleUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief, userCounts } from '../user/views.ts';
import { countFollows, deleteFollow, insertFollow, listFollowsPage } from './queries.ts';

type FollowListEntry = components['schemas']['FollowListEntry'];

export async function setFollow(services: Services, me: User, userId: number, follow: boolean) {
  if (userId === me.id) throw new AppError(1104);
  const { db } = services;
  // Unfollowing needs nothing of the other user; following one who blocked the caller, or whom
  // the caller blocked, is refused.
  const target = follow
    ? await reachableUserOr404(db, me.id, userId)
    : await activeUserOr404(db, userId);
  const now = services.now();
  if (follow) {
    const inserted = await insertFollow(db, me.id, target.id, now);
    // Only a new follow notifies: following again changes nothing.
    if (inserted) {
      await recordInteraction(db, { type: 'follow', userId: target.id, actorId: me.id, at: now });
    }
  } else {
    await deleteFollow(db, me.id, target.id);
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
  const owner =
    query.userId === undefined ? me : (await visibleUserOr404(db, me.id, query.userId)).user;
  const [{ total }, rows] = await Promise.all([
    countFollows(db, owner.id, query.type, me.id),
    listFollowsPage(db, owner.id, query.type, me.id, page),
  ]);
  const now = services.now();
  return pageResult(
    page,
    total,
    rows.map(({ followTime, callerFollows, ...user }): FollowListEntry => ({
      ...toUserBrief(user, now),
      isFollow: callerFollows ? 1 : 0,
      followTime: followTime.toISOString(),
    })),
  );
}
