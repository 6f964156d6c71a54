/**
 * Capturing an approved PayPal order (/pay/paypal-success-pay) and crediting its coins once. The
 * capture runs outside any database transaction (a network call); its result counts only when
 * PayPal reports a COMPLETED capture of this very order for exactly the order's amount and
 * currency. Crediting is then the order's pending -> paid update (coinOrders.ts), so a second or
 * concurrent capture, with any Idempotency-Key, answers the same order and moves nothing again.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import { once } from '../../ledger/once.ts';
import type { CapturedPayment } from '../../providers/payment/PaymentProvider.ts';
import type { Services } from '../../services.ts';
import { paymentProvider } from './buyCoins.ts';
import { payCoinOrder } from './coinOrders.ts';
import { findCoinOrderByPaypalId, goldCoinOf, type CoinOrder } from './queries.ts';

type PaypalCaptureResult = components['schemas']['PaypalCaptureResult'];

export async function capturePaypalOrder(
  services: Services,
  me: User,
  paypalOrderId: string,
  key: string,
): Promise<PaypalCaptureResult> {
  const paypal = paymentProvider(services, 'paypal');
  const order = await findCoinOrderByPaypalId(services.db, paypalOrderId);
  if (!order) throw notFound();
  if (order.user_id !== me.id) throw new AppError(1603);
  if (order.status === 'pending')
    checkCapture(services, order, await paypal.capture(paypalOrderId));

  const call = { operation: '/pay/paypal-success-pay', key, params: { paypalOrderId } };
  return once(services, { userId: me.id, ...call }, async (trx) => {
    await payCoinOrder(trx, order.id, services.now());
    return {
      orderId: order.id,
      status: 'paid',
      coins: order.coins,
      goldCoin: await goldCoinOf(trx, me.id),
    };
  });
}

/** Refuses a capture that did not take exactly this order's money: 1603 or 1601. */
function checkCapture(services: Services, order: CoinOrder, capture: CapturedPayment): void {
  const context = { orderId: order.id, paypalOrderId: order.paypal_order_id };
  if (capture.status === 'notApproved') throw new AppError(1603);
  if (capture.status === 'failed') {
    services.log.warn({ ...context, reason: capture.reason }, 'PayPal capture failed');
    throw new AppError(1601);
  }
  const { amount } = capture;
  if (
    capture.providerOrderId !== order.paypal_order_id ||
    amount.cents !== order.price_cents ||
    amount.currency !== order.currency
  ) {
    // Money was taken that does not match the order: nothing is credited, a person must look.
    services.log.error(
      {
        ...context,
        captured: capture,
        expected: { cents: order.price_cents, currency: order.currency },
      },
      'PayPal captured an amount that does not match the coin order',
    );
    throw new AppError(1601);
  }
}
