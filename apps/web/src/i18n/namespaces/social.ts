import type social from '../locales/en/social.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    social: typeof social;
  }
}
