/**
 * The frame each logged push is sent as (PROTOCOL.md, "Pushes"). A message is shown as it was
 * when logged: a device that missed it and its recall gets both, in that order, as a device that
 * was there did.
 */
import type { LoggedChatEvent } from '../domains/chat/eventLog.ts';
import { toMessageId } from '../domains/chat/messageIds.ts';
import type { LoggedFrame } from './protocol.ts';
import { wireMessage, type ImageSigning } from './wireMessage.ts';

export function loggedFrame(event: LoggedChatEvent, services: ImageSigning): LoggedFrame {
  const { seq, message } = event;
  switch (event.kind) {
    case 'message':
      return {
        type: 'deliver',
        seq,
        message: wireMessage({ ...message!, recalled_at: null }, event.owner, services),
      };
    case 'recall':
      return {
        type: 'recall',
        seq,
        id: toMessageId(message!.id),
        from: message!.from_im,
        to: message!.to_im,
      };
    case 'read':
      return {
        type: 'read',
        seq,
        by: event.data?.by ?? '',
        ids: event.data?.ids ?? [],
        all: false,
      };
    case 'delivered':
      return { type: 'delivered', seq, id: toMessageId(message!.id), by: message!.to_im };
    case 'reaction':
      // As they are when sent: a device resuming later gets the reactions of now.
      return {
        type: 'reaction',
        seq,
        id: toMessageId(message!.id),
        from: message!.from_im,
        to: message!.to_im,
        reactions: message!.recalled_at ? [] : message!.reactions,
      };
  }
}
