/**
 * The VIP free-gift allowance of a new calendar month, granted at the member's first gift of that
 * month: the house tops users.free_gifts back up to FREE_GIFTS_VIP through the ledger (never
 * taking any away), and the month is stamped, in the gift's own transaction so a refused gift
 * leaves the allowance untouched.
 */
import type { User } from '../../db/tables.ts';
import { move, type Trx } from '../../ledger/ledger.ts';
import { vipLevelOn } from '../user/views.ts';
import { monthOf } from '../user/freeGiftsLeft.ts';
import { setAllowanceMonth } from './queries.ts';

/** The giver's row (locked by the caller) after this month's top-up, when one is due. */
export async function renewAllowance(
  trx: Trx,
  giver: User,
  now: Date,
  monthlyVip: number,
): Promise<User> {
  const month = monthOf(now);
  if (vipLevelOn(giver, now) !== 1 || giver.free_gifts_month === month) return giver;
  const short = monthlyVip - giver.free_gifts;
  if (short > 0) {
    await move(trx, { kind: 'freeGiftMonth', userId: giver.id, at: now }, [
      { asset: 'freeGift', from: 'house', to: { userId: giver.id }, amount: short },
    ]);
  }
  return setAllowanceMonth(trx, giver.id, month);
}
