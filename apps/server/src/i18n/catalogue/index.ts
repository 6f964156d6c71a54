import type { Language } from '../languages.ts';
import { de } from './de.ts';
import { en, type Messages } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { ru } from './ru.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

export const catalogue: Record<Language, Messages> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  de,
  ru,
  ko,
  ja,
  es,
};
export type { MessageKey, Messages } from './en.ts';
