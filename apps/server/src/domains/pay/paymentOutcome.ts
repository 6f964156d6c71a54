/** What one purpose of /pay/gold-coin-pay did, before the payer's balance is added to the answer. */
import type { components } from '@heartline/sdk/schema';

type PaymentResult = components['schemas']['PaymentResult'];

export type PaymentOutcome = Pick<PaymentResult, 'recordId' | 'amount' | 'paidBefore'>;

/** Nothing is owed (a caller who sees photos free, friends chatting, a price of 0). */
export const nothingOwed: PaymentOutcome = { recordId: null, amount: 0, paidBefore: false };

/** The pair paid earlier: nothing moves, the earlier payment's record is answered. */
export const paidBefore = (recordId: number | null): PaymentOutcome => ({
  recordId,
  amount: 0,
  paidBefore: true,
});
