/**
 * A conversation's history as one side sees it (decisions.md): newest first, a page at a time,
 * by cursor. The cursor is the id of the oldest message of the previous page; null when no
 * older message is left. Messages the owner cleared or deleted are gone from their side.
 */
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { AppError } from '../../http/AppError.ts';
import { parseMessageId, toMessageId } from './messageIds.ts';
import { pairKey } from './pairs.ts';
import { findClearedSeq } from './queries/conversations.ts';
import { findMessageSeq, listVisibleMessages } from './queries/messages.ts';
import type { ConversationSide } from './receipts.ts';

export interface HistoryPage {
  messages: ChatMessageRow[];
  cursor: string | null;
}

export async function conversationHistory(
  db: Db,
  { owner, peer, before, limit }: ConversationSide & { before?: string | null; limit: number },
): Promise<HistoryPage> {
  const pair = pairKey(owner, peer);
  const side = await findClearedSeq(db, owner, peer);
  const beforeSeq = before ? await seqOf(db, pair, before) : undefined;
  const rows = await listVisibleMessages(db, {
    pair,
    owner,
    afterSeq: side?.cleared_seq ?? 0,
    beforeSeq,
    limit: limit + 1,
  });
  const messages = rows.slice(0, limit);
  const more = rows.length > limit;
  return { messages, cursor: more ? toMessageId(messages.at(-1)!.id) : null };
}

/** The place of the cursor's message in the pair's order; 400 when it is not one of theirs. */
async function seqOf(db: Db, pair: string, cursor: string): Promise<number> {
  const id = parseMessageId(cursor);
  const row = id === null ? undefined : await findMessageSeq(db, id, pair);
  if (!row) throw new AppError(400);
  return row.seq;
}
