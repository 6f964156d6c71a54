/** The membership domain's SQL: VIP and translation packages, and the member's level. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { VipPackagesTable } from '../../db/schema/membership.ts';
import type { User } from '../../db/tables.ts';
import type { Trx } from '../../ledger/ledger.ts';

export type VipPackageRow = Selectable<VipPackagesTable>;

/** VIP first, then by months. */
export function listVipPackagesInOrder(db: Db): Promise<VipPackageRow[]> {
  return db.selectFrom('vip_packages').selectAll().orderBy('vip_level').orderBy('months').execute();
}

export function findVipPackage(db: Db, id: number): Promise<VipPackageRow | undefined> {
  return db.selectFrom('vip_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The price of each level's 1-month package. */
export function listOneMonthPrices(db: Db) {
  return db
    .selectFrom('vip_packages')
    .select(['vip_level', 'gold_coin'])
    .where('months', '=', 1)
    .execute();
}

/** Sets the member's level and expiry; the member's row after it. */
export function setMembership(
  trx: Trx,
  userId: number,
  term: { level: number; expiresAt: Date },
): Promise<User> {
  return trx
    .updateTable('users')
    .set({ vip_level: term.level, vip_expire_time: term.expiresAt })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Smallest first. */
export function listTranslationPackagesBySize(db: Db) {
  return db
    .selectFrom('translation_packages')
    .selectAll()
    .orderBy('characters')
    .orderBy('id')
    .execute();
}

export function findTranslationPackage(trx: Trx, id: number) {
  return trx.selectFrom('translation_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's coins and translation characters as they stand in this transaction. */
export function findBalances(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .select(['gold_coin', 'character', 'vip_character'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
