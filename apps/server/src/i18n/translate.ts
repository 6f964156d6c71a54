import { catalogue, type MessageKey } from './catalogue/index.ts';
import type { Language } from './languages.ts';

/** A message in the caller's language, with `{name}` parameters filled in. */
export function t(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogue[language][key] ?? catalogue.en[key];
  return template.replace(/\{(\w+)\}/g, (whole: string, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export function hasMessage(key: string): key is MessageKey {
  return key in catalogue.en;
}
