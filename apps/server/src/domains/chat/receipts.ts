/**
 * Delivery and read receipts. Opening a conversation reads it (product-spec section 4): the
 * owner's unread count goes back to 0 and the peer's messages are marked read, which the peer
 * sees when SVIP (decisions.md). Delivery is recorded when the recipient's client received a
 * message.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { parseMessageId, toMessageId } from './messageIds.ts';
import { inTransaction, lockPair, pairKey } from './pairs.ts';

export interface ConversationSide {
  /** Whose conversation: the reader's IM account. */
  owner: string;
  /** The other side's IM account. */
  peer: string;
}

/** Reads the owner's conversation with the peer; answers the ids of the messages read now. */
export async function markConversationRead(
  db: Db,
  { owner, peer, at }: ConversationSide & { at: Date },
): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    await lockPair(trx, pairKey(owner, peer), null);
    const side = await trx
      .selectFrom('chat_conversations')
      .select('cleared_seq')
      .where('owner_im', '=', owner)
      .where('peer_im', '=', peer)
      .executeTakeFirst();
    // Messages the owner cleared unseen were never read: the sender gets no receipt for them.
    const read = await trx
      .updateTable('chat_messages')
      .set((eb) => ({ read_at: at, delivered_at: eb.fn.coalesce('delivered_at', eb.val(at)) }))
      .where('to_im', '=', owner)
      .where('from_im', '=', peer)
      .where('read_at', 'is', null)
      .where('seq', '>', side?.cleared_seq ?? 0)
      .returning('id')
      .execute();
    await trx
      .updateTable('chat_conversations')
      .set({ unread_count: 0 })
      .where('owner_im', '=', owner)
      .where('peer_im', '=', peer)
      .where('unread_count', '>', 0)
      .execute();
    return read.map((r) => toMessageId(r.id)).sort((a, b) => Number(a) - Number(b));
  });
}

/** Records that the recipient's client received these messages (the first time counts). */
export async function markDelivered(
  db: Db,
  { to, messageIds, at }: { to: string; messageIds: string[]; at: Date },
): Promise<void> {
  await markDeliveredMany(
    db,
    messageIds.map((messageId) => ({ to, messageId })),
    at,
  );
}

export interface Delivery {
  /** The recipient whose client received the message. */
  to: string;
  messageId: string;
}

/**
 * Records deliveries of several recipients at once (a message counts only for its own
 * recipient, the first time); answers the messages delivered now, for their senders' receipts.
 */
export async function markDeliveredMany(
  db: Db,
  deliveries: Delivery[],
  at: Date,
): Promise<ChatMessageRow[]> {
  const ids: number[] = [];
  const recipients: string[] = [];
  for (const { to, messageId } of deliveries) {
    const id = parseMessageId(messageId);
    if (id === null) continue;
    ids.push(id);
    recipients.push(to);
  }
  if (ids.length === 0) return [];
  const { rows } = await sql<ChatMessageRow>`
    update chat_messages m set delivered_at = ${at}
    from unnest(${ids}::bigint[], ${recipients}::text[]) as d (id, to_im)
    where m.id = d.id and m.to_im = d.to_im and m.delivered_at is null
    returning m.*`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}
