/** The gift domain's SQL: the catalogue, gift records, and the giver's row while giving. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

/** The catalogue, cheapest first. */
export function listGiftsByPrice(db: Db) {
  return db.selectFrom('gifts').selectAll().orderBy('gold_coin').orderBy('id').execute();
}

export function findGift(trx: Trx, giftId: number) {
  return trx.selectFrom('gifts').selectAll().where('id', '=', giftId).executeTakeFirst();
}

/**
 * The giver's row, locked until the transaction ends: two gifts at once cannot both spend one
 * allowance. (No-key: the key share the idempotency key's foreign key took must not deadlock
 * with it.)
 */
export function lockGiver(trx: Trx, userId: number): Promise<User> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export function findGiver(trx: Trx, userId: number): Promise<User> {
  return trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Stamps the month of the giver's last allowance top-up; the giver's row after it. */
export function setAllowanceMonth(trx: Trx, userId: number, month: string): Promise<User> {
  return trx
    .updateTable('users')
    .set({ free_gifts_month: month })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertGiftRecord(
  trx: Trx,
  record: {
    giverId: number;
    recipientId: number;
    giftId: number;
    quantity: number;
    freeQuantity: number;
    goldCoin: number;
    at: Date;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('gift_records')
    .values({
      giver_id: record.giverId,
      recipient_id: record.recipientId,
      gift_id: record.giftId,
      quantity: record.quantity,
      free_quantity: record.freeQuantity,
      gold_coin: record.goldCoin,
      created_at: record.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A gift record's two sides: the user's own, and the other user's. */
export type GiftRecordSide = 'giver_id' | 'recipient_id';

/** The user's gift records on their side `mine` whose other user has not cancelled. */
const giftRecordsOf = (db: Db, userId: number, mine: GiftRecordSide, theirs: GiftRecordSide) =>
  db
    .selectFrom('gift_records')
    .innerJoin('users as other', 'other.id', `gift_records.${theirs}`)
    .where(`gift_records.${mine}`, '=', userId)
    .where('other.cancelled_at', 'is', null);

export function countGiftRecords(
  db: Db,
  userId: number,
  mine: GiftRecordSide,
  theirs: GiftRecordSide,
) {
  return giftRecordsOf(db, userId, mine, theirs)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the user's gift records with their gifts, newest first. */
export function listGiftRecordsPage(
  db: Db,
  userId: number,
  mine: GiftRecordSide,
  theirs: GiftRecordSide,
  page: PageRequest,
) {
  return giftRecordsOf(db, userId, mine, theirs)
    .innerJoin('gifts', 'gifts.id', 'gift_records.gift_id')
    .selectAll('gift_records')
    .select(['gifts.name', 'gifts.emoji', 'gifts.gold_coin as price'])
    .orderBy('gift_records.created_at', 'desc')
    .orderBy('gift_records.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function listUsersByIds(db: Db, ids: number[]): Promise<User[]> {
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}
