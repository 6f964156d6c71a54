export {
  MessageList,
  type MessageListItem,
  type MessageListLabels,
  type MessageListProps,
} from './MessageList';
