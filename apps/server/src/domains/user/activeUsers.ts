/**
 * Finding the users a call is about: cancelled users answer as if they did not exist, and so does
 * a user who blocked the caller (issue 18: neither sees the other again). A user the caller
 * blocked can still be looked at (their profile offers Unblock) but not acted on.
 */
import { blockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import { findActiveUser } from './queries.ts';

/** The active user with this profile id, or 404. */
export async function activeUserOr404(db: Db, id: number): Promise<User> {
  const user = await findActiveUser(db, id);
  if (!user) throw notFound();
  return user;
}

/**
 * The active user the viewer looks at, with whether the viewer blocked them; 404 when they do
 * not exist, cancelled, or blocked the viewer.
 */
export async function visibleUserOr404(
  db: Db,
  viewerId: number,
  id: number,
): Promise<{ user: User; blockedByViewer: boolean }> {
  const [user, block] = await Promise.all([
    activeUserOr404(db, id),
    blockBetween(db, viewerId, id),
  ]);
  if (block.theirs) throw notFound();
  return { user, blockedByViewer: block.mine };
}

/**
 * The active user the viewer acts on (follows, befriends, pays, comments on): 404 as above, and
 * 1505 when the viewer blocked them (unblock first).
 */
export async function reachableUserOr404(db: Db, viewerId: number, id: number): Promise<User> {
  const { user, blockedByViewer } = await visibleUserOr404(db, viewerId, id);
  if (blockedByViewer) throw new AppError(1505);
  return user;
}
