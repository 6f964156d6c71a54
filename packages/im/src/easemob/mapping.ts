/**
 * Translations between Easemob's message bodies and the ChatClient's types, kept pure so each
 * can be read against the SDK's typings (Easemob-chat.d.ts) on its own.
 */
import { ChatError } from '../errors';
import type { OutgoingMessage } from '../internal/outgoing';
import type {
  ChatMessage,
  CustomMessageType,
  DeliveryReceipt,
  KickReason,
  MessageExt,
  MessageReaction,
  PresenceState,
  ReactionEmoji,
  ReadReceipt,
  SendRefusal,
} from '../types';
import {
  EasemobCodes,
  type EasemobChatBody,
  type EasemobCreateParams,
  type EasemobHandlers,
  type EasemobMessageBody,
  type EasemobReaction,
} from './sdk';

/** What the SDK rejects with (its ErrorEvent), read defensively. */
export interface SdkError {
  type?: number;
  message?: string;
  data?: { reason?: unknown };
}

export const asSdkError = (error: unknown): SdkError =>
  error && typeof error === 'object' ? error : {};

export function serviceError(error: unknown): ChatError {
  const e = asSdkError(error);
  return new ChatError('service', e.message || 'The chat service failed.', {
    code: e.type ?? null,
    cause: error,
  });
}

/** Runs an SDK call; its failure becomes ChatError 'service' with the SDK's code. */
export async function sdkCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw serviceError(error);
  }
}

const customTypes: readonly string[] = ['burn', 'gift', 'redPacket', 'voice'];
const extKeys = [
  'translation',
  'translateRecordId',
  'type',
  'url',
  'note',
  'amount',
  'recordId',
  'giftId',
  'quantity',
  'burn_url',
  'duration',
  'waveform',
  'confirmed',
  'reply',
] as const;
type FirstMessageFlag = NonNullable<MessageExt['flagged']>[number];
const firstMessageFlags: readonly string[] = [
  'words',
  'link',
  'contact',
  'repeated',
] satisfies FirstMessageFlag[];

/** What the SDK creates and sends for an outgoing message; our ext travels as Easemob's ext. */
export function toCreateParams(out: OutgoingMessage): EasemobCreateParams {
  const common = { chatType: 'singleChat' as const, to: out.to, ext: out.ext };
  switch (out.type) {
    case 'txt':
      return { ...common, type: 'txt', msg: out.msg };
    case 'img':
      return { ...common, type: 'img', url: out.url };
    case 'custom':
      return { ...common, type: 'custom', customEvent: out.customType!, customExts: {} };
  }
}

export function isChatBody(body: EasemobMessageBody): body is EasemobChatBody {
  return body.type === 'txt' || body.type === 'img' || body.type === 'custom';
}

/** A one-to-one text, image or custom message as the app sees it; null for anything else. */
export function toChatMessage(body: EasemobMessageBody): ChatMessage | null {
  if (!isChatBody(body) || body.chatType !== 'singleChat') return null;
  const raw: Record<string, unknown> = body.ext ?? {};
  const ext: MessageExt = {
    platform: typeof raw.platform === 'string' ? raw.platform : '',
    brand: typeof raw.brand === 'string' ? raw.brand : '',
  };
  for (const k of extKeys) if (raw[k] !== undefined) Object.assign(ext, { [k]: raw[k] });
  // Set by the server on a confirmed first message; only the flags the app knows are kept.
  if (Array.isArray(raw.flagged)) {
    const flags: unknown[] = raw.flagged;
    ext.flagged = flags.filter(
      (f): f is FirstMessageFlag => typeof f === 'string' && firstMessageFlags.includes(f),
    );
  }
  let customType: CustomMessageType | null = null;
  if (body.type === 'custom') {
    const kind = customTypes.includes(body.customEvent) ? body.customEvent : raw.type;
    if (typeof kind !== 'string' || !customTypes.includes(kind)) return null;
    customType = kind as CustomMessageType;
    ext.type = customType;
  }
  return {
    id: body.id,
    clientId: null,
    from: body.from ?? '',
    to: body.to,
    type: body.type,
    customType,
    msg: body.type === 'txt' ? body.msg : '',
    url: body.type === 'img' ? (body.url ?? '') : '',
    time: body.time,
    chatType: 'singleChat',
    ext,
    read: body.isRead ?? false,
    delivered: body.isDelivered ?? false,
    recalled: false,
    ...reactionsOf(body),
  };
}

/** The reaction strings the app gives (openapi ReactionEmoji); others are not the app's. */
const reactionEmoji: readonly string[] = ['heart', 'joy', 'wow', 'cry', 'thumbs_up', 'fire'];

/**
 * Easemob's reactions (any string, any number per user) as the app's: only its emoji, each
 * member at most once (their first), two members at most.
 */
export function toReactions(reactions: readonly EasemobReaction[] | undefined): MessageReaction[] {
  const counted = new Set<string>();
  const out: MessageReaction[] = [];
  for (const r of reactions ?? []) {
    if (!reactionEmoji.includes(r.reaction)) continue;
    const by = (r.userList ?? []).filter((who) => !counted.has(who)).slice(0, 2);
    for (const who of by) counted.add(who);
    if (by.length > 0) out.push({ emoji: r.reaction as ReactionEmoji, by });
  }
  return out;
}

function reactionsOf(body: EasemobMessageBody): { reactions?: MessageReaction[] } {
  const reactions = toReactions((body as { reactions?: EasemobReaction[] }).reactions);
  return reactions.length > 0 ? { reactions } : {};
}

/** The SDK's refusal reason as text: JSON text as sent, an already-parsed object as its JSON. */
function reasonText(reason: unknown): string {
  switch (typeof reason) {
    case 'string':
      return reason;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(reason);
    case 'object':
      try {
        return reason ? JSON.stringify(reason) : '';
      } catch {
        return ''; // A cycle or a bigint inside: no text to show.
      }
    default:
      return '';
  }
}

/** Spec section 8: a 502 carries JSON {code, message}; anything else keeps its text. */
export function toRefusal(
  error: { message?: unknown; data?: { reason?: unknown } },
  out: Pick<OutgoingMessage, 'clientId' | 'to'>,
): SendRefusal {
  const reason = reasonText(error.message || error.data?.reason);
  let code: number | null = null;
  let message = reason || 'The message was refused.';
  try {
    const parsed: unknown = JSON.parse(reason);
    if (parsed && typeof parsed === 'object') {
      const { code: c, message: m, msg } = parsed as Record<string, unknown>;
      if (Number.isInteger(Number(c))) code = Number(c);
      if (typeof m === 'string' || typeof msg === 'string') message = String(m ?? msg);
    }
  } catch {
    // Not JSON: the reason is the message.
  }
  return { type: 502, code, message, clientId: out.clientId, to: out.to };
}

/** The SDK errors that end the session on the service's side. */
export function kickReasonOf(type: unknown): KickReason | null {
  switch (type) {
    case EasemobCodes.loginOnAnotherDevice:
    case EasemobCodes.kickedByOtherDevice:
      return 'otherDevice';
    case EasemobCodes.kickedByPasswordChange:
      return 'passwordChanged';
    case EasemobCodes.userRemoved:
      return 'removed';
    default:
      return null;
  }
}

/** Online when any of the account's devices reports status 1. */
export function isOnline(status: unknown): boolean {
  if (Array.isArray(status))
    return status.some((d: { status?: unknown }) => Number(d.status) === 1);
  if (status && typeof status === 'object')
    return Object.values(status).some((v) => Number(v) === 1);
  return false;
}

type Payload<K extends keyof EasemobHandlers> = Parameters<NonNullable<EasemobHandlers[K]>>[0];

export function toReadReceipt(body: Payload<'onReadMessage'>): ReadReceipt | null {
  const id = body.mid ?? body.ackId;
  return id && body.from ? { by: body.from, ids: [id], all: false } : null;
}

/** Easemob's conversation receipt (channel ack): everything sent to the reader is read. */
export function toConversationRead(body: Payload<'onChannelMessage'>): ReadReceipt | null {
  return body.from ? { by: body.from, ids: [], all: true } : null;
}

export function toDeliveryReceipt(body: Payload<'onDeliveredMessage'>): DeliveryReceipt | null {
  const id = body.mid ?? body.ackId;
  return id && body.from ? { id, by: body.from } : null;
}

/**
 * `lastTime` is when Easemob last updated the presence: for an offline user, when they went
 * offline. Easemob gives seconds (some SDK builds milliseconds): both are read as milliseconds.
 * Only with `withLastSeen` (EasemobConfig.presenceLastSeen), else null.
 */
export function toPresence(
  entry: Payload<'onPresenceStatusChange'>[number],
  withLastSeen = false,
): PresenceState {
  const online = isOnline(entry.statusDetails);
  return {
    imAccount: entry.userId,
    online,
    lastSeen: lastSeenOf(online, entry.lastTime, withLastSeen),
  };
}

export function lastSeenOf(
  online: boolean,
  lastTime: unknown,
  withLastSeen: boolean,
): number | null {
  const time = Number(lastTime);
  if (!withLastSeen || online || !Number.isFinite(time) || time <= 0) return null;
  return time < 1e12 ? time * 1000 : time;
}
