/**
 * Coin orders: written when a purchase is opened, paid exactly once. Paying is a conditional
 * update from pending to paid in the caller's transaction, and only the call that made it credits
 * the coins: of two captures racing for one order, the second finds it paid and credits nothing.
 */
import { move, type Trx } from '../../ledger/ledger.ts';
import type { PaymentProviderName } from '../../providers/payment/PaymentProvider.ts';
import { bills } from './billLines.ts';
import type { CoinOffer } from './coinPackages.ts';
import {
  insertCoinOrder,
  markCoinOrderPaid,
  setCoinOrderLedgerTransaction,
  type CoinOrder,
} from './queries.ts';

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
  return insertCoinOrder(trx, {
    userId: order.userId,
    packageId: order.offer.packageId,
    coins: order.offer.coins,
    priceCents: order.offer.price.cents,
    currency: order.offer.price.currency,
    provider: order.provider,
    paypalOrderId: order.paypalOrderId,
    at: order.at,
  });
}

/**
 * Marks a pending order paid and credits its coins from the house with a recharge bill (type 1).
 * False when the order was paid already: then nothing moves.
 */
export async function payCoinOrder(trx: Trx, orderId: number, at: Date): Promise<boolean> {
  const order = await markCoinOrderPaid(trx, orderId, at);
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
  await setCoinOrderLedgerTransaction(trx, order.id, transactionId);
  return true;
}
