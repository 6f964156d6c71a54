// Typed translation keys: `t('nav.encounter')` is checked against the English files. Each
// namespace adds itself to ResourceNamespaceMap in its own file beside this one (see common.ts),
// so feature engineers never edit a shared list.
import 'i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
  }
}
