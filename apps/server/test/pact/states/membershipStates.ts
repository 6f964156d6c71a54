/**
 * Provider states of the membership and payment operations. The packages are reference data of
 * migration 0007, which the reset keeps: their states check that the data says what the state
 * names (and fail loudly otherwise) rather than change it for every later interaction.
 */
import { payGoldCoins } from '../../../src/domains/pay/goldCoinPay.ts';
import { giveBalance } from './balanceStates.ts';
import {
  ensureUser,
  idOf,
  num,
  str,
  type StateContext,
  type StateHandler,
  type StateParams,
} from './stateContext.ts';

/** Throws unless the reference row has the values the state names. */
async function expectPackage(
  ctx: StateContext,
  table: 'vip_packages' | 'translation_packages',
  id: number,
  expected: Record<string, number>,
): Promise<void> {
  const row = await ctx.app.services.db
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const actual = row as Record<string, unknown> | undefined;
  const differs = Object.entries(expected).filter(([column, value]) => actual?.[column] !== value);
  if (differs.length) {
    throw new Error(`${table} ${id} is not ${JSON.stringify(expected)}: ${JSON.stringify(row)}`);
  }
}

const vipPackage = (params: StateParams) => ({
  vip_level: num(params, 'vipLevel', 1),
  months: num(params, 'months', 1),
  gold_coin: num(params, 'goldCoin', 30),
});

export const membershipStates: Record<string, StateHandler> = {
  'VIP package 1 (VIP, 1 month) costs 30 gold coins': async (ctx, params) => {
    await expectPackage(ctx, 'vip_packages', num(params, 'packageId', 1), vipPackage(params));
  },

  'translation package 1 of 1000 characters costs 10 gold coins': async (ctx, params) => {
    await expectPackage(ctx, 'translation_packages', num(params, 'packageId', 1), {
      characters: num(params, 'characters', 1000),
      gold_coin: num(params, 'goldCoin', 10),
    });
  },

  // Paid through the real code path, so the key's first answer is stored as any payment's is.
  'user 100001 paid a red packet of 50 gold coins to user 100002 with Idempotency-Key 2f1c6a8e-5b1e-4a57-9d1c-0b7d3c1e9a40':
    async (ctx, params) => {
      const account = num(params, 'account', 100001);
      const amount = num(params, 'amount', 50);
      const recipient = await ensureUser(ctx, num(params, 'toAccount', 100002));
      await giveBalance(ctx, account, { goldCoin: amount });
      const sender = await ensureUser(ctx, account);
      const key = str(params, 'idempotencyKey', '2f1c6a8e-5b1e-4a57-9d1c-0b7d3c1e9a40');
      await payGoldCoins(
        ctx.app.services,
        sender,
        { purpose: 'redPacket', toUserId: idOf(recipient.account), amount },
        key,
        'en',
      );
    },
};
