import type profile from '../locales/en/profile.json';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    profile: typeof profile;
  }
}
