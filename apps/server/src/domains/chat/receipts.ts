/**
 * Delivery and read receipts. Opening a conversation reads it (product-spec section 4): the
 * owner's unread count goes back to 0 and the peer's messages are marked read, which the peer
 * sees when SVIP (decisions.md). Delivery is recorded when the recipient's client received a
 * message.
 */
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { parseMessageId, toMessageId } from './messageIds.ts';
import { inTransaction, pairKey } from './pairs.ts';
import { findClearedSeq, lockPair, resetUnreadCount } from './queries/conversations.ts';
import { markMessagesDelivered, markMessagesRead } from './queries/messages.ts';

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
    const side = await findClearedSeq(trx, owner, peer);
    // Messages the owner cleared unseen were never read: the sender gets no receipt for them.
    const read = await markMessagesRead(trx, {
      owner,
      peer,
      afterSeq: side?.cleared_seq ?? 0,
      at,
    });
    await resetUnreadCount(trx, owner, peer);
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
  const rows = await markMessagesDelivered(db, ids, recipients, at);
  return rows.sort((a, b) => a.id - b.id);
}
