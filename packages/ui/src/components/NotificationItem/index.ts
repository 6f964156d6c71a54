export {
  NotificationItem,
  type Interaction,
  type InteractionType,
  type NotificationItemLabels,
  type NotificationItemProps,
} from './NotificationItem';
