export { ConversationItem, type ConversationItemProps } from './ConversationItem';
export type { Conversation, LastMessage } from './conversation';
export type { ConversationItemLabels } from './conversationItemLabels';
