/**
 * What an owner removes from their own side of a conversation (the peer keeps theirs):
 * clearing the history hides every message so far, and deleting the conversation also takes it
 * off the list until the next message, which brings it back with only that message. Single
 * messages can be deleted from the owner's side too.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { parseMessageId } from './messageIds.ts';
import { inTransaction, lockPair, pairKey } from './pairs.ts';
import type { ConversationSide } from './receipts.ts';

/** Hides the messages so far from the owner; the conversation stays listed, with nothing unread. */
export async function clearHistory(db: Db, side: ConversationSide): Promise<void> {
  await hideHistory(db, side, null);
}

/** Clears the history and takes the conversation off the owner's list. */
export async function deleteConversation(
  db: Db,
  side: ConversationSide & { at: Date },
): Promise<void> {
  await hideHistory(db, side, side.at);
}

function hideHistory(db: Db, { owner, peer }: ConversationSide, deletedAt: Date | null) {
  return inTransaction(db, async (trx) => {
    const lastSeq = await lockPair(trx, pairKey(owner, peer), null);
    await trx
      .updateTable('chat_conversations')
      .set({
        cleared_seq: lastSeq,
        unread_count: 0,
        ...(deletedAt ? { deleted_at: deletedAt } : {}),
      })
      .where('owner_im', '=', owner)
      .where('peer_im', '=', peer)
      .execute();
  });
}

/**
 * Deletes messages from the owner's side only (ids of other conversations are ignored): they
 * leave the owner's history, unread count and last message; the peer keeps them.
 */
export async function deleteMessages(
  db: Db,
  { owner, peer, messageIds }: ConversationSide & { messageIds: readonly string[] },
): Promise<void> {
  const ids = messageIds.map(parseMessageId).filter((id) => id !== null);
  if (ids.length === 0) return;
  const pair = pairKey(owner, peer);
  await inTransaction(db, async (trx) => {
    await lockPair(trx, pair, null);
    const hidden = await trx
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
    if (hidden.length === 0) return;
    const side = await trx
      .selectFrom('chat_conversations')
      .select(['cleared_seq', 'last_message_id'])
      .where('owner_im', '=', owner)
      .where('peer_im', '=', peer)
      .executeTakeFirst();
    if (!side) return;
    const unreadGone = await trx
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'id',
        'in',
        hidden.map((h) => h.message_id),
      )
      .where('to_im', '=', owner)
      .where('read_at', 'is', null)
      .where('seq', '>', side.cleared_seq)
      .executeTakeFirstOrThrow();
    const lastGone = hidden.some((h) => h.message_id === side.last_message_id);
    const newest = lastGone
      ? await trx
          .selectFrom('chat_messages as m')
          .select('m.id')
          .where('m.pair', '=', pair)
          .where('m.seq', '>', side.cleared_seq)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('chat_hidden_messages as h')
                  .select('h.message_id')
                  .whereRef('h.message_id', '=', 'm.id')
                  .where('h.owner_im', '=', owner),
              ),
            ),
          )
          .orderBy('m.seq', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined;
    await trx
      .updateTable('chat_conversations')
      .set((eb) => ({
        unread_count: sql<number>`greatest(0, ${eb.ref('unread_count')} - ${Number(unreadGone.n)})`,
        ...(lastGone ? { last_message_id: newest?.id ?? null } : {}),
      }))
      .where('owner_im', '=', owner)
      .where('peer_im', '=', peer)
      .execute();
  });
}
