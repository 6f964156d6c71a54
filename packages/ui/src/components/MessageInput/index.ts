export { MessageInput, type MessageInputProps } from './MessageInput';
export type { MessageInputLabels } from './messageInputLabels';
export type { TranslationLanguage } from './MessageInputToolbar';
