import { describe, expect, it } from 'vitest';
import { formatCoins } from './formatCoins';

describe('formatCoins', () => {
  it.each([
    [1280, 'en', '1,280'],
    [1280, 'de', '1.280'],
    [0, 'en', '0'],
    [1234567, 'zh-CN', '1,234,567'],
  ])('writes %d in %s as %s', (amount, locale, expected) => {
    expect(formatCoins(amount, { locale })).toBe(expected);
  });

  it.each([
    [99_999, 'en', '99,999'],
    [128_400, 'en', '128.4K'],
    [1_250_000, 'en', '1.3M'],
    [128_400, 'zh-CN', '12.8万'],
  ])('shortens %d in %s to %s', (amount, locale, expected) => {
    expect(formatCoins(amount, { locale, short: true })).toBe(expected);
  });
});
