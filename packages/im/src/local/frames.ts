/**
 * The frames of apps/server's chat gateway, as the local client sends and reads them. The
 * contract is apps/server/src/gateway/PROTOCOL.md (packages never import an app); the
 * conformance suite, run against the real gateway, checks that both sides agree.
 */
import { ChatError, RecallTooLateError, SendRefusedError } from '../errors';
import type {
  ChatMessage,
  ConversationSummary,
  CustomMessageType,
  HistoryPage,
  ImAccount,
  MessageExt,
  MessageReaction,
  MessageType,
  PresenceState,
  ReactionEmoji,
  ReactionNotice,
} from '../types';

export type Rid = number;

/** Why the gateway ended the account's sessions (its `loggedOut` frame). */
export type SessionEndReason = 'logout' | 'passwordChanged' | 'cancelled' | 'banned';

export interface WireOutgoing {
  clientId: string;
  to: ImAccount;
  type: MessageType;
  customType: CustomMessageType | null;
  msg: string;
  url: string;
  ext: MessageExt;
}

/** A request: every one but `delivered` and `ping` carries a rid and is answered. */
export type RequestFrame =
  | {
      type: 'login';
      user: ImAccount;
      password: string;
      language?: string;
      resume?: { session: string; cursor: number };
    }
  | { type: 'send'; message: WireOutgoing }
  | { type: 'recall'; id: string }
  | { type: 'react'; id: string; emoji: ReactionEmoji | null }
  | { type: 'read'; peer: ImAccount }
  | { type: 'history'; peer: ImAccount; cursor: string | null }
  | { type: 'conversations' }
  | {
      type: 'delete';
      peer: ImAccount;
      scope: 'conversation' | 'history' | 'messages';
      ids?: readonly string[];
    }
  | { type: 'presence'; subscribe?: readonly ImAccount[]; unsubscribe?: readonly ImAccount[] }
  | { type: 'sync'; cursor: number }
  | { type: 'logout' };

export type NoticeFrame =
  { type: 'delivered'; ids: string[] } | { type: 'ping' } | { type: 'typing'; to: ImAccount };

export interface Welcome {
  type: 'welcome';
  rid: Rid;
  user: ImAccount;
  session: string;
  /** The last push number covered: the client's position from now on. */
  cursor: number;
  resumed: boolean;
  heartbeatMs: number;
  time: number;
}

export interface Ack {
  type: 'ack';
  rid: Rid;
  clientId: string;
  id: string;
  time: number;
  message: ChatMessage;
}

export interface ErrorFrame {
  type: 'error';
  rid?: Rid;
  code: number;
  msg: string;
  event?: 502;
  clientId?: string;
  to?: ImAccount;
}

export type AnswerFrame = Welcome | Ack | ErrorFrame | { type: 'result'; rid: Rid; data: unknown };

export type PushFrame =
  | { type: 'deliver'; seq?: number; message: ChatMessage }
  | { type: 'recall'; seq: number; id: string; from: ImAccount; to: ImAccount }
  | { type: 'read'; seq: number; by: ImAccount; ids: string[]; all: boolean }
  | { type: 'delivered'; seq: number; id: string; by: ImAccount }
  | ({ type: 'reaction'; seq: number } & ReactionNotice)
  | ({ type: 'presence' } & PresenceState)
  | { type: 'typing'; from: ImAccount; to: ImAccount }
  | { type: 'kicked'; code: 39; reason: 'otherDevice'; msg: string }
  | { type: 'loggedOut'; reason: SessionEndReason; msg: string }
  | { type: 'pong'; seq: number; time: number };

export type ServerFrame = AnswerFrame | PushFrame;

/** What each answered request resolves to. */
export interface Answers {
  login: Welcome;
  send: Ack;
  recall: null;
  react: MessageReaction[];
  read: null;
  history: HistoryPage;
  conversations: ConversationSummary[];
  delete: null;
  presence: PresenceState[];
  sync: { cursor: number };
  logout: null;
}

/** The gateway's close codes (PROTOCOL.md). */
export const CloseCodes = {
  kicked: 4001,
  loginFailed: 4002,
  loggedOut: 4009,
} as const;

/** The error a refused request rejects with. */
export function errorOf(frame: ErrorFrame): ChatError {
  if (frame.event === 502) {
    return new SendRefusedError({
      type: 502,
      code: frame.code,
      message: frame.msg,
      clientId: frame.clientId ?? '',
      to: frame.to ?? '',
    });
  }
  switch (frame.code) {
    case 1801:
      return new RecallTooLateError();
    case 404:
      return new ChatError('notFound', frame.msg, { code: 404 });
    case 1006:
      return new ChatError('loginFailed', frame.msg, { code: 1006 });
    default:
      return new ChatError('service', frame.msg, { code: frame.code });
  }
}
