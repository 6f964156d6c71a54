/**
 * The payment providers this server runs, chosen by configuration at start-up: the embedded one
 * (PAYMENT_EMBEDDED, on by default outside production) and PayPal when its credentials are set.
 */
import type { Config } from '../../config.ts';
import { EmbeddedPayments } from './EmbeddedPayments.ts';
import type { Payments } from './PaymentProvider.ts';
import { PaypalPayments } from './PaypalPayments.ts';

export function createPayments(config: Config, options: { fetch?: typeof fetch } = {}): Payments {
  const payments: Payments = {};
  if (config.paymentEmbedded) payments.embedded = new EmbeddedPayments();
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    payments.paypal = new PaypalPayments({
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      environment: config.PAYPAL_ENVIRONMENT,
      returnUrl: config.PAYPAL_RETURN_URL,
      cancelUrl: config.PAYPAL_CANCEL_URL,
      fetch: options.fetch,
    });
  }
  return payments;
}
