/**
 * Provider states of the mall operations. Categories and goods are reference data of migration
 * 0010 (kept by the reset between interactions), so a state about them checks them and puts the
 * stock back; an order in a state is bought through the domain's own buyGoods, paid through the
 * ledger, between friends.
 */
import { randomUUID } from 'node:crypto';
import { befriend } from '../../../src/domains/friend/queries.ts';
import { buyGoods, type Purchase } from '../../../src/domains/mall/buying.ts';
import { giveBalance } from './balanceStates.ts';
import { ensureUser, num, type StateContext, type StateHandler } from './stateContext.ts';

const DAY = 86_400_000;

/** Buys through the domain, `daysAgo` days ago, with the coins it needs credited first. */
async function bought(
  ctx: StateContext,
  accounts: { buyer: number; receiver: number },
  purchase: Purchase,
  daysAgo: number,
) {
  const { services } = ctx.app;
  const buyer = await ensureUser(ctx, accounts.buyer);
  const receiver = await ensureUser(ctx, accounts.receiver);
  const at = new Date(services.now().getTime() - daysAgo * DAY);
  await befriend(services.db, buyer.id, receiver.id, new Date(at.getTime() - DAY));
  const goods = await services.db
    .selectFrom('mall_goods')
    .select('gold_coin')
    .where('id', '=', purchase.goodsId)
    .executeTakeFirstOrThrow();
  await giveBalance(ctx, buyer.account, { goldCoin: goods.gold_coin * purchase.quantity });
  await services.db
    .updateTable('mall_goods')
    .set((eb) => ({ stock: eb.fn('greatest', [eb.ref('stock'), eb.val(purchase.quantity)]) }))
    .where('id', '=', purchase.goodsId)
    .execute();
  await buyGoods(
    { ...services, now: () => at },
    buyer,
    { ...purchase, friendUserId: receiver.id },
    randomUUID(),
    'en',
  );
}

export const mallStates: Record<string, StateHandler> = {
  'the mall has category 1': async (ctx, params) => {
    const id = num(params, 'classifyId', 1);
    const category = await ctx.app.services.db
      .selectFrom('mall_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!category) throw new Error(`migration 0010 has no mall category ${id}`);
  },

  'goods 11 of mall category 1 costs 39 gold coins and is in stock': async (ctx, params) => {
    const id = num(params, 'goodsId', 11);
    const categoryId = num(params, 'classifyId', 1);
    const price = num(params, 'goldCoin', 39);
    // Earlier interactions may have bought it: the shelf is filled again.
    const goods = await ctx.app.services.db
      .updateTable('mall_goods')
      .set((eb) => ({ stock: eb.fn('greatest', [eb.ref('stock'), eb.val(100)]), on_sale: true }))
      .where('id', '=', id)
      .where('category_id', '=', categoryId)
      .where('gold_coin', '=', price)
      .returning('id')
      .executeTakeFirst();
    if (!goods) {
      throw new Error(`migration 0010 has no goods ${id} in category ${categoryId} at ${price}`);
    }
  },

  'user 100001 bought goods 11 for user 100003': async (ctx, params) => {
    await bought(
      ctx,
      {
        buyer: num(params, 'buyerAccount', 100001),
        receiver: num(params, 'receiverAccount', 100003),
      },
      {
        goodsId: num(params, 'goodsId', 11),
        quantity: 1,
        address: {
          receiverName: 'Анна Смирнова',
          phone: '+7 916 123-45-67',
          region: 'RU',
          detail: 'Москва, ул. Тверская, д. 7, кв. 12',
          postcode: '125009',
        },
        message: 'С днём рождения! 生日快乐！',
      },
      5,
    );
  },

  'user 100003 bought goods 21 for user 100001': async (ctx, params) => {
    await bought(
      ctx,
      {
        buyer: num(params, 'buyerAccount', 100003),
        receiver: num(params, 'receiverAccount', 100001),
      },
      {
        goodsId: num(params, 'goodsId', 21),
        quantity: 2,
        address: {
          receiverName: '王小雨',
          phone: '+86 138 0013 8000',
          region: 'CN',
          detail: '上海市浦东新区世纪大道100号 12楼',
          postcode: '200120',
        },
        message: 'Приятного аппетита! 祝你开心！',
      },
      12,
    );
  },
};
