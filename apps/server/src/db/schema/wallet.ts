/** The tables of the wallet domain, as Kysely sees them (snake_case, as in SQL). */
import type { Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from '../columns.ts';

/** A gold-coin package on sale (reference data of migration 0006_wallet). */
export interface CoinPackagesTable {
  id: number;
  gold_coin: number;
  /** The price in cents of `currency`: money never goes through floating point. */
  price_cents: number;
  currency: string;
  /** The package's name per interface language. */
  label: Json<Record<string, string>>;
}

/** A purchase of gold coins: pending at the payment provider, then paid and credited once. */
export interface CoinOrdersTable {
  id: Generated<number>;
  user_id: number;
  /** The package bought, or null for a custom amount. */
  package_id: number | null;
  coins: number;
  price_cents: number;
  currency: string;
  /** embedded or paypal. */
  provider: string;
  /** pending or paid. */
  status: string;
  /** PayPal's order id (unique), for orders paid through PayPal. */
  paypal_order_id: string | null;
  /** The ledger transaction that credited the coins, once paid. */
  ledger_transaction_id: number | null;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}

export interface WalletTables {
  coin_packages: CoinPackagesTable;
  coin_orders: CoinOrdersTable;
}
