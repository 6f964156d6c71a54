import type match from '../locales/en/match.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    match: typeof match;
  }
}
