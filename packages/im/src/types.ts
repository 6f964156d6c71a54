/**
 * The chat client the web app codes against. The message types are openapi.yaml's (ChatMessage,
 * MessageExt, MessageType, CustomMessageType), taken type-only from `@heartline/sdk/schema`, so a
 * message reads the same in the chat service, the REST API and the components; the
 * implementations (easemob, local, memory) only translate to and from it.
 */
import type { components } from '@heartline/sdk/schema';
import type { Unsubscribe } from './emitter';

type Schemas = components['schemas'];

/** A chat (IM) account: "u" + the numeric account, or the customer-service account. */
export type ImAccount = string;

/** openapi MessageType: txt, img or custom. */
export type MessageType = Schemas['MessageType'];

/** openapi CustomMessageType: burn-after-read image, virtual gift, red packet, voice message. */
export type CustomMessageType = Schemas['CustomMessageType'];

/**
 * openapi MessageExt. The client always sets platform and brand; the rest when they apply
 * (translation, a custom message's type, a gift's or red packet's url, note, amount, recordId,
 * giftId and quantity, a burn-after-read image's burn_url, a voice message's url, duration and
 * waveform).
 */
export type MessageExt = Schemas['MessageExt'];

/**
 * openapi ChatMessage. `id` is the service's id (recall, delete, read receipts, the REST API);
 * `clientId` the sender's own id, which makes a resend idempotent, null where the service does
 * not carry it (Easemob drops it on the way to the recipient and from history); `customType` is
 * set exactly when type is custom; `read` (shown to SVIP senders only) and `delivered` are the
 * receipts; a `recalled` message has lost msg, url and ext's content.
 */
export type ChatMessage = Schemas['ChatMessage'];

/** What a sender may add to ext: platform and brand come from the client, type from customType. */
export type SendExt = Omit<MessageExt, 'platform' | 'brand' | 'type'>;

interface SendBase {
  to: ImAccount;
  /** Given when retrying a send whose answer was lost: the service stores it once. */
  clientId?: string;
  ext?: SendExt;
}

export type SendRequest =
  | (SendBase & { type: 'txt'; msg: string })
  /** `url` is the already uploaded (and compressed) image. */
  | (SendBase & { type: 'img'; url: string })
  | (SendBase & { type: 'custom'; customType: CustomMessageType });

/** The service's answer to a send: its id and time for the message the client named clientId. */
export interface SendAck {
  clientId: string;
  id: string;
  time: number;
  /** The message as the service stored it, ready to show in place of the pending bubble. */
  message: ChatMessage;
}

export type ConnectionState =
  | { status: 'disconnected' }
  | { status: 'connected' }
  /** Trying again after losing the connection; attempt counts from 1 to the policy's maximum. */
  | { status: 'reconnecting'; attempt: number }
  /** Every attempt failed: the UI says so and offers `reconnect()`. */
  | { status: 'givenUp' };

export interface RecallNotice {
  /** The recalled message. */
  id: string;
  from: ImAccount;
  to: ImAccount;
}

export interface ReadReceipt {
  /** Who read: the peer the messages were sent to. */
  by: ImAccount;
  /** The messages read now. */
  ids: readonly string[];
  /** True for a conversation-wide receipt (everything sent to `by` so far); ids may be empty. */
  all: boolean;
}

export interface DeliveryReceipt {
  id: string;
  /** The recipient whose device received it. */
  by: ImAccount;
}

/**
 * Why the session ended: another device logged in; the account logged out (on this device or
 * another); its password changed; it was removed (cancelled or banned).
 */
export type KickReason = 'otherDevice' | 'loggedOut' | 'passwordChanged' | 'removed';

/**
 * The session ended on the service's side (spec section 8: event type 39, "logged in on another
 * device", and the other ends of a login the service tells of). The client does not reconnect;
 * the app logs out and goes to /login.
 */
export interface KickedNotice {
  type: 39;
  reason: KickReason;
}

/**
 * The service refused a message (spec section 8: event type 502 carrying {code, message}). Codes
 * 105 and 106 mean insufficient coins: the app opens that dialog; other codes show the message.
 */
export interface SendRefusal {
  type: 502;
  code: number | null;
  message: string;
  clientId: string;
  to: ImAccount;
}

/**
 * The peer is typing a message to the account: a signal, never stored, sent at most every few
 * seconds while they type; the app shows it for a few seconds or until their message arrives.
 */
export interface TypingNotice {
  from: ImAccount;
  to: ImAccount;
}

/** openapi ReactionEmoji: the small fixed set a member reacts with. */
export type ReactionEmoji = Schemas['ReactionEmoji'];

/** openapi MessageReaction: one emoji given to a message, and who gave it. */
export type MessageReaction = Schemas['MessageReaction'];

/** The reactions of a message changed (either member's, from any device): all of them now. */
export interface ReactionNotice {
  /** The message. */
  id: string;
  /** The message's sender and recipient (the conversation). */
  from: ImAccount;
  to: ImAccount;
  reactions: MessageReaction[];
}

/**
 * What the account did to its conversation with `peer` in another tab of this browser (read it,
 * deleted it, cleared its history): the tabs share one connection (tabs/client.ts), and the
 * service tells no device of the account about the account's own doing, so the tab layer does.
 */
export interface ConversationNotice {
  peer: ImAccount;
}

export interface PresenceState {
  imAccount: ImAccount;
  online: boolean;
  /**
   * When the peer's last chat connection closed, in milliseconds since the epoch; null while
   * online, when unknown, or hidden (either side's privacy setting hideLastSeen, or a block).
   */
  lastSeen: number | null;
}

/** Every event a ChatClient emits, by name. */
export interface ChatEvents {
  message: ChatMessage;
  recall: RecallNotice;
  read: ReadReceipt;
  delivered: DeliveryReceipt;
  connection: ConnectionState;
  kicked: KickedNotice;
  refused: SendRefusal;
  presence: PresenceState;
  typing: TypingNotice;
  reaction: ReactionNotice;
  /** Read in another tab (its markRead). */
  conversationRead: ConversationNotice;
  /** Deleted in another tab (its deleteConversation). */
  conversationDeleted: ConversationNotice;
  /** Its history cleared in another tab (its clearHistory). */
  historyCleared: ConversationNotice;
}

/** Every event name, for whoever passes all of a client's events on (the tab layer). */
export const CHAT_EVENT_TYPES = [
  'message',
  'recall',
  'read',
  'delivered',
  'connection',
  'kicked',
  'refused',
  'presence',
  'typing',
  'reaction',
  'conversationRead',
  'conversationDeleted',
  'historyCleared',
] as const satisfies ReadonlyArray<keyof ChatEvents>;

/** One conversation as the chat service knows it; the REST session list adds the profile. */
export interface ConversationSummary {
  /** The two accounts in sorted order joined by an underscore (openapi Conversation). */
  channel_id: string;
  /** The peer. */
  imAccount: ImAccount;
  unread_num: number;
  lastMessage: ChatMessage | null;
}

/** Newest first; pass `cursor` back for the next (older) page; null when nothing older is left. */
export interface HistoryPage {
  messages: ChatMessage[];
  cursor: string | null;
}

/** The IM account and IM password stored at login (spec section 3). */
export interface ChatCredentials {
  user: ImAccount;
  password: string;
}

export type ChatClientKind = 'easemob' | 'local' | 'memory';

export interface ChatClient {
  readonly kind: ChatClientKind;
  /** The logged-in account, null when logged out or kicked. */
  readonly user: ImAccount | null;
  readonly state: ConnectionState;

  /** Resolves once connected; rejects with ChatError 'loginFailed'. Replaces an earlier login. */
  login(credentials: ChatCredentials): Promise<void>;
  logout(): Promise<void>;
  /** Starts a fresh round of attempts after 'givenUp'; does nothing in another state. */
  reconnect(): void;

  /**
   * Rejects with ChatError 'invalidMessage' (blank or over-long text, image without url, to
   * oneself), SendRefusedError (event 502), or 'notConnected'. While reconnecting it waits.
   */
  send(request: SendRequest): Promise<SendAck>;
  /** Rejects with RecallTooLateError (1801) after the recall limit (2 minutes). */
  recall(message: Pick<ChatMessage, 'id' | 'to'>): Promise<void>;
  /** Opening a conversation: every message from `peer` is read, its unread count goes to 0. */
  markRead(peer: ImAccount): Promise<void>;

  /** 20 messages a page (HISTORY_PAGE_SIZE), newest first. */
  history(peer: ImAccount, cursor?: string | null): Promise<HistoryPage>;
  /** The most recent first. */
  conversations(): Promise<ConversationSummary[]>;
  /** Clears the caller's history with `peer` and takes it off the list until the next message. */
  deleteConversation(peer: ImAccount): Promise<void>;
  /** Clears the caller's history with `peer`; the conversation stays listed. */
  clearHistory(peer: ImAccount): Promise<void>;
  /** Removes messages from the caller's side only. */
  deleteMessages(peer: ImAccount, ids: readonly string[]): Promise<void>;

  /**
   * Gives `emoji` to a message of one of the account's conversations, replacing the account's
   * earlier reaction; null takes it back. Resolves with the message's reactions; both members'
   * devices get a `reaction` event. Rejects with ChatError 'notFound' for a message not theirs
   * or recalled.
   */
  react(
    message: Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'>,
    emoji: ReactionEmoji | null,
  ): Promise<MessageReaction[]>;

  /**
   * Tells `peer` the account is typing to them: fire-and-forget, never stored, dropped (and
   * resolved all the same) when not connected; the caller throttles it.
   */
  sendTyping(peer: ImAccount): Promise<void>;

  /** Answers the peers' current state; `presence` events follow each change until unsubscribed. */
  subscribePresence(peers: readonly ImAccount[]): Promise<PresenceState[]>;
  unsubscribePresence(peers: readonly ImAccount[]): Promise<void>;

  on<K extends keyof ChatEvents>(type: K, listener: (event: ChatEvents[K]) => void): Unsubscribe;
}

/** decisions.md "Chat": history comes 20 messages a fetch. */
export const HISTORY_PAGE_SIZE = 20;
/** decisions.md "Chat": a message can be recalled for 2 minutes after sending. */
export const RECALL_LIMIT_MS = 2 * 60 * 1000;
/** Validation rules (spec section 5). */
export const TEXT_MAX_LENGTH = 1000;
