export {
  ConversationList,
  type ConversationListLabels,
  type ConversationListProps,
} from './ConversationList';
