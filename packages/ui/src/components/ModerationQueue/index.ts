export {
  ModerationQueue,
  type ModerationQueueCase,
  type ModerationQueueLabels,
  type ModerationQueueProps,
} from './ModerationQueue';
