/** The mall's SQL: shelves (categories and goods), the stock, and orders. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MallGoodsTable, MallOrdersTable, OrderAddress } from '../../db/schema/mall.ts';
import type { User } from '../../db/tables.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

/** Categories in display order. */
export function listCategoriesInOrder(db: Db) {
  return db.selectFrom('mall_categories').selectAll().orderBy('position').orderBy('id').execute();
}

export function findCategory(db: Db, categoryId: number) {
  return db
    .selectFrom('mall_categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
}

const goodsOnSale = (db: Db, categoryId: number) =>
  db.selectFrom('mall_goods').where('category_id', '=', categoryId).where('on_sale', '=', true);

export function countGoodsOnSale(db: Db, categoryId: number) {
  return goodsOnSale(db, categoryId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the category's goods on sale, in display order. */
export function listGoodsOnSalePage(db: Db, categoryId: number, page: PageRequest) {
  return goodsOnSale(db, categoryId)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function findGoodsOnSale(trx: Trx, goodsId: number) {
  return trx
    .selectFrom('mall_goods')
    .select('id')
    .where('id', '=', goodsId)
    .where('on_sale', '=', true)
    .executeTakeFirst();
}

/**
 * Takes `quantity` from the goods' stock when that much is left; the goods after it, or
 * undefined when the stock was short. The condition and the decrement are one statement:
 * concurrent buyers queue on the row and each sees the stock the one before left.
 */
export function takeStock(
  trx: Trx,
  goodsId: number,
  quantity: number,
): Promise<Selectable<MallGoodsTable> | undefined> {
  return trx
    .updateTable('mall_goods')
    .set((eb) => ({ stock: eb('stock', '-', quantity) }))
    .where('id', '=', goodsId)
    .where('stock', '>=', quantity)
    .returningAll()
    .executeTakeFirst();
}

export async function stockOf(trx: Trx, goodsId: number): Promise<number> {
  const { stock } = await trx
    .selectFrom('mall_goods')
    .select('stock')
    .where('id', '=', goodsId)
    .executeTakeFirstOrThrow();
  return stock;
}

export function insertOrder(
  trx: Trx,
  order: {
    buyerId: number;
    receiverId: number;
    goods: Selectable<MallGoodsTable>;
    quantity: number;
    goldCoin: number;
    address: OrderAddress;
    message: string;
    at: Date;
  },
): Promise<Selectable<MallOrdersTable>> {
  return trx
    .insertInto('mall_orders')
    .values({
      buyer_id: order.buyerId,
      receiver_id: order.receiverId,
      goods_id: order.goods.id,
      goods_name: JSON.stringify(order.goods.name),
      goods_emoji: order.goods.emoji,
      quantity: order.quantity,
      gold_coin: order.goldCoin,
      address: JSON.stringify(order.address),
      message: order.message,
      created_at: order.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An order's two sides: the user's own, and the other user's. */
export type OrderParty = 'buyer_id' | 'receiver_id';

/** The user's orders on their side `mine` whose other user has not cancelled. */
const ordersOf = (db: Db, userId: number, mine: OrderParty, theirs: OrderParty) =>
  db
    .selectFrom('mall_orders')
    .innerJoin('users as other', 'other.id', `mall_orders.${theirs}`)
    .where(`mall_orders.${mine}`, '=', userId)
    .where('other.cancelled_at', 'is', null);

export function countOrders(db: Db, userId: number, mine: OrderParty, theirs: OrderParty) {
  return ordersOf(db, userId, mine, theirs)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the user's orders, newest first. */
export function listOrdersPage(
  db: Db,
  userId: number,
  mine: OrderParty,
  theirs: OrderParty,
  page: PageRequest,
) {
  return ordersOf(db, userId, mine, theirs)
    .selectAll('mall_orders')
    .orderBy('mall_orders.created_at', 'desc')
    .orderBy('mall_orders.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function listUsersByIds(db: Db, ids: number[]): Promise<User[]> {
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}
