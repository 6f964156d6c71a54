/**
 * Burn-after-read chat images (product-spec section 4): the recipient taps the image, this
 * records when, and the client shows it for 8 seconds; from then on the image is no longer served
 * to the recipient (chatMessageView). The first opening is the one kept.
 */
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/AppError.ts';
import { parseMessageId, toMessageId } from './messageIds.ts';

/** Marks the burn image read by its recipient; 404 for any other message or reader. */
export async function markBurnImageRead(
  db: Db,
  { messageId, reader, at }: { messageId: string; reader: string; at: Date },
): Promise<{ msgId: string; readTime: string }> {
  const id = parseMessageId(messageId);
  if (id === null) throw notFound();
  const row = await db
    .updateTable('chat_messages')
    .set((eb) => ({ burn_read_at: eb.fn.coalesce('burn_read_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('to_im', '=', reader)
    .where('custom_type', '=', 'burn')
    .where('recalled_at', 'is', null)
    .returning('burn_read_at')
    .executeTakeFirst();
  if (!row?.burn_read_at) throw notFound();
  return { msgId: toMessageId(id), readTime: row.burn_read_at.toISOString() };
}
