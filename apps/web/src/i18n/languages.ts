/**
 * The interface languages (decisions.md): the order of the language menu when the server's list
 * is not there yet, each named in itself.
 */
export const interfaceLanguages = ['zh-CN', 'zh-TW', 'en', 'de', 'ru', 'ko', 'ja', 'es'] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number];

export const fallbackLanguage: InterfaceLanguage = 'en';

export const nativeLanguageNames: Record<InterfaceLanguage, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
  ko: '한국어',
  ja: '日本語',
  es: 'Español',
};

const storageKey = 'heartline.language';

export function isInterfaceLanguage(code: unknown): code is InterfaceLanguage {
  return typeof code === 'string' && (interfaceLanguages as readonly string[]).includes(code);
}

/** The closest interface language to a browser language tag ("zh-HK" -> "zh-TW", "de-AT" -> "de"). */
export function matchLanguage(tag: string): InterfaceLanguage | null {
  const lower = tag.toLowerCase();
  if (lower.startsWith('zh')) {
    return /^zh-(tw|hk|mo|hant)/.test(lower) ? 'zh-TW' : 'zh-CN';
  }
  const primary = lower.split('-')[0];
  return interfaceLanguages.find((code) => code === primary) ?? null;
}

/** The member's last choice on this device, else the browser's first supported language. */
export function detectLanguage(): InterfaceLanguage {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isInterfaceLanguage(stored)) return stored;
  } catch {
    // Storage blocked (private mode): fall through to the browser's languages.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const match = tag && matchLanguage(tag);
    if (match) return match;
  }
  return fallbackLanguage;
}

/** Remembers the choice on this device, for the next visit (and the login page). */
export function rememberLanguage(code: InterfaceLanguage) {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Not remembered: the server still has it once logged in.
  }
}
