export {
  ConversationItem,
  type ConversationItemProps,
  type ConversationKeeping,
} from './ConversationItem';
export type { Conversation, LastMessage } from './conversation';
export type { ConversationItemLabels } from './conversationItemLabels';
