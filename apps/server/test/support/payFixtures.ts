/**
 * Wallets for the tests of paying calls: coins credited from the house through the ledger (as a
 * recharge would), a user's balances, and the sums of their ledger entries to compare them with.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { LedgerAsset } from '../../src/db/tables.ts';
import { bills } from '../../src/domains/wallet/billLines.ts';
import { move } from '../../src/ledger/ledger.ts';
import type { TestApp } from './testApp.ts';

export async function giveCoins(app: TestApp, userId: number, coins: number): Promise<void> {
  await app.services.db.transaction().execute((trx) =>
    move(trx, { kind: 'recharge', userId, at: app.clock.now }, [
      {
        asset: 'goldCoin',
        from: 'house',
        to: { userId },
        amount: coins,
        toBill: bills.recharge(coins),
      },
    ]),
  );
}

export type Balances = Record<LedgerAsset, number>;

/** The balance columns of the user's row. */
export async function balancesOf(app: TestApp, userId: number): Promise<Balances> {
  const row = await app.services.db
    .selectFrom('users')
    .select(['gold_coin', 'character', 'vip_character', 'free_gifts', 'blur_views'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    goldCoin: row.gold_coin,
    character: row.character,
    vipCharacter: row.vip_character,
    freeGift: row.free_gifts,
    blurView: row.blur_views,
  };
}

/** The sum of the user's ledger entries per asset. */
export async function ledgerOf(app: TestApp, userId: number): Promise<Balances> {
  const rows = await app.services.db
    .selectFrom('ledger_entries')
    .select(['asset', sql<number>`sum(amount)::int`.as('sum')])
    .where('user_id', '=', userId)
    .groupBy('asset')
    .execute();
  const sums: Balances = { goldCoin: 0, character: 0, vipCharacter: 0, freeGift: 0, blurView: 0 };
  for (const row of rows) sums[row.asset] = row.sum;
  return sums;
}

/** The user's gold-coin bills, oldest first: type and signed amount. */
export async function billsOf(app: TestApp, userId: number) {
  return app.services.db
    .selectFrom('ledger_entries')
    .select(['bill_type as type', 'amount', 'transaction_id as transactionId'])
    .where('user_id', '=', userId)
    .where('asset', '=', 'goldCoin')
    .orderBy('id')
    .execute();
}

export const newKey = () => randomUUID();
