/**
 * What the tabs of one browser say to each other over their BroadcastChannel (tabs/client.ts),
 * and how an error crosses it: structured clone keeps an Error's message but not its class, so a
 * ChatError travels as its fields and is made again on the other side.
 */
import { ChatError, RecallTooLateError, SendRefusedError, type ChatErrorKind } from '../errors';
import type { ChatEvents, ConnectionState, SendRefusal } from '../types';

/** The ChatClient calls a follower tab hands to the leader. */
export type TabMethod =
  | 'send'
  | 'recall'
  | 'markRead'
  | 'history'
  | 'conversations'
  | 'deleteConversation'
  | 'clearHistory'
  | 'deleteMessages'
  | 'react'
  | 'sendTyping'
  | 'subscribePresence'
  | 'unsubscribePresence'
  | 'reconnect';

export interface WireError {
  name: string;
  kind: ChatErrorKind;
  message: string;
  code: number | null;
  refusal?: SendRefusal;
}

export type TabFrame =
  /** A tab that joined asks the leader to say who it is. */
  | { t: 'hello'; tab: string }
  /** A follower tab leaves (logout, or the page going away): its subscriptions end. */
  | { t: 'bye'; tab: string }
  /** The leader, once its login succeeded and in answer to `hello`. */
  | { t: 'leader'; tab: string; state: ConnectionState }
  /** The leader's login failed: the tabs waiting to join fail with it. */
  | { t: 'failed'; tab: string; error: WireError }
  | { t: 'call'; tab: string; id: string; method: TabMethod; args: unknown[] }
  | { t: 'result'; to: string; id: string; ok: true; value: unknown }
  | { t: 'result'; to: string; id: string; ok: false; error: WireError }
  /** An event of the leader's client, or one tab's own doing the others should know (`except`). */
  | {
      t: 'event';
      type: keyof ChatEvents;
      event: ChatEvents[keyof ChatEvents];
      except?: string;
    };

/** The frame, or null for anything else on the channel. */
export function asTabFrame(data: unknown): TabFrame | null {
  if (typeof data !== 'object' || data === null) return null;
  const t = (data as { t?: unknown }).t;
  return t === 'hello' ||
    t === 'bye' ||
    t === 'leader' ||
    t === 'failed' ||
    t === 'call' ||
    t === 'result' ||
    t === 'event'
    ? (data as TabFrame)
    : null;
}

export function toWireError(error: unknown): WireError {
  if (error instanceof ChatError) {
    return {
      name: error.name,
      kind: error.kind,
      message: error.message,
      code: error.code,
      ...(error instanceof SendRefusedError ? { refusal: error.refusal } : {}),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { name: 'ChatError', kind: 'service', message, code: null };
}

export function fromWireError(wire: WireError): ChatError {
  if (wire.name === 'RecallTooLateError') return new RecallTooLateError();
  if (wire.name === 'SendRefusedError' && wire.refusal) return new SendRefusedError(wire.refusal);
  return new ChatError(wire.kind, wire.message, { code: wire.code });
}
