import type account from '../locales/en/account.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    account: typeof account;
  }
}
