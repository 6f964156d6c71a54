/** The tables of the mall domain, as Kysely sees them (snake_case, as in SQL). */
import type { components } from '@heartline/sdk/schema';
import type { Generated } from 'kysely';
import type { CreatedAt, Json } from '../columns.ts';

/** A category of goods: reference data written by migration 0010. */
export interface MallCategoriesTable {
  id: number;
  /** The name per interface language; English is the fallback. */
  name: Json<Record<string, string>>;
  /** The Twemoji picture: its file name in @twemoji/svg, without `.svg`. */
  emoji: string;
  /** Display order, smallest first. */
  position: number;
}

/** Goods on sale: reference data written by migration 0010; only the stock moves. */
export interface MallGoodsTable {
  id: number;
  category_id: number;
  name: Json<Record<string, string>>;
  description: Json<Record<string, string>>;
  emoji: string;
  /** The price of one, in gold coins. */
  gold_coin: number;
  /** How many are left; never below zero (a check constraint, and the purchase's condition). */
  stock: number;
  on_sale: Generated<boolean>;
  position: number;
}

export type OrderAddress = components['schemas']['Address'];
export type OrderStatus = components['schemas']['OrderStatus'];

/** An order: goods a user bought for a friend, as they were when bought. */
export interface MallOrdersTable {
  id: Generated<number>;
  buyer_id: number;
  receiver_id: number;
  goods_id: number;
  /** The goods' names and picture at the time of purchase. */
  goods_name: Json<Record<string, string>>;
  goods_emoji: string;
  quantity: number;
  /** The total paid, in gold coins. */
  gold_coin: number;
  address: Json<OrderAddress>;
  message: string;
  status: Generated<OrderStatus>;
  created_at: CreatedAt;
}

export interface MallTables {
  mall_categories: MallCategoriesTable;
  mall_goods: MallGoodsTable;
  mall_orders: MallOrdersTable;
}
