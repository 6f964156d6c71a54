/**
 * Recalling (retracting) a message: only its sender, within the recall limit after sending
 * (decisions.md: 2 minutes, configuration CHAT_RECALL_SECONDS); later answers 1801 "beyond
 * retraction time". Recalling a recalled message again changes nothing.
 */
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import { parseMessageId } from './messageIds.ts';
import { findSentMessage, markMessageRecalled } from './queries/messages.ts';

export async function recallMessage(
  db: Db,
  {
    messageId,
    by,
    at,
    withinSeconds,
  }: { messageId: string; by: string; at: Date; withinSeconds: number },
): Promise<ChatMessageRow> {
  const id = parseMessageId(messageId);
  if (id === null) throw notFound();
  const row = await findSentMessage(db, id, by);
  if (!row) throw notFound();
  if (row.recalled_at) return row;
  if (at.getTime() - row.created_at.getTime() > withinSeconds * 1000) throw new AppError(1801);
  const recalled = await markMessageRecalled(db, id, at);
  return recalled ?? { ...row, recalled_at: at };
}
