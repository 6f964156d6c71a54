/**
 * Today's luck: derived from a hash of the user id and the UTC day rather than stored, so it is
 * the same all day on every server and is drawn anew at midnight UTC without any job.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../i18n/languages.ts';
import { luckMessages, tierOf } from './luckMessages.ts';

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function todayLuck(userId: number, now: Date, language: Language) {
  const date = utcDay(now);
  const digest = createHash('sha256').update(`luck:${userId}:${date}`).digest();
  const score = 1 + (digest.readUInt32BE(0) % 100);
  const messages = luckMessages[language][tierOf(score)];
  const message = messages[digest.readUInt32BE(4) % messages.length] as string;
  return { score, message, date };
}
