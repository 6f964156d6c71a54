/**
 * Buying gold coins (/coin/recharge, /pay/paypal-create-order). The provider opens the payment
 * first, outside any database transaction (PayPal is a network call; the request id, made of the
 * user, the Idempotency-Key and the offer, makes a retry open nothing new there). Then, under the
 * key, the order is written and, when the provider approved at once (embedded), paid and
 * credited in the same transaction; a PayPal order stays pending until its capture.
 */
import { createHash } from 'node:crypto';
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { once } from '../../ledger/once.ts';
import type {
  PaymentProvider,
  PaymentProviderName,
} from '../../providers/payment/PaymentProvider.ts';
import type { Services } from '../../services.ts';
import { openCoinOrder, payCoinOrder } from './coinOrders.ts';
import { CURRENCY, offerFor, priceOf, type CoinOffer } from './coinPackages.ts';
import { goldCoinOf } from './queries.ts';

type RechargeResult = components['schemas']['RechargeResult'];
type PaypalOrder = components['schemas']['PaypalOrder'];

interface CoinRequest {
  packageId?: number;
  amount?: number;
}

/** The provider of this name, or 1602 when this server does not run it. */
export function paymentProvider(services: Services, name: PaymentProviderName): PaymentProvider {
  const provider = services.payments[name];
  if (!provider) throw new AppError(1602);
  return provider;
}

export function rechargeCoins(
  services: Services,
  me: User,
  request: CoinRequest & { provider?: PaymentProviderName },
  key: string,
): Promise<RechargeResult> {
  const { provider = 'embedded', ...coins } = request;
  return buyCoins(services, me, coins, provider, { operation: '/coin/recharge', key }, (r) => r);
}

export function createPaypalOrder(
  services: Services,
  me: User,
  request: CoinRequest,
  key: string,
): Promise<PaypalOrder> {
  return buyCoins(
    services,
    me,
    request,
    'paypal',
    { operation: '/pay/paypal-create-order', key },
    ({ orderId, paypalOrderId, approveUrl, status, coins, price, currency }) => ({
      orderId,
      paypalOrderId: paypalOrderId ?? '',
      approveUrl: approveUrl ?? '',
      status,
      coins,
      price,
      currency,
    }),
  );
}

async function buyCoins<T>(
  services: Services,
  me: User,
  request: CoinRequest,
  providerName: PaymentProviderName,
  call: { operation: string; key: string },
  present: (result: RechargeResult) => T,
): Promise<T> {
  const provider = paymentProvider(services, providerName);
  const offer = await offerFor(services.db, request);
  const payment = await provider.open({
    amount: offer.price,
    description: `Heartline: ${offer.coins} gold coins`,
    buyer: String(me.id),
    requestId: requestIdOf(me.id, call, offer),
  });
  if (payment.status === 'refused') {
    services.log.warn(
      { userId: me.id, provider: providerName, reason: payment.reason },
      'the payment provider refused a coin order',
    );
    throw new AppError(1601);
  }
  const params = { ...request, provider: providerName };
  return once(services, { userId: me.id, ...call, params }, async (trx) => {
    const at = services.now();
    const pending = payment.status === 'pending' ? payment : null;
    const order = await openCoinOrder(trx, {
      userId: me.id,
      offer,
      provider: providerName,
      paypalOrderId: pending?.providerOrderId ?? null,
      at,
    });
    if (payment.status === 'paid') await payCoinOrder(trx, order.id, at);
    return present({
      orderId: order.id,
      status: payment.status,
      coins: order.coins,
      price: priceOf(order.price_cents),
      currency: CURRENCY,
      goldCoin: await goldCoinOf(trx, me.id),
      paypalOrderId: order.paypal_order_id,
      approveUrl: pending?.approveUrl ?? null,
    });
  });
}

/** The same user, operation, key and offer give the same id: the provider's idempotency key. */
function requestIdOf(userId: number, call: { operation: string; key: string }, offer: CoinOffer) {
  const identity = [userId, call.operation, call.key, offer.packageId ?? '', offer.coins].join(':');
  return `heartline-${createHash('sha256').update(identity).digest('hex').slice(0, 48)}`;
}
