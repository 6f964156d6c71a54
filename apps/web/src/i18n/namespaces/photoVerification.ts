import type photoVerification from '../locales/en/photoVerification.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    photoVerification: typeof photoVerification;
  }
}
