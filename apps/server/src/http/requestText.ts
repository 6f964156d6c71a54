/**
 * Text no operation accepts: the NUL character (PostgreSQL's text and jsonb refuse it) and lone
 * UTF-16 surrogates (not Unicode: jsonb refuses them and no client can show them). A request
 * carrying either, anywhere it is read (body keys and values, query, the headers the server
 * reads, multipart fields and file names), answers 400 before any handler or database call.
 */
import type { Language } from '../i18n/languages.ts';
import { hasMessage, t } from '../i18n/translate.ts';
import { AppError } from './AppError.ts';

/** True when `text` holds a NUL or a lone surrogate. */
export function isBadText(text: string): boolean {
  return text.includes('\u0000') || !text.isWellFormed();
}

/**
 * The name of the first field of `value` (a parsed JSON body, a query, headers) whose key or
 * string value is bad text, or null when there is none. Walks without recursion, so a deeply
 * nested body cannot exhaust the stack.
 */
export function badTextField(value: unknown, name = ''): string | null {
  const stack: [unknown, string][] = [[value, name]];
  while (stack.length) {
    const [current, field] = stack.pop()!;
    if (typeof current === 'string') {
      if (isBadText(current)) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push([item, field]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (isBadText(key)) return field;
        stack.push([item, key]);
      }
    }
  }
  return null;
}

/** The 400 for bad text in `field`, with the field's name in the caller's language. */
export function badTextError(field: string): AppError {
  return new AppError(400, { key: 'validation.badText', params: { field } });
}

/** Throws the 400 when `value` holds bad text anywhere. */
export function refuseBadText(value: unknown, language: Language, name = ''): void {
  const field = badTextField(value, name);
  if (field !== null) throw badTextError(fieldLabel(field, language));
}

function fieldLabel(field: string, language: Language): string {
  const key = `field.${field}`;
  if (hasMessage(key)) return t(language, key);
  // A name that is itself bad text is not repeated back.
  return field && !isBadText(field) ? field : t(language, 'field.content');
}
