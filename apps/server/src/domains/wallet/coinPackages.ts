/**
 * The gold-coin packages on sale (reference data of migration 0006_wallet), and what a coin order
 * buys: a package, or a custom amount of coins at 1 USD a coin (CoinRechargeRequest).
 */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Money } from '../../providers/payment/PaymentProvider.ts';
import { localizedText } from '../notification/localizedText.ts';
import { findCoinPackage, listCoinPackagesByPrice } from './queries.ts';

type CoinPackage = components['schemas']['CoinPackage'];
export type Currency = components['schemas']['Currency'];

/** The only currency of the contract. */
export const CURRENCY: Currency = 'USD';
/** What one coin of a custom amount costs, in cents ("at 1 USD a coin", no discount). */
export const CUSTOM_COIN_PRICE_CENTS = 100;

/** What a coin order buys. */
export interface CoinOffer {
  /** The package, or null for a custom amount. */
  packageId: number | null;
  coins: number;
  price: Money;
}

/** A price as the API writes it: a number of USD with at most two decimals. */
export const priceOf = (cents: number) => cents / 100;

export async function listCoinPackages(db: Db, language: Language): Promise<CoinPackage[]> {
  const rows = await listCoinPackagesByPrice(db);
  return rows.map((row) => ({
    id: row.id,
    goldCoin: row.gold_coin,
    price: priceOf(row.price_cents),
    currency: row.currency as Currency,
    label: localizedText(row.label, language),
  }));
}

/** The package `packageId` (404 when there is none), or `amount` coins at the custom price. */
export async function offerFor(
  db: Db,
  request: { packageId?: number; amount?: number },
): Promise<CoinOffer> {
  if (request.packageId !== undefined) {
    const row = await findCoinPackage(db, request.packageId);
    if (!row) throw notFound();
    return {
      packageId: row.id,
      coins: row.gold_coin,
      price: { cents: row.price_cents, currency: row.currency },
    };
  }
  // The contract's oneOf already asks for exactly one of the two.
  if (request.amount === undefined) throw new AppError(400, { key: 'validation.malformed' });
  return {
    packageId: null,
    coins: request.amount,
    price: { cents: request.amount * CUSTOM_COIN_PRICE_CENTS, currency: CURRENCY },
  };
}
