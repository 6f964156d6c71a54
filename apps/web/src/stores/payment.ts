import { isHeartlineError, newIdempotencyKey, shortOfFunds, type ShortOf } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { registerReset } from './resetStores';

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

/** Forgets every payment in doubt, and closes the insufficient-coins dialog (logout). */
function forgetPayments() {
  inDoubt.clear();
  insufficientCoins.open = null;
}

/**
 * What the member was paying for when the money ran short, so that the one insufficient-coins
 * dialog (app/InsufficientCoins.tsx) words itself for it and offers what fits: a translation pack
 * only when a translation is what ran out, never for a photo or a gift.
 */
export type Purchase =
  | { what: 'photo'; of: string }
  | { what: 'message' }
  | { what: 'translation' }
  | { what: 'redPacket' | 'gift' | 'vip' | 'translationPack' | 'goods' };

export type InsufficientCoins = { shortOf: ShortOf; purchase: Purchase };

/** The insufficient-coins dialog's state: null while it is closed. */
export const insufficientCoins = proxy<{ open: InsufficientCoins | null }>({ open: null });

/** Opens the insufficient-coins dialog for this purchase. */
export function showInsufficientCoins(shortOf: ShortOf, purchase: Purchase) {
  insufficientCoins.open = { shortOf, purchase };
}

/**
 * Every paid thing's refusal goes through here: short of coins or characters (SDK codes 105 and
 * 106, or a refused chat send with them) opens the dialog and answers true; anything else answers
 * false, for the caller to tell.
 */
export function refusedForFunds(error: unknown, purchase: Purchase): boolean {
  const shortOf = shortOfFunds(error);
  if (!shortOf) return false;
  showInsufficientCoins(shortOf, purchase);
  return true;
}

export function closeInsufficientCoins() {
  insufficientCoins.open = null;
}

export function useInsufficientCoins() {
  return useSnapshot(insufficientCoins).open;
}

registerReset(forgetPayments);
