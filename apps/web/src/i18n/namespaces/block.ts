import type block from '../locales/en/block.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    block: typeof block;
  }
}
