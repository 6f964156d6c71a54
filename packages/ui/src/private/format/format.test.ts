import { describe, expect, it } from 'vitest';
import { fillLabel } from './fillLabel';
import { formatCount, formatPrice } from './formatMoney';
import { formatShortTime } from './formatShortTime';

describe('fillLabel', () => {
  it('fills each placeholder, keeping the translator’s order', () => {
    expect(fillLabel('仅剩 {count} 件', { count: 3 })).toBe('仅剩 3 件');
    expect(fillLabel('{chars} characters for {coins} coins', { chars: '5,000', coins: 10 })).toBe(
      '5,000 characters for 10 coins',
    );
  });

  it('leaves unknown placeholders and object keys alone', () => {
    expect(fillLabel('{count} of {total}', { count: 1 })).toBe('1 of {total}');
    expect(fillLabel('{constructor}', {})).toBe('{constructor}');
  });
});

describe('formatShortTime', () => {
  it.each([
    ['2026-11-20T08:30:00.000Z', '11-20 08:30'],
    ['2026-01-05T23:59:59.000Z', '01-05 23:59'],
  ])('writes %s as %s in UTC', (iso, expected) => {
    expect(formatShortTime(iso, { timeZone: 'UTC' })).toBe(expected);
  });

  it('follows the time zone', () => {
    expect(formatShortTime('2026-11-20T20:30:00.000Z', { timeZone: 'Asia/Shanghai' })).toBe(
      '11-21 04:30',
    );
  });

  it('gives back what it cannot read', () => {
    expect(formatShortTime('yesterday')).toBe('yesterday');
  });
});

describe('formatPrice and formatCount', () => {
  it('formats prices and counts for the locale', () => {
    expect(formatPrice(9.99, 'USD', 'en')).toBe('$9.99');
    expect(formatCount(12800, { locale: 'de' })).toBe('12.800');
  });

  it.each([
    [100, '+100'],
    [-12, '-12'],
  ])('signs %d as %s', (amount, expected) => {
    expect(formatCount(amount, { locale: 'en', signed: true })).toBe(expected);
  });
});
