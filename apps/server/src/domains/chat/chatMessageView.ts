/**
 * How a stored message is shown to one side (openapi ChatMessage). A recalled message keeps only
 * its envelope; a burn-after-read image the viewer already opened is no longer served to them.
 * Read receipts are shown to the sender only when the sender is SVIP (decisions.md), which the
 * caller knows: `showRead`.
 */
import type { components } from '@heartline/sdk/schema';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { toMessageId } from './messageIds.ts';

type ChatMessage = components['schemas']['ChatMessage'];

export function toChatMessage(
  row: ChatMessageRow,
  viewer: string,
  options: { showRead: boolean } = { showRead: true },
): ChatMessage {
  const envelope = {
    id: toMessageId(row.id),
    from: row.from_im,
    to: row.to_im,
    type: row.type,
    time: row.created_at.getTime(),
    chatType: 'singleChat' as const,
    read: row.read_at && (viewer === row.to_im || options.showRead) ? (1 as const) : (0 as const),
  };
  const { platform, brand } = row.ext;
  if (row.recalled_at) {
    return { ...envelope, msg: '', url: '', ext: { platform, brand }, recalled: true };
  }
  if (row.custom_type === 'burn' && row.burn_read_at && viewer === row.to_im) {
    const { burn_url: _burned, url: _url, ...ext } = row.ext;
    return { ...envelope, msg: row.msg, url: '', ext, recalled: false };
  }
  return { ...envelope, msg: row.msg, url: row.url, ext: row.ext, recalled: false };
}
