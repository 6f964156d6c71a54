import type login from '../locales/en/login.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    login: typeof login;
  }
}
