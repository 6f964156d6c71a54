/**
 * What a member's free-gift allowance shows (decisions.md "Money"): VIP members get
 * FREE_GIFTS_VIP free gifts each calendar month (UTC), SVIP members unlimited (-1), normal members
 * none. The balance (users.free_gifts) moves only through the ledger; at a VIP's first gift of a
 * month it is topped back up (allowanceRenewal.ts), so until then it shows as topped up already.
 */
import { loadConfig } from '../../config.ts';
import type { User } from '../../db/tables.ts';

/** What freeGifts and freeGiftsLeft say for SVIP members. */
export const UNLIMITED = -1;

/** The configuration's default, for wallet views built where no configuration is at hand. */
export const DEFAULT_FREE_GIFTS_VIP = loadConfig({}).FREE_GIFTS_VIP;

/** The calendar month (UTC) an allowance belongs to, as users.free_gifts_month holds it. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** Free gifts left this month for a member of `level` (0 normal, 1 VIP, 2 SVIP). */
export function freeGiftsLeft(
  user: Pick<User, 'free_gifts' | 'free_gifts_month'>,
  level: 0 | 1 | 2,
  now: Date,
  monthlyVip: number = DEFAULT_FREE_GIFTS_VIP,
): number {
  if (level === 2) return UNLIMITED;
  if (level === 0) return 0;
  if (user.free_gifts_month === monthOf(now)) return user.free_gifts;
  return Math.max(user.free_gifts, monthlyVip);
}
