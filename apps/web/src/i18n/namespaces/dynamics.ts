import type dynamics from '../locales/en/dynamics.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    dynamics: typeof dynamics;
  }
}
