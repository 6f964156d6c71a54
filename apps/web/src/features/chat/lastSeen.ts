/**
 * "Last seen …" under a conversation's name, in the member's language: just now, minutes ago
 * (under an hour), today or yesterday at a time, then the date. Times are the member's local
 * ones, in 24 hours as every time of the product (spec section 3); the words come from the
 * chat texts, the numbers and dates from Intl in the interface language.
 */
import { useEffect, useState } from 'react';
import { i18n } from '../../i18n/i18n';

const MINUTE = 60_000;

/** The local calendar day of a time, as a count of days, to compare two of them. */
function localDay(ms: number): number {
  const date = new Date(ms);
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / 86_400_000);
}

export function lastSeenText(lastSeen: number, now: number, language: string): string {
  const lng = language;
  const ago = Math.max(0, now - lastSeen);
  if (ago < MINUTE) return i18n.t('chat:view.lastSeen.justNow', { lng });
  if (ago < 60 * MINUTE) {
    const minutes = Math.floor(ago / MINUTE);
    const when = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(
      -minutes,
      'minute',
    );
    return i18n.t('chat:view.lastSeen.recent', { lng, when });
  }
  const days = localDay(now) - localDay(lastSeen);
  if (days <= 1) {
    const time = new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(lastSeen);
    return days <= 0
      ? i18n.t('chat:view.lastSeen.today', { lng, time })
      : i18n.t('chat:view.lastSeen.yesterday', { lng, time });
  }
  const thisYear = new Date(now).getFullYear() === new Date(lastSeen).getFullYear();
  const date = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(thisYear ? {} : { year: 'numeric' }),
  }).format(lastSeen);
  return i18n.t('chat:view.lastSeen.date', { lng, date });
}

/** The time now, again every `everyMs` while `ticking`: "5 minutes ago" becomes 6 on its own. */
export function useNow(ticking: boolean, everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [ticking, everyMs]);
  return now;
}
