/**
 * Coin orders: written when a purchase is opened, paid exactly once. Paying is a conditional
 * update from pending to paid in the caller's transaction, and only the call that made it credits
 * the coins: of two captures racing for one order, the second finds it paid and credits nothing.
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CoinOrdersTable } from '../../db/schema/wallet.ts';
import { move, type Trx } from '../../ledger/ledger.ts';
import type { PaymentProviderName } from '../../providers/payment/PaymentProvider.ts';
import { bills } from './billLines.ts';
import type { CoinOffer } from './coinPackages.ts';

export type CoinOrder = Selectable<CoinOrdersTable>;

export async function openCoinOrder(
  trx: Trx,
  order: {
    userId: number;
    offer: CoinOffer;
    provider: PaymentProviderName;
    paypalOrderId: string | null;
    at: Date;
  },
): Promise<CoinOrder> {
  return trx
    .insertInto('coin_orders')
    .values({
      user_id: order.userId,
      package_id: order.offer.packageId,
      coins: order.offer.coins,
      price_cents: order.offer.price.cents,
      currency: order.offer.price.currency,
      provider: order.provider,
      status: 'pending',
      paypal_order_id: order.paypalOrderId,
      created_at: order.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Marks a pending order paid and credits its coins from the house with a recharge bill (type 1).
 * False when the order was paid already: then nothing moves.
 */
export async function payCoinOrder(trx: Trx, orderId: number, at: Date): Promise<boolean> {
  const order = await trx
    .updateTable('coin_orders')
    .set({ status: 'paid', paid_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (!order) return false;
  const { transactionId } = await move(trx, { kind: 'recharge', userId: order.user_id, at }, [
    {
      asset: 'goldCoin',
      from: 'house',
      to: { userId: order.user_id },
      amount: order.coins,
      toBill: bills.recharge(order.coins),
    },
  ]);
  await trx
    .updateTable('coin_orders')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', order.id)
    .execute();
  return true;
}

export function orderByPaypalId(db: Db, paypalOrderId: string): Promise<CoinOrder | undefined> {
  return db
    .selectFrom('coin_orders')
    .selectAll()
    .where('paypal_order_id', '=', paypalOrderId)
    .executeTakeFirst();
}

/** The user's coin balance as it stands in this transaction. */
export async function goldCoinOf(trx: Trx, userId: number): Promise<number> {
  const { gold_coin } = await trx
    .selectFrom('users')
    .select('gold_coin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return gold_coin;
}
