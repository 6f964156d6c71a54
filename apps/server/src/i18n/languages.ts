/** The interface languages (decisions.md); English is the fallback. */
export const languages = ['zh-CN', 'zh-TW', 'en', 'de', 'ru', 'ko', 'ja', 'es'] as const;
export type Language = (typeof languages)[number];

/** The caller's language from the `language` header: an exact code, then its base, else English. */
export function pickLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const exact = languages.find((l) => l.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const base = value.split(/[-_]/)[0]?.toLowerCase();
  if (base === 'zh') return /tw|hk|hant/i.test(value) ? 'zh-TW' : 'zh-CN';
  return languages.find((l) => l === base) ?? 'en';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}
