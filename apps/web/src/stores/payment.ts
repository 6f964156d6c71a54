import { isHeartlineError, newIdempotencyKey } from '@heartline/sdk';

/**
 * The Idempotency-Key of each payment still in doubt: sent, but its answer never came (network,
 * time-out, a server without its envelope). Trying the same payment again sends the same key, so
 * the server applies it once however often the member retries (decisions.md).
 */
const inDoubt = new Map<string, string>();

/** The failure leaves the outcome unknown: the payment may have gone through. */
function outcomeUnknown(error: unknown) {
  return (
    isHeartlineError(error) &&
    (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'maintenance')
  );
}

/**
 * Runs one payment with its Idempotency-Key. `what` names the payment ("vip:4", "goods:11:2:…"):
 * a retry of the same payment after an unknown outcome reuses the key; anything else gets a new
 * one. The caller keeps a busy flag so a double click starts nothing twice.
 */
export async function payOnce<T>(
  what: string,
  call: (options: { idempotencyKey: string }) => Promise<T>,
): Promise<T> {
  const idempotencyKey = inDoubt.get(what) ?? newIdempotencyKey();
  inDoubt.delete(what);
  try {
    return await call({ idempotencyKey });
  } catch (error) {
    if (outcomeUnknown(error)) inDoubt.set(what, idempotencyKey);
    throw error;
  }
}

/** Forgets every payment in doubt (logout). */
export function forgetPayments() {
  inDoubt.clear();
}
