/** The wallet's SQL: coin packages, coin orders and the gold-coin bill entries of the ledger. */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { CoinOrdersTable } from '../../db/schema/wallet.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

export type CoinOrder = Selectable<CoinOrdersTable>;

export function listCoinPackagesByPrice(db: Db) {
  return db.selectFrom('coin_packages').selectAll().orderBy('price_cents').orderBy('id').execute();
}

export function findCoinPackage(db: Db, packageId: number) {
  return db.selectFrom('coin_packages').selectAll().where('id', '=', packageId).executeTakeFirst();
}

export function insertCoinOrder(
  trx: Trx,
  order: {
    userId: number;
    packageId: number | null;
    coins: number;
    priceCents: number;
    currency: string;
    provider: string;
    paypalOrderId: string | null;
    at: Date;
  },
): Promise<CoinOrder> {
  return trx
    .insertInto('coin_orders')
    .values({
      user_id: order.userId,
      package_id: order.packageId,
      coins: order.coins,
      price_cents: order.priceCents,
      currency: order.currency,
      provider: order.provider,
      status: 'pending',
      paypal_order_id: order.paypalOrderId,
      created_at: order.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The order, now paid; undefined when it was not pending (paid already). */
export function markCoinOrderPaid(
  trx: Trx,
  orderId: number,
  at: Date,
): Promise<CoinOrder | undefined> {
  return trx
    .updateTable('coin_orders')
    .set({ status: 'paid', paid_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function setCoinOrderLedgerTransaction(
  trx: Trx,
  orderId: number,
  transactionId: number,
): Promise<void> {
  await trx
    .updateTable('coin_orders')
    .set({ ledger_transaction_id: transactionId })
    .where('id', '=', orderId)
    .execute();
}

export function findCoinOrderByPaypalId(
  db: Db,
  paypalOrderId: string,
): Promise<CoinOrder | undefined> {
  return db
    .selectFrom('coin_orders')
    .selectAll()
    .where('paypal_order_id', '=', paypalOrderId)
    .executeTakeFirst();
}

/** The user's coin balance as it stands in this transaction. */
export async function goldCoinOf(trx: Trx, userId: number): Promise<number> {
  const { gold_coin } = await trx
    .selectFrom('users')
    .select('gold_coin')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return gold_coin;
}

/** The user's gold-coin ledger entries that are bills, of one bill type or all. */
function billEntries(db: Db, userId: number, type: number | undefined) {
  let entries = db
    .selectFrom('ledger_entries')
    .where('user_id', '=', userId)
    .where('asset', '=', 'goldCoin')
    .where('bill_type', 'is not', null);
  if (type !== undefined) entries = entries.where('bill_type', '=', type);
  return entries;
}

export function countBills(db: Db, userId: number, type: number | undefined) {
  return billEntries(db, userId, type)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the user's bills, newest first. */
export function listBillsPage(db: Db, userId: number, type: number | undefined, page: PageRequest) {
  return (
    billEntries(db, userId, type)
      .select(['id', 'bill_type', 'project', 'amount', 'balance_after', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      // A page far past the end (pageNum up to 1e20 is a valid integer) is just empty, not
      // an offset PostgreSQL cannot read.
      .offset(Math.min(page.offset, Number.MAX_SAFE_INTEGER))
      .execute()
  );
}
