/**
 * Text stored per interface language (announcements, complaint reasons): the caller's language,
 * else English, else whatever language the text has, so a caller never gets an empty string.
 */
import type { Language } from '../../i18n/languages.ts';

export function localizedText(texts: Record<string, string>, language: Language): string {
  return texts[language] || texts.en || Object.values(texts).find(Boolean) || '';
}
