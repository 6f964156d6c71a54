import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate: MM-DD HH:mm in local time', () => {
  const zone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Shanghai';
  });
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('turns an ISO instant into the local month, day, hour and minute', () => {
    expect(formatDate('2026-03-14T01:05:00.000Z')).toBe('03-14 09:05');
  });
  it('crosses the date line into the next day locally', () => {
    expect(formatDate('2026-12-31T20:30:00Z')).toBe('01-01 04:30');
  });
  it('takes epoch milliseconds and Date objects', () => {
    const instant = Date.UTC(2026, 10, 24, 2, 0);
    expect(formatDate(instant)).toBe('11-24 10:00');
    expect(formatDate(new Date(instant))).toBe('11-24 10:00');
  });
  it('answers an empty string for what is not a time', () => {
    expect(formatDate('soon')).toBe('');
  });
});
