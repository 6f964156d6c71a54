/**
 * A stored message as a gateway frame shows it to one side: chatMessageView's rules (a recalled
 * message keeps its envelope only, an opened burn image is no longer served to its recipient,
 * a private image such as a burn image is shown at an address signed for that side) plus what
 * the chat client keeps besides the REST shape (client id, custom type, delivery).
 * Read receipts go to every sender: the app shows them to SVIP members only (decisions.md).
 */
import type { ChatMessageRow } from '../db/schema/chat.ts';
import { toChatMessage } from '../domains/chat/chatMessageView.ts';
import { imageLinksFor } from '../domains/file/imageLinks.ts';
import type { Services } from '../services.ts';
import type { WireMessage } from './protocol.ts';

export type ImageSigning = Pick<Services, 'config' | 'storage' | 'now'>;

export function wireMessage(
  row: ChatMessageRow,
  viewer: string,
  services: ImageSigning,
): WireMessage {
  const view = toChatMessage(row, viewer, { links: imageLinksFor(services, viewer) });
  return {
    id: view.id,
    clientId: row.client_msg_id,
    from: view.from,
    to: view.to,
    type: view.type,
    customType: row.custom_type,
    msg: view.msg,
    url: view.url,
    time: view.time,
    chatType: 'singleChat',
    ext: view.ext as WireMessage['ext'],
    read: view.read === 1,
    delivered: row.delivered_at !== null || row.read_at !== null,
    recalled: view.recalled,
  };
}
