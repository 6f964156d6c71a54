import type chat from '../locales/en/chat.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    chat: typeof chat;
  }
}
