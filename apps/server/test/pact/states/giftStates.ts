/**
 * Provider states of the gift operations. The catalogue is reference data of migration 0009, so
 * a state about a gift only checks it; allowances and coins come through the ledger, and a gift
 * given in a state goes through the domain's own giveGift.
 */
import { randomUUID } from 'node:crypto';
import { freeGiftsLeft, monthOf } from '../../../src/domains/user/freeGiftsLeft.ts';
import { giveGift } from '../../../src/domains/gift/giving.ts';
import { giveBalance } from './balanceStates.ts';
import { ensureUser, logIn, num, type StateHandler } from './stateContext.ts';

const DAY = 86_400_000;

export const giftStates: Record<string, StateHandler> = {
  'user 100001 is logged in as a VIP member with 5 free gifts left this month': async (
    ctx,
    params,
  ) => {
    const account = num(params, 'account', 100001);
    const now = ctx.app.services.now();
    const vipLevel = num(params, 'vipLevel', 1);
    await ensureUser(ctx, account, {
      vip_level: vipLevel,
      vip_expire_time: new Date(now.getTime() + 30 * DAY),
      free_gifts_month: monthOf(now),
    });
    await giveBalance(ctx, account, { freeGift: num(params, 'freeGifts', 5) });
    const user = await logIn(ctx, account);
    const left = freeGiftsLeft(user, 1, now);
    if (left !== num(params, 'freeGifts', 5)) throw new Error(`${left} free gifts left, not 5`);
  },

  'gift 3 costs 5 gold coins': async (ctx, params) => {
    const id = num(params, 'giftId', 3);
    const gift = await ctx.app.services.db
      .selectFrom('gifts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const price = num(params, 'goldCoin', 5);
    if (gift?.gold_coin !== price) {
      throw new Error(`the catalogue of migration 0009 has no gift ${id} costing ${price} coins`);
    }
  },

  'user 100005 gave user 100001 3 of gift 3': async (ctx, params) => {
    const { services } = ctx.app;
    const giver = await ensureUser(ctx, num(params, 'giverAccount', 100005), {
      vip_level: 0,
      vip_expire_time: null,
    });
    const recipient = await ensureUser(ctx, num(params, 'recipientAccount', 100001));
    const giftId = num(params, 'giftId', 3);
    const quantity = num(params, 'quantity', 3);
    const gift = await services.db
      .selectFrom('gifts')
      .select('gold_coin')
      .where('id', '=', giftId)
      .executeTakeFirstOrThrow();
    await giveBalance(ctx, giver.account, { goldCoin: gift.gold_coin * quantity });
    // Given yesterday, through the domain: the record, the bill and the notification.
    const yesterday = new Date(services.now().getTime() - DAY);
    await giveGift(
      { ...services, now: () => yesterday },
      giver,
      { userId: recipient.id, giftId, quantity },
      randomUUID(),
    );
  },
};
