export { ChatBubble, type ChatBubbleProps } from './ChatBubble';
export type { ChatBubbleLabels } from './chatBubbleLabels';
export type {
  ChatMessage,
  ChatMessageExt,
  CustomMessageType,
  FirstMessageFlag,
} from './chatMessage';
