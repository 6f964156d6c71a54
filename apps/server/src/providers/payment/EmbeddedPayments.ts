/**
 * The embedded provider of the local set-up: every payment is approved at once and nothing real
 * is charged. Off in production unless PAYMENT_EMBEDDED says otherwise.
 */
import type { CapturedPayment, OpenedPayment, PaymentProvider } from './PaymentProvider.ts';

export class EmbeddedPayments implements PaymentProvider {
  open(): Promise<OpenedPayment> {
    return Promise.resolve({ status: 'paid' });
  }

  /** Its payments are paid when opened: there is never an order waiting for a capture. */
  capture(): Promise<CapturedPayment> {
    return Promise.resolve({
      status: 'failed',
      reason: 'the embedded provider has no orders to capture',
    });
  }
}
