/**
 * Blocking (issue 18). A block hides two users from each other everywhere (the lists' queries
 * filter with db/blocks.ts's `noBlockBetween`), refuses chat between them (the gateway and
 * Easemob's pre-send callback ask `blocksAmong`), and ends what joined them: their friendship,
 * friend requests and follows, both ways, in the block's transaction. An unblock brings none of
 * that back. The blocked user is not told; to them the blocker no longer exists.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import type { Services } from '../../services.ts';
import { deleteFollowsBetween } from '../follow/queries.ts';
import { deleteFriendship, deleteRequestsBetween } from '../friend/queries.ts';
import { activeUserOr404, visibleUserOr404 } from '../user/activeUsers.ts';
import { toUserBrief } from '../user/views.ts';
import { countBlocked, deleteBlock, insertBlock, listBlockedPage } from './queries.ts';

type BlockListEntry = components['schemas']['BlockListEntry'];

export async function setBlock(services: Services, me: User, userId: number, block: boolean) {
  if (userId === me.id) throw new AppError(1104);
  const { db } = services;
  if (!block) {
    // Unblocking needs only the user to exist: it works even when they blocked the caller too.
    await activeUserOr404(db, userId);
    await deleteBlock(db, me.id, userId);
    return { userId, isBlock: 0 } as const;
  }
  await visibleUserOr404(db, me.id, userId);
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    if (!(await insertBlock(trx, me.id, userId, now))) return;
    await deleteFriendship(trx, me.id, userId);
    await deleteRequestsBetween(trx, me.id, userId);
    await deleteFollowsBetween(trx, me.id, userId);
  });
  return { userId, isBlock: 1 } as const;
}

/** The users the caller blocked, newest block first. */
export async function listBlocked(services: Services, me: User, page: PageRequest) {
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    countBlocked(db, me.id),
    listBlockedPage(db, me.id, page),
  ]);
  const now = services.now();
  return pageResult(
    page,
    total,
    rows.map(({ blockTime, ...user }): BlockListEntry => ({
      ...toUserBrief(user, now),
      blockTime: blockTime.toISOString(),
    })),
  );
}
