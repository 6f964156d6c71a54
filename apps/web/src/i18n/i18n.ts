import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectLanguage,
  fallbackLanguage,
  interfaceLanguages,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from './languages';

/**
 * Every translation file, `locales/<language>/<namespace>.json`, as its own lazy chunk: the app
 * loads only the namespaces of the pages on screen, in the current language (and English, the
 * fallback).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = files[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/** The interface language now (the `language` header of every call). */
export function currentLanguage(): InterfaceLanguage {
  return isInterfaceLanguage(i18n.language) ? i18n.language : fallbackLanguage;
}

/** Starts i18next in the member's language with the `common` namespace loaded. */
export async function initI18n(language: InterfaceLanguage = detectLanguage()) {
  i18n.on('languageChanged', (code) => {
    document.documentElement.lang = code;
  });
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      supportedLngs: [...interfaceLanguages],
      // "zh-CN" is a language of its own here, not "zh" with a region.
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18n;
}
