export {
  NotificationPrompt,
  type NotificationPromptLabels,
  type NotificationPromptProps,
} from './NotificationPrompt';
