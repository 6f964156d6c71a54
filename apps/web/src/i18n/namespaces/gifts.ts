import type gifts from '../locales/en/gifts.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    gifts: typeof gifts;
  }
}
