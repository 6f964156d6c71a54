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
  const side = await db
    .selectFrom('chat_conversations')
    .select('cleared_seq')
    .where('owner_im', '=', owner)
    .where('peer_im', '=', peer)
    .executeTakeFirst();
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('pair', '=', pair)
    .where('seq', '>', side?.cleared_seq ?? 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('chat_hidden_messages as h')
            .select('h.message_id')
            .whereRef('h.message_id', '=', 'chat_messages.id')
            .where('h.owner_im', '=', owner),
        ),
      ),
    );
  if (before) query = query.where('seq', '<', await seqOf(db, pair, before));
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(limit + 1)
    .execute();
  const messages = rows.slice(0, limit);
  const more = rows.length > limit;
  return { messages, cursor: more ? toMessageId(messages.at(-1)!.id) : null };
}

/** The place of the cursor's message in the pair's order; 400 when it is not one of theirs. */
async function seqOf(db: Db, pair: string, cursor: string): Promise<number> {
  const id = parseMessageId(cursor);
  const row =
    id === null
      ? undefined
      : await db
          .selectFrom('chat_messages')
          .select('seq')
          .where('id', '=', id)
          .where('pair', '=', pair)
          .executeTakeFirst();
  if (!row) throw new AppError(400);
  return row.seq;
}
