export { ChatBubble, type ChatBubbleProps } from './ChatBubble';
export { quotedText, type Quote } from './ChatBubbleQuote';
export type { ChatBubbleLabels } from './chatBubbleLabels';
export type {
  ChatMessage,
  ChatMessageExt,
  CustomMessageType,
  FirstMessageFlag,
  MessageReaction,
  ReactionEmoji,
} from './chatMessage';
