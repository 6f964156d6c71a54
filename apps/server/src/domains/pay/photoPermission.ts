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

export async function buyPhotoPermission(
  trx: Trx,
  services: Services,
  payer: User,
  owner: User,
): Promise<PaymentOutcome> {
  if (payer.gender !== 1) return nothingOwed;
  const at = services.now();
  // Claiming the pair first makes a concurrent second payment wait here, then find it paid.
  const claimed = await trx
    .insertInto('photo_permissions')
    .values({ payer_id: payer.id, owner_id: owner.id, created_at: at })
    .onConflict((oc) => oc.columns(['payer_id', 'owner_id']).doNothing())
    .returning('payer_id')
    .executeTakeFirst();
  if (!claimed) {
    const earlier = await trx
      .selectFrom('photo_permissions')
      .select('record_id')
      .where('payer_id', '=', payer.id)
      .where('owner_id', '=', owner.id)
      .executeTakeFirstOrThrow();
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
  await trx
    .updateTable('photo_permissions')
    .set({ record_id: transactionId })
    .where('payer_id', '=', payer.id)
    .where('owner_id', '=', owner.id)
    .execute();
  return { recordId: transactionId, amount: price, paidBefore: false };
}
