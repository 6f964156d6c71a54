/**
 * Provider states of wallets, shared by every paying interaction: the logged-in user with so many
 * gold coins or translation characters, credited through the ledger (from the house) so that
 * every balance still equals the sum of its entries.
 */
import type { LedgerAsset } from '../../../src/db/tables.ts';
import { bills } from '../../../src/domains/wallet/billLines.ts';
import { move, type Movement } from '../../../src/ledger/ledger.ts';
import { ensureUser, logIn, num, type StateContext, type StateHandler } from './stateContext.ts';

/** Credits the account's wallet from the house: amounts of zero are skipped. */
export async function giveBalance(
  ctx: StateContext,
  account: number,
  amounts: Partial<Record<LedgerAsset, number>>,
): Promise<void> {
  const user = await ensureUser(ctx, account);
  const movements: Movement[] = Object.entries(amounts)
    .filter(([, amount]) => amount && amount > 0)
    .map(([asset, amount]) => ({
      asset: asset as LedgerAsset,
      from: 'house',
      to: { userId: user.id },
      amount,
      ...(asset === 'goldCoin' ? { toBill: bills.recharge(amount) } : {}),
    }));
  if (!movements.length) return;
  const { db, now } = ctx.app.services;
  await db
    .transaction()
    .execute((trx) =>
      move(
        trx,
        { kind: 'recharge', userId: user.id, at: new Date(now().getTime() - 86_400_000) },
        movements,
      ),
    );
}

const loggedInWith =
  (amounts: Partial<Record<LedgerAsset, number>>, key?: string): StateHandler =>
  async (ctx, params) => {
    const account = num(params, 'account', 100001);
    await logIn(ctx, account);
    const given = key
      ? { ...amounts, [key]: num(params, key, amounts[key as LedgerAsset] ?? 0) }
      : amounts;
    await giveBalance(ctx, account, given);
  };

export const balanceStates: Record<string, StateHandler> = {
  'user 100001 is logged in and has 50 gold coins': loggedInWith({ goldCoin: 50 }, 'goldCoin'),
  'user 100001 is logged in and has no gold coins': loggedInWith({}),
  'user 100001 is logged in and has 0 gold coins': loggedInWith({}),
  'user 100001 is logged in and has 2000 translation characters': loggedInWith(
    { character: 2000 },
    'character',
  ),
  'user 100001 is logged in and has no translation characters and no gold coins': loggedInWith({}),
  'user 100001 is logged in and has no gold coins and no translation characters': loggedInWith({}),
  'user 100003 exists': async (ctx, params) => {
    await ensureUser(ctx, num(params, 'account', 100003));
  },
  'user 100004 exists': async (ctx, params) => {
    await ensureUser(ctx, num(params, 'account', 100004));
  },
};
