/**
 * The reference lists in the caller's language, and the checks other domains make against them
 * (a profile's hobbies, region, common language, height and weight must come from these lists).
 */
import type { components } from '@heartline/sdk/schema';
import { languages, type Language } from '../../i18n/languages.ts';
import {
  dialogueLanguageCodes,
  languageNames,
  type DialogueLanguageCode,
} from '@heartline/sdk/languages';
import {
  heights,
  hobbies,
  namedIn,
  occupations,
  regionCodes,
  regionsIn,
  weights,
} from '@heartline/sdk/referenceLists';

type Schema<K extends keyof components['schemas']> = components['schemas'][K];

export function hobbyList(language: Language): Schema<'Hobby'>[] {
  return namedIn(hobbies, language);
}

export function occupationList(language: Language): Schema<'Occupation'>[] {
  return namedIn(occupations, language);
}

/** Named in `lang` when given, otherwise each language in itself (for the language dropdown). */
export function interfaceLanguageList(lang?: Language): Schema<'InterfaceLanguage'>[] {
  return languages.map((code) => ({ code, language: languageNames[lang ?? code][code] }));
}

export function dialogueLanguageList(language: Language): Schema<'DialogueLanguage'>[] {
  return dialogueLanguageCodes.map((code) => ({ code, language: languageNames[language][code] }));
}

const regionCache = new Map<Language, Schema<'Region'>[]>();

/** The regions named in `language`, sorted by name in that language (computed once per language). */
export function regionList(language: Language): Schema<'Region'>[] {
  const cached = regionCache.get(language);
  if (cached) return cached;
  const list = regionsIn(language);
  regionCache.set(language, list);
  return list;
}

export const heightOptions = (): number[] => [...heights];
export const weightOptions = (): number[] => [...weights];

const hobbyIds = new Set(hobbies.map((h) => h.id));
const regions = new Set(regionCodes);
const dialogueCodes = new Set<string>(dialogueLanguageCodes);
const heightSet = new Set(heights);
const weightSet = new Set(weights);

/** One to three distinct hobby ids, comma-separated, each in the hobby list. */
export function isHobbyIds(value: string): boolean {
  const ids = value.split(',');
  if (ids.length < 1 || ids.length > 3 || new Set(ids).size !== ids.length) return false;
  return ids.every((id) => /^[1-9][0-9]*$/.test(id) && hobbyIds.has(Number(id)));
}

export const isRegion = (code: string): boolean => regions.has(code);
export const isDialogueLanguage = (code: string): code is DialogueLanguageCode =>
  dialogueCodes.has(code);
export const isHeightOption = (cm: number): boolean => heightSet.has(cm);
export const isWeightOption = (kg: number): boolean => weightSet.has(kg);
