/**
 * What every implementation does before a message leaves: check it against the rules the
 * service enforces too (spec section 5, openapi ChatMessage), give it a client id, and stamp ext
 * with platform and brand. One copy, so memory, local and Easemob refuse the same messages.
 */
import { ChatError } from '../errors';
import {
  TEXT_MAX_LENGTH,
  type ChatMessage,
  type CustomMessageType,
  type ImAccount,
  type MessageExt,
  type MessageType,
  type SendRequest,
} from '../types';

/** What the client stamps on every message's ext (the API's platform and brand headers). */
export interface ClientIdentity {
  platform: string;
  brand: string;
}

export const defaultIdentity: ClientIdentity = { platform: 'Web', brand: 'Unknown' };

/** A checked message on its way to the service. */
export interface OutgoingMessage {
  clientId: string;
  from: ImAccount;
  to: ImAccount;
  type: MessageType;
  customType: CustomMessageType | null;
  msg: string;
  url: string;
  ext: MessageExt;
}

const CLIENT_ID_MAX = 64;
const customTypes: readonly CustomMessageType[] = ['burn', 'gift', 'redPacket', 'voice'];

/** 32 hex characters; getRandomValues works on plain http too, unlike randomUUID. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** openapi Conversation.channel_id: the two accounts in sorted order joined by an underscore. */
export function channelId(a: ImAccount, b: ImAccount): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}

function invalid(reason: string): ChatError {
  return new ChatError('invalidMessage', reason);
}

export function prepareOutgoing(
  request: SendRequest,
  from: ImAccount,
  identity: ClientIdentity,
): OutgoingMessage {
  const clientId = request.clientId ?? newClientId();
  if (clientId.length === 0 || clientId.length > CLIENT_ID_MAX) throw invalid('Bad client id.');
  if (!request.to || request.to === from) throw invalid('A message needs another recipient.');
  const ext: MessageExt = { ...request.ext, platform: identity.platform, brand: identity.brand };
  const base = { clientId, from, to: request.to, customType: null, msg: '', url: '', ext };
  switch (request.type) {
    case 'txt':
      if (request.msg.trim() === '') throw invalid('The text is blank.');
      if (request.msg.length > TEXT_MAX_LENGTH) throw invalid('The text is too long.');
      return { ...base, type: 'txt', msg: request.msg };
    case 'img':
      if (!request.url) throw invalid('The image has no address.');
      return { ...base, type: 'img', url: request.url };
    case 'custom':
      if (!customTypes.includes(request.customType)) throw invalid('Unknown custom message.');
      return {
        ...base,
        type: 'custom',
        customType: request.customType,
        ext: { ...ext, type: request.customType },
      };
    default:
      throw invalid('Unknown message type.');
  }
}

/** The sender's view of its message once the service answered with `id` and `time`. */
export function sentMessage(out: OutgoingMessage, id: string, time: number): ChatMessage {
  return {
    id,
    clientId: out.clientId,
    from: out.from,
    to: out.to,
    type: out.type,
    customType: out.customType,
    msg: out.msg,
    url: out.url,
    time,
    chatType: 'singleChat',
    ext: out.ext,
    read: false,
    delivered: false,
    recalled: false,
  };
}
