/**
 * How a stored message is shown to one side (openapi ChatMessage, what the chat gateway sends).
 * A recalled message keeps only its envelope; a burn-after-read image the viewer already opened
 * is no longer served to them.
 * Read receipts are shown to the sender only when the sender is SVIP (decisions.md), which the
 * caller knows: `showRead`. Given the viewer's image links (file/imageLinks.ts), a private image
 * (burn-after-read images are) is shown as an address signed for the viewer, since its stored
 * address is not served; without them, as stored.
 */
import type { components } from '@heartline/sdk/schema';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import type { ImageLinks } from '../file/imageLinks.ts';
import { burnImageBurnedFor } from './burnImages.ts';
import { toMessageId } from './messageIds.ts';

type ChatMessage = components['schemas']['ChatMessage'];

export interface ChatMessageViewOptions {
  showRead?: boolean;
  /** The viewer's image links, made with imageLinksFor(services, viewer). */
  links?: ImageLinks;
}

export function toChatMessage(
  row: ChatMessageRow,
  viewer: string,
  { showRead = true, links }: ChatMessageViewOptions = {},
): ChatMessage {
  const envelope = {
    id: toMessageId(row.id),
    clientId: row.client_msg_id,
    from: row.from_im,
    to: row.to_im,
    type: row.type,
    customType: row.custom_type,
    time: row.created_at.getTime(),
    chatType: 'singleChat' as const,
    read: row.read_at !== null && (viewer === row.to_im || showRead),
    delivered: row.delivered_at !== null || row.read_at !== null,
  };
  const { platform, brand } = row.ext;
  if (row.recalled_at) {
    return { ...envelope, msg: '', url: '', ext: { platform, brand }, recalled: true };
  }
  // Reactions go with the message while it stands (a recalled one has none).
  const reacted = row.reactions.length > 0 ? { reactions: row.reactions } : {};
  if (burnImageBurnedFor(row, viewer)) {
    const { burn_url: _burned, url: _url, ...ext } = row.ext;
    return { ...envelope, msg: row.msg, url: '', ext, recalled: false, ...reacted };
  }
  if (!links) {
    return { ...envelope, msg: row.msg, url: row.url, ext: row.ext, recalled: false, ...reacted };
  }
  const shown = (url: string) => links(url, { kind: 'chat', id: row.id });
  const ext = row.ext.burn_url ? { ...row.ext, burn_url: shown(row.ext.burn_url) } : row.ext;
  return {
    ...envelope,
    msg: row.msg,
    url: row.url && shown(row.url),
    ext,
    recalled: false,
    ...reacted,
  };
}
