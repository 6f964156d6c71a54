/**
 * Easemob's callback bodies read as our chat messages. Both callbacks POST JSON with the same
 * fields (https://doc.easemob.com/document/server-side/callback_presending.html,
 * https://doc.easemob.com/document/server-side/callback_postsending.html,
 * https://doc.easemob.com/document/server-side/callback_message_send.html):
 *
 *   { callId: "{appkey}_{uuid}", timestamp: 1600060847294 (ms, when Easemob received it),
 *     chat_type: "chat" (one-to-one; "groupchat"/"group"/"chatroom" otherwise),
 *     eventType: "chat" | "chat_offline" (post-send only), group_id?, from, to, msg_id,
 *     payload: { ext: {...}, bodies: [{ type: "txt", msg } | { type: "img", url, filename,
 *       secret, size, file_length } | { type: "custom", customEvent, customExts,
 *       "v2:customExts" } | audio, video, file, loc, cmd...] },
 *     securityVersion?: "1.0.0", security: MD5(callId + secret + timestamp) }
 *
 * The payload is "the same as a message sent through the REST API" (ext and bodies); the newer
 * pre-send examples show the body's own fields (`msg`, `type`) in the payload itself, so both
 * shapes are read. A message is one of ours when packages/im's Easemob client could have sent it
 * (packages/im/src/easemob/mapping.ts): a one-to-one text, image or custom message whose event
 * (or ext.type) is burn, gift or redPacket, with our ext travelling as Easemob's ext. It is then
 * checked by the local gateway's own frame schema (gateway/protocol.ts) and the store's rules
 * (isValidMessage), so the two chat services take the same messages.
 */
import { z } from 'zod';
import { outgoingMessage, type OutgoingMessage } from '../../../gateway/protocol.ts';

const callbackFields = z.object({
  callId: z.string().min(1).max(256),
  // JSON numbers in ms; the signature is computed over the digits as sent.
  timestamp: z.union([
    z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,16}$/),
  ]),
  security: z.string().max(64),
  chat_type: z.string().max(32).optional(),
  eventType: z.string().max(64).optional(),
  from: z.string().max(256).optional(),
  to: z.string().max(256).optional(),
  msg_id: z.union([z.string().max(64), z.number().int()]).optional(),
  payload: z.record(z.string(), z.unknown()).optional(),
});

/** What both callbacks carry. */
export interface Callback {
  callId: string;
  /** The timestamp as sent (what the signature covers) and as a number of ms. */
  timestampText: string;
  timestampMs: number;
  security: string;
  chatType: string;
  eventType: string;
  from: string;
  to: string;
  msgId: string;
  payload: Record<string, unknown>;
}

/** The callback's fields; null when the body is not a callback (no signature to check). */
export function readCallback(body: unknown): Callback | null {
  const parsed = callbackFields.safeParse(body);
  if (!parsed.success) return null;
  const c = parsed.data;
  return {
    callId: c.callId,
    timestampText: String(c.timestamp),
    timestampMs: Number(c.timestamp),
    security: c.security,
    chatType: c.chat_type ?? '',
    eventType: c.eventType ?? '',
    from: c.from ?? '',
    to: c.to ?? '',
    msgId: c.msg_id === undefined ? '' : String(c.msg_id),
    payload: c.payload ?? {},
  };
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message's one body and its ext; null when the payload holds no single body. */
export function bodyOf(payload: Fields): { body: Fields; ext: Fields } | null {
  const ext = isFields(payload.ext) ? payload.ext : {};
  const { bodies } = payload;
  if (Array.isArray(bodies)) {
    return bodies.length === 1 && isFields(bodies[0]) ? { body: bodies[0], ext } : null;
  }
  if (isFields(bodies)) return { body: bodies, ext };
  return typeof payload.type === 'string' ? { body: payload, ext } : null;
}

const customTypes = ['burn', 'gift', 'redPacket', 'voice'] as const;
const moneyKinds: readonly unknown[] = ['gift', 'redPacket'];
/** The ext fields that make a message a payment in the app (openapi MessageExt). */
const moneyFields = ['amount', 'recordId', 'giftId', 'quantity'];

/**
 * Whether the message would look like money to anyone: a red-packet or gift event (or ext.type,
 * which the app reads too), or a payment's fields in its ext or custom attributes.
 */
export function looksLikeMoney({ body, ext }: { body: Fields; ext: Fields }): boolean {
  const v2 = body['v2:customExts'];
  const v1 = body.customExts;
  const attributes = [
    ...(isFields(v2) ? [v2] : []),
    ...(Array.isArray(v1) ? v1.filter(isFields) : []),
  ];
  return (
    (body.type === 'custom' && moneyKinds.includes(body.customEvent)) ||
    moneyKinds.includes(ext.type) ||
    [ext, ...attributes].some((fields) => moneyFields.some((field) => field in fields))
  );
}

/** The custom message's kind as the app reads it (mapping.ts): its event, else ext.type. */
function customTypeOf({ body, ext }: { body: Fields; ext: Fields }): unknown {
  const event = body.customEvent;
  return customTypes.some((kind) => kind === event) ? event : ext.type;
}

/**
 * The callback's message as the local gateway would have received it from a client (a send
 * frame, Easemob's msg_id as its client id); null when it is none of ours or breaks the rules.
 */
export function toOutgoing(callback: Callback): OutgoingMessage | null {
  const read = bodyOf(callback.payload);
  if (!read || !callback.msgId) return null;
  const { body, ext } = read;
  // A combined message (subType sub_combine) is a txt body carrying a file: not ours.
  if (body.subType !== undefined) return null;
  const parsed = outgoingMessage.safeParse({
    clientId: callback.msgId,
    to: callback.to,
    type: body.type,
    customType: body.type === 'custom' ? customTypeOf(read) : undefined,
    msg: body.type === 'txt' ? body.msg : undefined,
    url: body.type === 'img' ? body.url : undefined,
    ext,
  });
  if (!parsed.success) return null;
  const message = parsed.data;
  return message.type === 'custom' && !message.customType ? null : message;
}
