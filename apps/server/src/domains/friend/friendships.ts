/**
 * Friendships: two rows per pair, one from each side, so each side keeps its own remark name.
 * The address book leaves cancelled users out.
 */
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief } from '../user/views.ts';
import { countFriends, deleteFriendship, listFriendsPage, updateRemarkName } from './queries.ts';

/** Newest friendship first. */
export async function listFriends(services: Services, me: User, page: PageRequest) {
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    countFriends(db, me.id),
    listFriendsPage(db, me.id, page),
  ]);
  const now = services.now();
  return pageResult(
    page,
    total,
    rows.map(({ remarkName, friendSince, ...user }) => ({
      friendUserId: user.id,
      user: toUserBrief(user, now),
      friendRemarkName: remarkName,
      imAccount: user.im_account,
      createTime: friendSince.toISOString(),
    })),
  );
}

/** Sets (or with an empty string clears) the caller's remark for an active friend, else 1504. */
export async function setRemarkName(
  services: Services,
  me: User,
  friendUserId: number,
  remark: string,
) {
  const trimmed = remark.trim();
  const remarkName = trimmed === '' ? null : trimmed;
  const updated = await updateRemarkName(services.db, me.id, friendUserId, remarkName);
  if (Number(updated.numUpdatedRows) === 0) throw new AppError(1504);
  return { friendUserId, friendRemarkName: remarkName };
}

/**
 * Ends a friendship on both sides (issue 18), remark names with it; follows stay. 1504 when they
 * are not friends. The other user is not told; a first message afterwards is a new friend's
 * message again (the chat's free-for-friends memory lasts a minute at most).
 */
export async function deleteFriend(services: Services, me: User, userId: number) {
  if (userId === me.id) throw new AppError(1104);
  const removed = await deleteFriendship(services.db, me.id, userId);
  if (removed === 0) throw new AppError(1504);
  return { friendUserId: userId };
}
