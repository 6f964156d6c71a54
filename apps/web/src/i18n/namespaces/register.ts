import type register from '../locales/en/register.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    register: typeof register;
  }
}
