/**
 * What an owner removes from their own side of a conversation (the peer keeps theirs):
 * clearing the history hides every message so far, and deleting the conversation also takes it
 * off the list until the next message, which brings it back with only that message.
 */
import type { Db } from '../../db/database.ts';
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
