/**
 * What an owner removes from their own side of a conversation (the peer keeps theirs):
 * clearing the history hides every message so far, and deleting the conversation also takes it
 * off the list until the next message, which brings it back with only that message. Single
 * messages can be deleted from the owner's side too.
 */
import type { Db } from '../../db/database.ts';
import { parseMessageId } from './messageIds.ts';
import { inTransaction, pairKey } from './pairs.ts';
import {
  clearConversation,
  countUnreadAmong,
  dropFromConversation,
  findConversationSide,
  findNewestVisibleMessage,
  hideMessages,
  lockPair,
} from './queries/conversations.ts';
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
    await clearConversation(trx, { owner, peer, clearedSeq: lastSeq, deletedAt });
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
    const hidden = await hideMessages(trx, owner, pair, ids);
    if (hidden.length === 0) return;
    const side = await findConversationSide(trx, owner, peer);
    if (!side) return;
    const unreadGone = await countUnreadAmong(
      trx,
      owner,
      hidden.map((h) => h.message_id),
      side.cleared_seq,
    );
    const lastGone = hidden.some((h) => h.message_id === side.last_message_id);
    const newest = lastGone
      ? await findNewestVisibleMessage(trx, owner, pair, side.cleared_seq)
      : undefined;
    await dropFromConversation(trx, {
      owner,
      peer,
      unreadGone: Number(unreadGone.n),
      ...(lastGone ? { lastMessage: { id: newest?.id ?? null } } : {}),
    });
  });
}
