/** The SQL of chat conversations: each side's row, and the pair's lock that orders changes. */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';

/**
 * Locks the pair's row until the transaction ends and answers the last place given in its
 * order (0 before any message). `create` makes the row when missing (storing a message);
 * otherwise a pair without one is left without (nothing to order yet).
 */
export async function lockPair(trx: Db, pair: string, create: Date | null): Promise<number> {
  if (create) {
    const row = await trx
      .insertInto('chat_channels')
      .values({ pair, created_at: create })
      // Updating the row to itself takes its lock, like select ... for update.
      .onConflict((oc) =>
        oc.column('pair').doUpdateSet((eb) => ({ last_seq: eb.ref('chat_channels.last_seq') })),
      )
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    return row.last_seq;
  }
  const row = await trx
    .selectFrom('chat_channels')
    .select('last_seq')
    .where('pair', '=', pair)
    .forUpdate()
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}

/** The owner's conversations not deleted, most recent first, with their last messages. */
export function listConversationsWithLast(db: Db, owner: string, limit: number) {
  return (
    db
      .selectFrom('chat_conversations as c')
      .leftJoin('chat_messages as m', 'm.id', 'c.last_message_id')
      .selectAll('m')
      .select(['c.peer_im', 'c.unread_count', 'c.cleared_seq'])
      .where('c.owner_im', '=', owner)
      .where('c.deleted_at', 'is', null)
      .orderBy('c.last_message_at', 'desc')
      // Messages of one instant (a fast exchange, a frozen test clock) in the order they came.
      .orderBy('c.last_message_id', (ob) => ob.desc().nullsLast())
      .orderBy('c.peer_im')
      .limit(limit)
      .execute()
  );
}

/** Where the owner last cleared the history with the peer. */
export function findClearedSeq(db: Db, owner: string, peer: string) {
  return db
    .selectFrom('chat_conversations')
    .select('cleared_seq')
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .executeTakeFirst();
}

export async function resetUnreadCount(trx: Db, owner: string, peer: string): Promise<void> {
  await trx
    .updateTable('chat_conversations')
    .set({ unread_count: 0 })
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .where('unread_count', '>', 0)
    .execute();
}

/** Hides the history up to `clearedSeq` from the owner; `deletedAt` also takes it off the list. */
export async function clearConversation(
  trx: Db,
  {
    owner,
    peer,
    clearedSeq,
    deletedAt,
  }: { owner: string; peer: string; clearedSeq: number; deletedAt: Date | null },
): Promise<void> {
  await trx
    .updateTable('chat_conversations')
    .set({
      cleared_seq: clearedSeq,
      unread_count: 0,
      // A deleted conversation is unpinned: it leaves the list, and the pins' limit with it.
      ...(deletedAt ? { deleted_at: deletedAt, pinned_at: null } : {}),
    })
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .execute();
}

/** Hides the pair's messages of these ids from the owner; the ids hidden now. */
export function hideMessages(trx: Db, owner: string, pair: string, ids: number[]) {
  return trx
    .insertInto('chat_hidden_messages')
    .columns(['owner_im', 'message_id'])
    .expression((eb) =>
      eb
        .selectFrom('chat_messages')
        .select([eb.val(owner).as('owner_im'), 'id'])
        .where('pair', '=', pair)
        .where('id', 'in', ids),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('message_id')
    .execute();
}

export function findConversationSide(trx: Db, owner: string, peer: string) {
  return trx
    .selectFrom('chat_conversations')
    .select(['cleared_seq', 'last_message_id'])
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .executeTakeFirst();
}

/** How many of these messages to the owner after `afterSeq` are unread. */
export function countUnreadAmong(trx: Db, owner: string, ids: number[], afterSeq: number) {
  return trx
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('to_im', '=', owner)
    .where('read_at', 'is', null)
    .where('seq', '>', afterSeq)
    .executeTakeFirstOrThrow();
}

/** The pair's newest message after `afterSeq` that the owner has not deleted. */
export function findNewestVisibleMessage(trx: Db, owner: string, pair: string, afterSeq: number) {
  return trx
    .selectFrom('chat_messages as m')
    .select('m.id')
    .where('m.pair', '=', pair)
    .where('m.seq', '>', afterSeq)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chat_hidden_messages as h')
            .select('h.message_id')
            .whereRef('h.message_id', '=', 'm.id')
            .where('h.owner_im', '=', owner),
        ),
      ),
    )
    .orderBy('m.seq', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Takes deleted messages off the owner's conversation: `unreadGone` fewer unread, and, when
 * `lastMessage` is given, that as its last message.
 */
export async function dropFromConversation(
  trx: Db,
  {
    owner,
    peer,
    unreadGone,
    lastMessage,
  }: { owner: string; peer: string; unreadGone: number; lastMessage?: { id: number | null } },
): Promise<void> {
  await trx
    .updateTable('chat_conversations')
    .set((eb) => ({
      unread_count: sql<number>`greatest(0, ${eb.ref('unread_count')} - ${unreadGone})`,
      ...(lastMessage ? { last_message_id: lastMessage.id } : {}),
    }))
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .execute();
}
