/**
 * Friend requests (decisions.md): under the addressee's friend-add mode 0 ("anyone") a request
 * is accepted at once; under 1 ("verification") it waits until accepted or refused. A request
 * crossing a pending one from the other side accepts that one. Accepting makes both friends.
 */
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { reachableUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief } from '../user/views.ts';
import {
  ACCEPTED,
  areFriends,
  befriend,
  countRequests,
  findPendingRequest,
  findReceivedRequest,
  insertFriendRequest,
  listRequestsPage,
  markRequestAccepted,
  markRequestRefused,
  PENDING,
  REFUSED,
} from './queries.ts';

export async function addFriend(services: Services, me: User, userId: number, note: string) {
  if (userId === me.id) throw new AppError(1104);
  const { db } = services;
  const target = await reachableUserOr404(db, me.id, userId);
  if (await areFriends(db, me.id, target.id)) throw new AppError(1501);
  if (await findPendingRequest(db, me.id, target.id)) throw new AppError(1502);
  const now = services.now();

  const crossing = await findPendingRequest(db, target.id, me.id);
  if (crossing) {
    const accepted = await accept(db, crossing.id, now);
    if (accepted) return { state: ACCEPTED, requestId: crossing.id } as const;
  }

  const atOnce = target.add_friend_mode === 0;
  try {
    return await db.transaction().execute(async (trx) => {
      const id = await insertFriendRequest(trx, {
        fromId: me.id,
        toId: target.id,
        note,
        state: atOnce ? ACCEPTED : PENDING,
        at: now,
        handledAt: atOnce ? now : null,
      });
      if (atOnce) await befriend(trx, me.id, target.id, now);
      return { state: atOnce ? ACCEPTED : PENDING, requestId: id } as const;
    });
  } catch (error) {
    // A second request raced this one past the check: only one may wait (migration 0003_friend).
    if ((error as { code?: string }).code === '23505') throw new AppError(1502);
    throw error;
  }
}

/** Accepts a pending request; false when it was handled meanwhile. */
async function accept(db: Db, requestId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await markRequestAccepted(trx, requestId, now);
    if (!row) return false;
    await befriend(trx, row.from_id, row.to_id, now);
    return true;
  });
}

/** Accepts (agree 1) or refuses (agree 0) a request sent to the caller by an active user. */
export async function handleRequest(services: Services, me: User, id: number, agree: 0 | 1) {
  const { db } = services;
  const request = await findReceivedRequest(db, id, me.id);
  if (!request) throw notFound();
  if (request.state !== PENDING) throw new AppError(1503);
  const now = services.now();
  if (agree === 1) {
    if (!(await accept(db, id, now))) throw new AppError(1503);
    return { id, state: ACCEPTED } as const;
  }
  const refused = await markRequestRefused(db, id, now);
  if (Number(refused.numUpdatedRows) === 0) throw new AppError(1503);
  return { id, state: REFUSED } as const;
}

/** Requests received (the default) or sent, newest first; `user` is the other party. */
export async function listRequests(
  services: Services,
  me: User,
  type: 'received' | 'sent',
  page: PageRequest,
) {
  const { db } = services;
  const received = type === 'received';
  const [{ total }, rows] = await Promise.all([
    countRequests(db, me.id, received),
    listRequestsPage(db, me.id, received, page),
  ]);
  const now = services.now();
  return pageResult(
    page,
    total,
    rows.map(({ requestId, note, state, requestedAt, ...user }) => ({
      id: requestId,
      user: toUserBrief(user, now),
      note,
      state: state as 0 | 1 | 2,
      createTime: requestedAt.toISOString(),
    })),
  );
}
