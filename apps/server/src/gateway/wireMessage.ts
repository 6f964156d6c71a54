/**
 * A stored message as a gateway frame shows it to one side: chatMessageView's rules (a recalled
 * message keeps its envelope only, an opened burn image is no longer served to its recipient,
 * a private image such as a burn image is shown at an address signed for that side).
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
  return toChatMessage(row, viewer, { links: imageLinksFor(services, viewer) });
}
