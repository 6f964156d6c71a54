import type settings from '../locales/en/settings.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    settings: typeof settings;
  }
}
