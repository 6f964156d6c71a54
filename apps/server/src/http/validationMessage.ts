/**
 * Turns the first schema violation of a request into the spec's message for that rule
 * (section 5), in the caller's language: "The password must be 6 to 20 characters", not ajv's
 * "must NOT have fewer than 6 characters".
 */
import type { ErrorObject } from 'ajv';
import type { Language } from '../i18n/languages.ts';
import { hasMessage, t } from '../i18n/translate.ts';

const passwordFields = new Set(['password', 'confirmPassword', 'oldPassword']);
const textFields = new Set(['content', 'message', 'notes', 'introduction']);
const amountFields = new Set(['amount', 'quantity', 'goldCoin']);

export function validationMessage(error: ErrorObject | undefined, language: Language): string {
  if (!error) return t(language, 'code.400');
  const field =
    error.keyword === 'required'
      ? String(error.params.missingProperty)
      : error.keyword === 'additionalProperties'
        ? String(error.params.additionalProperty)
        : (error.instancePath
            .split('/')
            .filter((p) => !/^\d+$/.test(p))
            .pop() ?? '');
  const label = fieldLabel(field, language);
  const rule = error.keyword;

  if (rule === 'additionalProperties')
    return t(language, 'validation.unknownField', { field: label });
  if (field === 'email') return t(language, 'validation.email');
  if (field === 'code' && rule !== 'required') return t(language, 'validation.code');
  if (passwordFields.has(field) && rule !== 'required') return t(language, 'validation.password');
  if (field === 'account' && (rule === 'minLength' || rule === 'maxLength')) {
    return t(language, 'validation.account');
  }
  if (field === 'hobby') return t(language, 'validation.hobbies');
  if (amountFields.has(field)) return t(language, 'validation.positiveInteger', { field: label });
  if (rule === 'required') return t(language, 'validation.required', { field: label });
  if (rule === 'maxLength' && textFields.has(field)) {
    return t(language, 'validation.textMax', { max: Number(error.params.limit) });
  }
  if (rule === 'maxLength')
    return t(language, 'validation.tooLong', { field: label, max: Number(error.params.limit) });
  if (rule === 'minLength' && Number(error.params.limit) <= 1)
    return t(language, 'validation.notEmpty', { field: label });
  if (rule === 'minLength')
    return t(language, 'validation.tooShort', { field: label, min: Number(error.params.limit) });
  return t(language, 'validation.invalid', { field: label });
}

function fieldLabel(field: string, language: Language): string {
  const key = `field.${field}`;
  return hasMessage(key) ? t(language, key) : field || t(language, 'validation.malformed');
}
