/** The tables of the gift domain, as Kysely sees them (snake_case, as in SQL). */
import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../columns.ts';

/** The gift catalogue: reference data written by migration 0009. */
export interface GiftsTable {
  id: number;
  /** The name per interface language; English is the fallback. */
  name: Json<Record<string, string>>;
  /** The Twemoji picture of the gift: its file name in @twemoji/svg, without `.svg`. */
  emoji: string;
  /** The price of one, in gold coins. */
  gold_coin: number;
}

/** A gift one user gave another: one row per call of /gift/give-gifts. */
export interface GiftRecordsTable {
  id: Generated<number>;
  giver_id: number;
  recipient_id: number;
  gift_id: number;
  quantity: number;
  /** The units the giver's member free-gift allowance paid. */
  free_quantity: number;
  /** The coins the giver paid for the other units. */
  gold_coin: number;
  created_at: CreatedAt;
}

export interface GiftTables {
  gifts: GiftsTable;
  gift_records: GiftRecordsTable;
}
