/**
 * The tables of the chat domain, as Kysely sees them (snake_case, as in SQL): the messages, one
 * row per pair of chat accounts holding its running order, and each owner's conversation rows.
 * Everything is addressed by IM accounts ("u" + account for users, or a configured
 * customer-service account, which is no user row).
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../columns.ts';

/** The extension a message carries (openapi MessageExt); platform and brand always. */
export interface ChatMessageExt {
  translation?: string;
  translateRecordId?: number;
  type?: ChatCustomType;
  url?: string;
  note?: string;
  amount?: number;
  recordId?: number;
  /** A gift message's gift and how many were given (from its gift record). */
  giftId?: number;
  quantity?: number;
  burn_url?: string;
  /** A voice message's length in seconds (1..60) and loudness bars (at most 48, 0..31). */
  duration?: number;
  waveform?: number[];
  /** The sender confirmed a flagged first message (first-message care). */
  confirmed?: boolean;
  /** Why the chat service flagged this first message (never a client's value). */
  flagged?: Array<'words' | 'link' | 'contact' | 'repeated'>;
  /** The earlier message of the pair this one answers, as the store keeps it (replyMessages.ts). */
  reply?: ChatMessageReply;
  platform: string;
  brand: string;
}

/** openapi MessageReply: the quoted message's id, sender, kind and the start of its text. */
export interface ChatMessageReply {
  id: string;
  from: string;
  type: ChatMessageType;
  customType?: ChatCustomType;
  msg: string;
}

/** openapi ReactionEmoji: the small fixed set a member reacts with. */
export const reactionEmoji = ['heart', 'joy', 'wow', 'cry', 'thumbs_up', 'fire'] as const;
export type ReactionEmoji = (typeof reactionEmoji)[number];

/** openapi MessageReaction: one emoji and who gave it. */
export interface ChatReaction {
  emoji: ReactionEmoji;
  by: string[];
}

export type ChatMessageType = 'txt' | 'img' | 'custom';
export type ChatCustomType = 'burn' | 'gift' | 'redPacket' | 'voice';

export interface ChatMessagesTable {
  /** The server's message id (a bigint sequence); shown as a string (ChatMessage.id). */
  id: Generated<number>;
  from_im: string;
  to_im: string;
  /** The pair of accounts (see domains/chat/pairs.ts). */
  pair: string;
  /** The place in the conversation of the pair, 1, 2, 3... fixed by the server. */
  seq: number;
  /** The sender's own id for the message: a resent one is stored once. */
  client_msg_id: string;
  type: ChatMessageType;
  /** The custom message's kind; null unless type is custom. */
  custom_type: ChatCustomType | null;
  msg: Generated<string>;
  url: Generated<string>;
  ext: Json<ChatMessageExt>;
  /** The emoji the two members gave it, in the order first given (openapi MessageReaction). */
  reactions: ColumnType<ChatReaction[], string | undefined, string>;
  created_at: CreatedAt;
  recalled_at: Timestamp | null;
  delivered_at: Timestamp | null;
  read_at: Timestamp | null;
  /** When the recipient first opened a burn-after-read image. */
  burn_read_at: Timestamp | null;
}

/** One row per pair of accounts: the last place given in their order. */
export interface ChatChannelsTable {
  pair: string;
  last_seq: Generated<number>;
  created_at: CreatedAt;
}

/** A conversation as one side (the owner) sees it. */
export interface ChatConversationsTable {
  owner_im: string;
  peer_im: string;
  /** Messages from the peer the owner has not read. */
  unread_count: Generated<number>;
  last_message_id: number | null;
  /** When the newest message came (the list's order); the creation time before any. */
  last_message_at: Timestamp;
  /** Messages at or before this place are cleared for the owner (history deleted). */
  cleared_seq: Generated<number>;
  /** Set when the owner deleted the conversation; a new message brings it back. */
  deleted_at: Timestamp | null;
  /** When the owner pinned it (listed under customer service, the earliest first); null if not. */
  pinned_at: Timestamp | null;
  /** 1 when the owner muted it: no sound, no push; its messages still count as unread. */
  muted: Generated<number>;
  created_at: CreatedAt;
}

export type ChatEventKind = 'message' | 'recall' | 'read' | 'delivered' | 'reaction';

/** One account's pushes, in the order the gateway sends them (see gateway/PROTOCOL.md). */
export interface ChatEventsTable {
  owner_im: string;
  /** 1, 2, 3... per owner: a reconnecting device asks for what follows its last one. */
  seq: number;
  kind: ChatEventKind;
  /** The message concerned (message, recall, delivered, reaction). */
  message_id: number | null;
  /** What the message row does not say: the read receipt's reader and ids. */
  data: Json<ChatEventData> | null;
  created_at: CreatedAt;
}

export interface ChatEventData {
  /** A read receipt: who read, and which messages. */
  by?: string;
  ids?: string[];
}

/** The last place given in each owner's log. */
export interface ChatEventHeadsTable {
  owner_im: string;
  last_seq: Generated<number>;
}

/** The device session of an account that may resume; a newer login replaces it. */
export interface ChatDeviceSessionsTable {
  im_account: string;
  session_id: string;
  opened_at: Timestamp;
}

/** Messages an owner deleted from their side of a conversation (the peer keeps them). */
export interface ChatHiddenMessagesTable {
  owner_im: string;
  message_id: number;
}

export interface ChatTables {
  chat_messages: ChatMessagesTable;
  chat_channels: ChatChannelsTable;
  chat_conversations: ChatConversationsTable;
  chat_events: ChatEventsTable;
  chat_event_heads: ChatEventHeadsTable;
  chat_device_sessions: ChatDeviceSessionsTable;
  chat_hidden_messages: ChatHiddenMessagesTable;
}

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ChatConversationRow = Selectable<ChatConversationsTable>;
export type ChatEventRow = Selectable<ChatEventsTable>;
