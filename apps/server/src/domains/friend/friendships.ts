/**
 * Friendships: two rows per pair, one from each side, so each side keeps its own remark name.
 * The address book leaves cancelled users out.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief } from '../user/views.ts';

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

/** Newest friendship first. */
export async function listFriends(services: Services, me: User, page: PageRequest) {
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    friendsOf(db, me.id)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    friendsOf(db, me.id)
      .selectAll('users')
      .select(['friendships.remark_name as remarkName', 'friendships.created_at as friendSince'])
      .orderBy('friendships.created_at', 'desc')
      .orderBy('friendships.friend_id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
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
  const updated = await services.db
    .updateTable('friendships')
    .set({ remark_name: remarkName })
    .where('user_id', '=', me.id)
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
  if (Number(updated.numUpdatedRows) === 0) throw new AppError(1504);
  return { friendUserId, friendRemarkName: remarkName };
}
