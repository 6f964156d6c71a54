/**
 * Moves coins, translation characters and free gifts between wallets as one double-entry ledger
 * transaction: every movement writes a debit and its credit (a user's wallet, or the house), and
 * each user's balance column moves in the same database transaction, refused rather than allowed
 * below zero. Callers run it inside their own database transaction (see `once`).
 */
import type { Transaction } from 'kysely';
import type { Database, LedgerAsset } from '../db/tables.ts';
import { AppError } from '../http/AppError.ts';
import { ledgerTransfers } from '../metrics.ts';

export type Trx = Transaction<Database>;

/** A user's wallet, or the house (Heartline: where bought coins come from and spent ones go). */
export type Wallet = { userId: number } | 'house';

export interface BillLine {
  /** The BillTypeCode of openapi.yaml. */
  type: number;
  /** A message key of the bill catalogue and its parameters (localized when bills are read). */
  project: { key: string; params?: Record<string, string | number> };
}

export interface Movement {
  asset: LedgerAsset;
  from: Wallet;
  to: Wallet;
  amount: number;
  /** The bill each user side shows (gold coins only). */
  fromBill?: BillLine;
  toBill?: BillLine;
}

const column = {
  goldCoin: 'gold_coin',
  character: 'character',
  vipCharacter: 'vip_character',
  freeGift: 'free_gifts',
  blurView: 'blur_views',
} as const satisfies Record<LedgerAsset, string>;

/** The refusal when a wallet cannot pay: 105 for coins, 106 for translation characters. */
const shortCode: Record<LedgerAsset, number> = {
  goldCoin: 105,
  character: 106,
  vipCharacter: 106,
  freeGift: 105,
  blurView: 105,
};

export async function move(
  trx: Trx,
  tx: { kind: string; userId: number; at: Date },
  movements: Movement[],
): Promise<{ transactionId: number; balances: Map<string, number> }> {
  for (const m of movements) {
    if (!Number.isInteger(m.amount) || m.amount <= 0)
      throw new Error(`ledger: bad amount ${m.amount}`);
  }
  const { id: transactionId } = await trx
    .insertInto('ledger_transactions')
    .values({ kind: tx.kind, user_id: tx.userId, created_at: tx.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  ledgerTransfers.inc({ kind: tx.kind });

  // Balances move in user-id order, so two opposite transfers never wait on each other.
  const deltas = new Map<string, { userId: number; asset: LedgerAsset; delta: number }>();
  for (const m of movements) {
    for (const [wallet, sign] of [
      [m.from, -1],
      [m.to, 1],
    ] as const) {
      if (wallet === 'house') continue;
      const key = `${wallet.userId}:${m.asset}`;
      const d = deltas.get(key) ?? { userId: wallet.userId, asset: m.asset, delta: 0 };
      d.delta += sign * m.amount;
      deltas.set(key, d);
    }
  }
  const balances = new Map<string, number>();
  for (const d of [...deltas.values()].sort(
    (a, b) => a.userId - b.userId || a.asset.localeCompare(b.asset),
  )) {
    const col = column[d.asset];
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ [col]: eb(eb.ref(col), '+', d.delta) }))
      .where('id', '=', d.userId)
      .where((eb) => eb(eb.ref(col), '>=', -d.delta))
      .returning(col)
      .executeTakeFirst();
    if (!row) throw new AppError(shortCode[d.asset]);
    balances.set(`${d.userId}:${d.asset}`, Number((row as Record<string, number>)[col]));
  }

  const entries = movements.flatMap((m) =>
    (
      [
        [m.from, -m.amount, m.fromBill],
        [m.to, m.amount, m.toBill],
      ] as const
    ).map(([wallet, amount, bill]) => {
      const userId = wallet === 'house' ? null : wallet.userId;
      const gold = m.asset === 'goldCoin' && userId !== null;
      return {
        transaction_id: transactionId,
        user_id: userId,
        asset: m.asset,
        amount,
        bill_type: gold && bill ? bill.type : null,
        project: gold && bill ? JSON.stringify(bill.project) : null,
        balance_after: userId === null ? null : (balances.get(`${userId}:${m.asset}`) ?? null),
        created_at: tx.at,
      };
    }),
  );
  await trx.insertInto('ledger_entries').values(entries).execute();
  return { transactionId, balances };
}
