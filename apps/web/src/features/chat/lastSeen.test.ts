import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { lastSeenText } from './lastSeen';

const zone = process.env.TZ;
const MINUTE = 60_000;
/** A local time on 2026-12-04 (a Friday), the "now" of every case. */
const now = () => new Date(2026, 11, 4, 10, 30).getTime();

beforeAll(async () => {
  process.env.TZ = 'Europe/Berlin';
  await initI18n('en');
  await i18n.loadLanguages(['en', 'de', 'zh-CN', 'ru', 'es', 'ja', 'ko', 'zh-TW']);
  await i18n.loadNamespaces('chat');
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('lastSeenText', () => {
  it.each([
    [20_000, 'Last seen just now'],
    [MINUTE, 'Last seen 1 minute ago'],
    [5 * MINUTE, 'Last seen 5 minutes ago'],
    [59 * MINUTE, 'Last seen 59 minutes ago'],
  ])('says minutes under an hour (%i ms ago)', (ago, text) => {
    expect(lastSeenText(now() - ago, now(), 'en')).toBe(text);
  });

  it('says today or yesterday with the local time in 24 hours', () => {
    expect(lastSeenText(new Date(2026, 11, 4, 8, 5).getTime(), now(), 'en')).toBe(
      'Last seen today at 08:05',
    );
    expect(lastSeenText(new Date(2026, 11, 3, 14, 3).getTime(), now(), 'en')).toBe(
      'Last seen yesterday at 14:03',
    );
  });

  it('says the date before yesterday, with the year only when it is another one', () => {
    expect(lastSeenText(new Date(2026, 11, 2, 14, 3).getTime(), now(), 'en')).toBe(
      'Last seen Dec 2',
    );
    expect(lastSeenText(new Date(2025, 11, 31, 9, 0).getTime(), now(), 'en')).toBe(
      'Last seen Dec 31, 2025',
    );
  });

  it('speaks the member language', () => {
    const yesterday = new Date(2026, 11, 3, 14, 3).getTime();
    expect(lastSeenText(now() - 5 * MINUTE, now(), 'de')).toBe('Zuletzt online vor 5 Minuten');
    expect(lastSeenText(yesterday, now(), 'de')).toBe('Zuletzt online gestern um 14:03');
    expect(lastSeenText(new Date(2026, 10, 3).getTime(), now(), 'de')).toBe(
      'Zuletzt online am 3. Nov.',
    );
    expect(lastSeenText(yesterday, now(), 'zh-CN')).toBe('最后上线：昨天 14:03');
    expect(lastSeenText(now() - 5 * MINUTE, now(), 'zh-CN')).toBe('最后上线：5分钟前');
    expect(lastSeenText(now() - 5 * MINUTE, now(), 'es')).toBe('Última conexión: hace 5 minutos');
    expect(lastSeenText(new Date(2026, 11, 1).getTime(), now(), 'ru')).toBe('Был(а) в сети 1 дек.');
  });

  it('counts calendar days, not 24-hour spans, across midnight', () => {
    const justAfterMidnight = new Date(2026, 11, 4, 0, 30).getTime();
    expect(lastSeenText(new Date(2026, 11, 3, 23, 0).getTime(), justAfterMidnight, 'en')).toBe(
      'Last seen yesterday at 23:00',
    );
  });

  it('reads a time a little ahead of this device clock as just now', () => {
    expect(lastSeenText(now() + 30_000, now(), 'en')).toBe('Last seen just now');
  });
});
