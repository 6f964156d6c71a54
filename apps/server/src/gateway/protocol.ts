/**
 * The chat gateway's frames, as PROTOCOL.md describes them: JSON text frames over one WebSocket.
 * What a client sends is checked here (zod); what the gateway sends is typed here, its messages
 * as openapi.yaml's ChatMessage. packages/im's local client keeps its own copy of the frames:
 * PROTOCOL.md is the contract between the two, and the conformance suite run against this
 * gateway checks that they agree.
 */
import type { components } from '@heartline/sdk/schema';
import { z } from 'zod';
import { reactionEmoji } from '../db/schema/chat.ts';
import { isBadText } from '../http/requestText.ts';
import type { SessionEndReason } from '../http/sessionEnds.ts';

/** Every string of a frame: never a NUL or a lone surrogate (the store cannot keep them). */
const text = () => z.string().refine((value) => !isBadText(value), 'NUL or lone surrogate');

const imAccount = text()
  .max(64)
  .regex(/^[a-z0-9_.-]+$/);
const rid = z.union([text().max(64), z.number().int()]);
const messageId = text().min(1).max(20);
const imageUrl = text().max(1000);
/** A record of the database (a payment, a gift): a 32-bit id. */
const recordId = z.number().int().min(1).max(2_147_483_647);

const ext = z
  .object({
    translation: text().max(4000).optional(),
    translateRecordId: z.number().int().min(1).optional(),
    url: imageUrl.optional(),
    note: text().max(200).optional(),
    amount: z.number().int().min(1).optional(),
    recordId: recordId.optional(),
    giftId: recordId.optional(),
    quantity: z.number().int().min(1).max(99).optional(),
    burn_url: imageUrl.optional(),
    // A voice message's length and loudness bars: their rules are voiceExt's (below), checked
    // with the recording so that a wrong one is refused like any send (event 502).
    duration: z.number().optional(),
    waveform: z.array(z.number()).max(1000).optional(),
    // The sender's "send it anyway" to a flagged first message; `flagged` itself is the
    // server's to set, so a client's is dropped with the unknown keys.
    confirmed: z.boolean().optional(),
    // The quote is the store's (replyMessages.ts): only its id need be right.
    reply: z
      .object({
        id: messageId,
        from: imAccount.optional(),
        type: z.enum(['txt', 'img', 'custom']).optional(),
        customType: z.enum(['burn', 'gift', 'redPacket', 'voice']).optional(),
        msg: text().max(120).optional(),
      })
      .optional(),
    platform: text().max(20).optional(),
    brand: text().max(40).optional(),
  })
  // Unknown keys are dropped, not refused: a newer client may carry more.
  .strip();

/** A voice message's ext (openapi MessageExt): its recording, 1 to 60 s, at most 48 bars 0..31. */
export const voiceExt = z.object({
  url: imageUrl.min(1),
  duration: z.number().int().min(1).max(60),
  waveform: z.array(z.number().int().min(0).max(31)).max(48),
});

export const outgoingMessage = z.object({
  clientId: text().min(1).max(64),
  to: imAccount,
  type: z.enum(['txt', 'img', 'custom']),
  customType: z.enum(['burn', 'gift', 'redPacket', 'voice']).nullish(),
  msg: text().max(1000).optional(),
  url: imageUrl.optional(),
  ext: ext.optional(),
});
export type OutgoingMessage = z.infer<typeof outgoingMessage>;

export const clientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('login'),
    rid,
    user: imAccount,
    password: text().min(1).max(200),
    language: text().max(20).optional(),
    /** Given when a cut connection comes back: the session and the last pushed number handled. */
    resume: z.object({ session: text().max(64), cursor: z.number().int().min(0) }).optional(),
  }),
  z.object({ type: z.literal('send'), rid, message: outgoingMessage }),
  z.object({ type: z.literal('recall'), rid, id: messageId }),
  /** Gives one of the fixed emoji to a message of the account's conversations; null takes it back. */
  z.object({
    type: z.literal('react'),
    rid,
    id: messageId,
    emoji: z.enum(reactionEmoji).nullable(),
  }),
  z.object({ type: z.literal('read'), rid, peer: imAccount }),
  z.object({ type: z.literal('delivered'), ids: z.array(messageId).max(500) }),
  z.object({ type: z.literal('history'), rid, peer: imAccount, cursor: messageId.nullish() }),
  z.object({ type: z.literal('conversations'), rid }),
  z.object({
    type: z.literal('delete'),
    rid,
    peer: imAccount,
    scope: z.enum(['conversation', 'history', 'messages']),
    ids: z.array(messageId).max(500).optional(),
  }),
  z.object({
    type: z.literal('presence'),
    rid,
    subscribe: z.array(imAccount).max(500).optional(),
    unsubscribe: z.array(imAccount).max(500).optional(),
  }),
  z.object({ type: z.literal('sync'), rid, cursor: z.number().int().min(0) }),
  z.object({ type: z.literal('ping') }),
  /** The member is typing to `to`: relayed, never stored, never answered. */
  z.object({ type: z.literal('typing'), to: imAccount }),
  z.object({ type: z.literal('logout'), rid }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;
export type Rid = z.infer<typeof rid>;

/** A message as the gateway shows it: openapi ChatMessage, packages/im's ChatMessage too. */
export type WireMessage = components['schemas']['ChatMessage'];

export interface WireConversation {
  channel_id: string;
  imAccount: string;
  unread_num: number;
  lastMessage: WireMessage | null;
}

/** The pushes of an account's log: each carries its number in the log, `seq`. */
export type LoggedFrame =
  | { type: 'deliver'; seq: number; message: WireMessage }
  | { type: 'recall'; seq: number; id: string; from: string; to: string }
  | { type: 'read'; seq: number; by: string; ids: string[]; all: false }
  | { type: 'delivered'; seq: number; id: string; by: string }
  /** The message's reactions changed (either member's): all of them as they now are. */
  | {
      type: 'reaction';
      seq: number;
      id: string;
      from: string;
      to: string;
      reactions: components['schemas']['MessageReaction'][];
    };

export type ServerFrame =
  | {
      type: 'welcome';
      rid: Rid;
      user: string;
      session: string;
      cursor: number;
      resumed: boolean;
      heartbeatMs: number;
      time: number;
    }
  | { type: 'ack'; rid: Rid; clientId: string; id: string; time: number; message: WireMessage }
  | { type: 'result'; rid: Rid; data: unknown }
  | {
      type: 'error';
      rid?: Rid;
      code: number;
      msg: string;
      /** 502 when a send was refused (product-spec section 8), with the send's clientId and to. */
      event?: 502;
      clientId?: string;
      to?: string;
    }
  /** A message sent to a fresh login while it was away: outside the log, so without seq. */
  | { type: 'deliver'; message: WireMessage }
  | LoggedFrame
  /** `lastSeen`: ms since the epoch; null while online, unknown or hidden (domains/chat/lastSeen). */
  | { type: 'presence'; imAccount: string; online: boolean; lastSeen: number | null }
  /** `from` is typing to the account (not numbered, never stored). */
  | { type: 'typing'; from: string; to: string }
  | { type: 'kicked'; code: 39; reason: 'otherDevice'; msg: string }
  /** The account's sessions ended on the server (logout, password change...); 4009 follows. */
  | { type: 'loggedOut'; reason: SessionEndReason; msg: string }
  | { type: 'pong'; seq: number; time: number };

/** WebSocket close codes the gateway uses (4000-4999 are the application's). */
export const CloseCodes = {
  /** The gateway is shutting down or restarting: reconnect. */
  restart: 1012,
  badFrame: 4000,
  kicked: 4001,
  loginFailed: 4002,
  idle: 4003,
  /** The client reads too slowly; it reconnects and resumes. */
  tooSlow: 4008,
  loggedOut: 4009,
} as const;
