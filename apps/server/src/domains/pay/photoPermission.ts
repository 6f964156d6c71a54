/**
 * Paying to see a user's album photos (decisions.md "Money"): a payer of gender 1 pays the
 * configured price (PHOTO_PERMISSION_PRICE) once per pair, recorded in photo_permissions, which
 * /album/list and /user/info read (domains/user/photoPermission.ts); everyone else sees them free.
 */
import type { User } from '../../db/tables.ts';
import { move, type Trx } from '../../ledger/ledger.ts';
import type { Services } from '../../services.ts';
import { bills } from '../wallet/billLines.ts';
import { nothingOwed, paidBefore, type PaymentOutcome } from './paymentOutcome.ts';
import { claimPhotoPermission, findPhotoPermission, setPhotoPermissionRecord } from './queries.ts';

export async function buyPhotoPermission(
  trx: Trx,
  services: Services,
  payer: User,
  owner: User,
): Promise<PaymentOutcome> {
  if (payer.gender !== 1) return nothingOwed;
  const at = services.now();
  // Claiming the pair first makes a concurrent second payment wait here, then find it paid.
  const claimed = await claimPhotoPermission(trx, payer.id, owner.id, at);
  if (!claimed) {
    const earlier = await findPhotoPermission(trx, payer.id, owner.id);
    return paidBefore(earlier.record_id);
  }
  const price = services.config.PHOTO_PERMISSION_PRICE;
  if (price === 0) return nothingOwed;
  const { transactionId } = await move(trx, { kind: 'photoPermission', userId: payer.id, at }, [
    {
      asset: 'goldCoin',
      from: { userId: payer.id },
      to: 'house',
      amount: price,
      fromBill: bills.photoPermission(owner.nickname),
    },
  ]);
  await setPhotoPermissionRecord(trx, payer.id, owner.id, transactionId);
  return { recordId: transactionId, amount: price, paidBefore: false };
}
