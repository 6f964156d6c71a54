import type moderation from '../locales/en/moderation.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    moderation: typeof moderation;
  }
}
