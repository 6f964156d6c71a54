import type album from '../locales/en/album.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    album: typeof album;
  }
}
