import type messages from '../locales/en/messages.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    messages: typeof messages;
  }
}
