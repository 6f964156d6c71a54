export type {
  ChatClient,
  ChatClientKind,
  ChatCredentials,
  ChatEvents,
  ChatMessage,
  ConnectionState,
  ConversationNotice,
  ConversationSummary,
  CustomMessageType,
  DeliveryReceipt,
  HistoryPage,
  ImAccount,
  KickReason,
  KickedNotice,
  MessageExt,
  MessageReaction,
  MessageType,
  PresenceState,
  ReactionEmoji,
  ReactionNotice,
  ReadReceipt,
  RecallNotice,
  SendAck,
  SendExt,
  SendRefusal,
  SendRequest,
  TypingNotice,
} from './types';
export { CHAT_EVENT_TYPES, HISTORY_PAGE_SIZE, RECALL_LIMIT_MS, TEXT_MAX_LENGTH } from './types';
export type {
  ChatClientConfig,
  ChatClientOptions,
  EasemobConfig,
  LocalConfig,
  MemoryConfig,
} from './config';
export {
  ChatError,
  ChatErrorCodes,
  RecallTooLateError,
  SendRefusedError,
  isInsufficientCoins,
  recallMessages,
  type ChatErrorKind,
} from './errors';
export { Emitter, type Unsubscribe } from './emitter';
export {
  MAX_RECONNECT_ATTEMPTS,
  createReconnectLoop,
  defaultReconnectOptions,
  reconnectDelay,
  type ReconnectLoop,
  type ReconnectLoopConfig,
  type ReconnectOptions,
} from './reconnect';
export { channelId, newClientId } from './internal/outgoing';
export { withReaction } from './internal/reactions';
export { createChatClient } from './createChatClient';
export {
  createTabClient,
  tabsCanShare,
  type TabChannel,
  type TabClientOptions,
  type TabLocks,
} from './tabs/client';
