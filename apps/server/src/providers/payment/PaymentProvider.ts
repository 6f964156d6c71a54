/**
 * Who takes the real money for gold coins (decisions.md "Money"): the embedded provider approves
 * at once, PayPal waits for the buyer's approval and a capture. The wallet only sees this
 * interface; which providers run is decided at start-up (createPayments.ts).
 */

/** The providers by the names the API uses (PaymentProvider of openapi.yaml). */
export type PaymentProviderName = 'embedded' | 'paypal';

/** Real money in cents of its currency: prices never go through floating point. */
export interface Money {
  cents: number;
  currency: string;
}

export interface Checkout {
  amount: Money;
  /** What the buyer sees at the provider ("100 gold coins"). */
  description: string;
  /** Our buyer (the user id), kept with the provider's order for reconciliation. */
  buyer: string;
  /**
   * The request's identity: the same id must give the same payment, never a second one, so a
   * retried call (same Idempotency-Key and parameters) opens nothing new at the provider.
   */
  requestId: string;
}

export type OpenedPayment =
  /** Approved at once: the coins may be credited now. */
  | { status: 'paid' }
  /** Waiting for the buyer at `approveUrl`; then captured with `providerOrderId`. */
  | { status: 'pending'; providerOrderId: string; approveUrl: string }
  /** The provider refused or could not be reached: nothing was opened. */
  | { status: 'refused'; reason: string };

export type CapturedPayment =
  /** The money was taken: the provider's order and the amount it captured. */
  | { status: 'completed'; providerOrderId: string; amount: Money }
  /** The buyer has not approved the payment (yet). */
  | { status: 'notApproved' }
  /** Declined, failed, still pending at the provider, or the provider could not be reached. */
  | { status: 'failed'; reason: string };

export interface PaymentProvider {
  open(checkout: Checkout): Promise<OpenedPayment>;
  /**
   * Takes the money of an approved order. Capturing an order that was captured before answers
   * that capture again, so a retry after a lost answer still learns the payment went through.
   */
  capture(providerOrderId: string): Promise<CapturedPayment>;
}

/** The providers this server runs; a missing one is not configured here. */
export type Payments = Partial<Record<PaymentProviderName, PaymentProvider>>;
