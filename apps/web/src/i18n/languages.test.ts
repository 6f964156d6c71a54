import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';
import { matchLanguage } from './languages';

describe('matchLanguage', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['de-AT', 'de'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['fr-FR', null],
  ])('reads %s as %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });
});

describe('formatDate', () => {
  it('writes times as MM-DD HH:mm, in local time', () => {
    expect(formatDate(new Date(2025, 2, 4, 9, 5))).toBe('03-04 09:05');
    expect(formatDate(new Date(2025, 11, 31, 23, 59).getTime())).toBe('12-31 23:59');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
