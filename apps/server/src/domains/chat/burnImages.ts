/**
 * Burn-after-read chat images (product-spec section 4): the recipient taps the image, this
 * records when, and the client shows it for 8 seconds; from then on the image is no longer served
 * to the recipient (chatMessageView, and the image's signed address: `checkChatImageViewer`).
 * The first opening is the one kept.
 */
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { notFound } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { findMessageRowId } from './messageIds.ts';
import { findChatImageMessage, markBurnImageOpened } from './queries/messages.ts';

/**
 * Marks the burn image read by its recipient, named by the id the apps know, and answers the
 * address to show it from, signed for the reader (on Easemob the message itself carries only the
 * raw address of the private image); 404 for any other message or reader.
 */
export async function markBurnImageRead(
  services: Pick<Services, 'db' | 'config' | 'storage' | 'now'>,
  { messageId, reader, at }: { messageId: string; reader: string; at: Date },
): Promise<{ msgId: string; readTime: string; url: string }> {
  const id = await findMessageRowId(services, messageId, reader);
  if (id === null) throw notFound();
  const row = await markBurnImageOpened(services.db, id, reader, at);
  if (!row?.burn_read_at) throw notFound();
  const url = imageLinksFor(services, reader)(row.ext.burn_url ?? '', { kind: 'chat', id });
  return { msgId: messageId, readTime: row.burn_read_at.toISOString(), url };
}

/**
 * Whether the message's burn image is burned for the viewer: for its recipient once opened (when
 * `openedBy` is given, opened at or before it), never for its sender.
 */
export function burnImageBurnedFor(
  row: Pick<ChatMessageRow, 'custom_type' | 'to_im' | 'burn_read_at'>,
  viewer: string,
  openedBy?: Date,
): boolean {
  if (row.custom_type !== 'burn' || viewer !== row.to_im || !row.burn_read_at) return false;
  return openedBy === undefined || row.burn_read_at.getTime() <= openedBy.getTime();
}

/**
 * Whether the viewer may load the image at `url` of chat message `messageId` now (its signed
 * address being served): one side of a message not recalled that carries this image, and, for
 * a burn image's recipient, not burned: opened no longer ago than BURN_IMAGE_VIEW_SECONDS (the
 * app shows it after opening). 404 otherwise.
 */
export async function checkChatImageViewer(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  viewer: string,
  messageId: number,
  url: string,
): Promise<void> {
  const row = await findChatImageMessage(services.db, messageId);
  if (!row || row.recalled_at) throw notFound();
  if (viewer !== row.from_im && viewer !== row.to_im) throw notFound();
  if (row.url !== url && row.ext.burn_url !== url) throw notFound();
  const openedBy = new Date(
    services.now().getTime() - services.config.BURN_IMAGE_VIEW_SECONDS * 1000,
  );
  if (burnImageBurnedFor(row, viewer, openedBy)) throw notFound();
}
