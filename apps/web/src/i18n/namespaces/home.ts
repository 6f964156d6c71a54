import type home from '../locales/en/home.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    home: typeof home;
  }
}
