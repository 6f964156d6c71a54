/** The pay domain's SQL: the parties' rows, red packets, photo permissions, new-friend chats. */
import type { User } from '../../db/tables.ts';
import type { Trx } from '../../ledger/ledger.ts';

/**
 * The payer's row, locked until the transaction ends: two payments of one user that read the
 * membership or the balance before moving coins run one after the other, never on stale values.
 * FOR NO KEY UPDATE, as the ledger's own balance update takes: it does not wait on the key-share
 * locks that inserts referencing the user (the idempotency key) hold, so it cannot deadlock on them.
 */
export async function lockPayer(trx: Trx, userId: number): Promise<User> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export function findActiveUser(trx: Trx, userId: number): Promise<User | undefined> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

/** The user's coin balance as it stands in this transaction. */
export async function goldCoinOf(trx: Trx, userId: number): Promise<number> {
  const payer = await trx
    .selectFrom('users')
    .select('gold_coin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return payer.gold_coin;
}

export async function insertRedPacket(
  trx: Trx,
  packet: {
    id: number;
    senderId: number;
    recipientId: number;
    amount: number;
    note: string;
    at: Date;
  },
): Promise<void> {
  await trx
    .insertInto('red_packets')
    .values({
      id: packet.id,
      sender_id: packet.senderId,
      recipient_id: packet.recipientId,
      amount: packet.amount,
      note: packet.note,
      created_at: packet.at,
    })
    .execute();
}

/** Records the pair's permission unless it exists; undefined when it did already. */
export function claimPhotoPermission(trx: Trx, payerId: number, ownerId: number, at: Date) {
  return trx
    .insertInto('photo_permissions')
    .values({ payer_id: payerId, owner_id: ownerId, created_at: at })
    .onConflict((oc) => oc.columns(['payer_id', 'owner_id']).doNothing())
    .returning('payer_id')
    .executeTakeFirst();
}

export function findPhotoPermission(trx: Trx, payerId: number, ownerId: number) {
  return trx
    .selectFrom('photo_permissions')
    .select('record_id')
    .where('payer_id', '=', payerId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
}

export async function setPhotoPermissionRecord(
  trx: Trx,
  payerId: number,
  ownerId: number,
  recordId: number,
): Promise<void> {
  await trx
    .updateTable('photo_permissions')
    .set({ record_id: recordId })
    .where('payer_id', '=', payerId)
    .where('owner_id', '=', ownerId)
    .execute();
}

/** A pair of users as new_friend_chats stores it, the smaller id first. */
export interface UserPair {
  user_a: number;
  user_b: number;
}

/** Records that the payer opens the pair's chat unless it is recorded; undefined when it was. */
export function claimNewFriendChat(trx: Trx, pair: UserPair, payerId: number, at: Date) {
  return trx
    .insertInto('new_friend_chats')
    .values({ ...pair, payer_id: payerId, created_at: at })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .returning('payer_id')
    .executeTakeFirst();
}

export async function setNewFriendChatRecord(
  trx: Trx,
  pair: UserPair,
  recordId: number,
): Promise<void> {
  await trx
    .updateTable('new_friend_chats')
    .set({ record_id: recordId })
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .execute();
}

export function findNewFriendChat(trx: Trx, pair: UserPair) {
  return trx
    .selectFrom('new_friend_chats')
    .select('record_id')
    .where('user_a', '=', pair.user_a)
    .where('user_b', '=', pair.user_b)
    .executeTakeFirst();
}
