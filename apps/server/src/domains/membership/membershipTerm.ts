/**
 * How a bought package changes a membership (openapi.yaml /vip/recharge): the same level (or none)
 * is extended from the later of now and the current expiry; SVIP bought while VIP is active is an
 * upgrade that runs from now and adds the VIP time left, converted at the 1-month price ratio and
 * rounded down to whole days; VIP bought while SVIP is active is refused.
 */
import { AppError } from '../../http/AppError.ts';

const DAY_MS = 86_400_000;

export interface Membership {
  /** The level in force now (0 when none or expired). */
  level: 0 | 1 | 2;
  expiresAt: Date | null;
}

export interface Term {
  level: 1 | 2;
  expiresAt: Date;
}

/**
 * The membership after buying `bought`; `vipToSvipRate` is the 1-month VIP price over the 1-month
 * SVIP price. Throws 400 (membership.svipActive) for VIP while SVIP is active.
 */
export function nextTerm(
  current: Membership,
  bought: { vipLevel: 1 | 2; months: number },
  vipToSvipRate: number,
  now: Date,
): Term {
  const active = current.level > 0 && current.expiresAt !== null && current.expiresAt > now;
  if (!active) return { level: bought.vipLevel, expiresAt: addMonths(now, bought.months) };
  if (current.level === bought.vipLevel) {
    return { level: bought.vipLevel, expiresAt: addMonths(current.expiresAt!, bought.months) };
  }
  if (bought.vipLevel === 1) throw new AppError(400, { key: 'membership.svipActive' });
  const vipLeftMs = current.expiresAt!.getTime() - now.getTime();
  const convertedDays = Math.floor((vipLeftMs * vipToSvipRate) / DAY_MS);
  const expiresAt = new Date(addMonths(now, bought.months).getTime() + convertedDays * DAY_MS);
  return { level: 2, expiresAt };
}

/**
 * The same time of day `months` calendar months later (UTC); a day the target month lacks falls
 * back to its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}
