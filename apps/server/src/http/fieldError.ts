/** A 400 whose message names the field, in the caller's language (as schema violations do). */
import { AppError } from './AppError.ts';
import type { Language } from '../i18n/languages.ts';
import { hasMessage, t } from '../i18n/translate.ts';

export function invalidField(language: Language, field: string): AppError {
  const key = `field.${field}`;
  const label = hasMessage(key) ? t(language, key) : field;
  return new AppError(400, { key: 'validation.invalid', params: { field: label } });
}
