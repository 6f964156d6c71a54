import type mall from '../locales/en/mall.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    mall: typeof mall;
  }
}
