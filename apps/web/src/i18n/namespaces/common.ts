import type common from '../locales/en/common.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    common: typeof common;
  }
}
