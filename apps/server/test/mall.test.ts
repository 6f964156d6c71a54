/**
 * The mall through the HTTP API: its shelves in two languages with real pictures, buying for a
 * friend (stock, coins, bill and both sides' order lists), the refusals in the contract's order
 * (1901, 1504, 404, stock, 105) that move nothing, idempotent retries, stock running out under
 * concurrent buys, and every wallet equal to its ledger afterwards.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../src/domains/wallet/billLines.ts';
import { move } from '../src/ledger/ledger.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let buyer: RegisteredUser;
let friend: RegisteredUser;
let stranger: RegisteredUser;

/** Coins from the house, through the ledger (as a recharge would). */
async function credit(user: RegisteredUser, coins: number) {
  await app.services.db.transaction().execute((trx) =>
    move(trx, { kind: 'recharge', userId: user.id, at: app.clock.now }, [
      {
        asset: 'goldCoin',
        from: 'house',
        to: { userId: user.id },
        amount: coins,
        toBill: bills.recharge(coins),
      },
    ]),
  );
}

/** Two users who are friends: the second accepts anyone (friend-add mode 0). */
async function befriend(a: RegisteredUser, b: RegisteredUser) {
  await app.call('POST', '/user/privacy-set', { token: b.token, body: { addFriendMode: 0 } });
  const added = await app.call('POST', '/friend/add-friend', {
    token: a.token,
    body: { userId: b.id },
  });
  expect(added.data.state).toBe(1);
}

beforeAll(async () => {
  app = await createTestApp();
  buyer = await registerUser(app);
  friend = await registerUser(app);
  stranger = await registerUser(app);
  await befriend(buyer, friend);
});
afterAll(() => app.close());

const address = {
  receiverName: 'Анна Смирнова',
  phone: '+7 916 123-45-67',
  region: 'RU',
  detail: 'Москва, ул. Тверская, д. 7, кв. 12',
  postcode: '125009',
};

let keys = 0;
const newKey = () => `mall-test-key-${++keys}`;

const buy = (
  from: RegisteredUser,
  body: Record<string, unknown>,
  key = newKey(),
  language = 'en',
) =>
  app.call('POST', '/umall-goods/buy', {
    token: from.token,
    body,
    language,
    headers: { 'Idempotency-Key': key },
  });
const goodsOf = async (classifyId: number, language = 'en') =>
  (
    await app.call('GET', '/umall-classify/goodlist', {
      token: buyer.token,
      query: { classifyId },
      language,
    })
  ).data;
const stockOf = async (goodsId: number) =>
  (
    await app.services.db
      .selectFrom('mall_goods')
      .select('stock')
      .where('id', '=', goodsId)
      .executeTakeFirstOrThrow()
  ).stock;
const coinsOf = async (user: RegisteredUser) =>
  (await app.call('GET', '/account/my-info', { token: user.token })).data.userAccountVo.goldCoin;
const orders = async (user: RegisteredUser, side: 'mebuy' | 'receiver', language = 'en') =>
  (await app.call('GET', `/umall-order/${side}`, { token: user.token, language })).data;

describe('the shelves', () => {
  it('lists the categories in order, in the caller language, with pictures that load', async () => {
    const en = await app.call('GET', '/umall-classify/list', { token: buyer.token });
    expect(en.data.map((c: { id: number }) => c.id)).toEqual([1, 2, 3, 4]);
    expect(en.data[0]).toMatchObject({ id: 1, name: 'Flowers' });
    const ru = await app.call('GET', '/umall-classify/list', {
      token: buyer.token,
      language: 'ru',
    });
    expect(ru.data[0].name).toBe('Цветы');
    const icon = await app.inject({ method: 'GET', url: en.data[0].icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });

  it('lists the goods of a category, named and described in the caller language', async () => {
    const es = await goodsOf(1, 'es');
    expect(es.records[0]).toMatchObject({
      id: 11,
      classifyId: 1,
      name: 'Ramo de 11 rosas rojas',
      goldCoin: 39,
      stock: 120,
    });
    expect(es.records.find((g: { id: number }) => g.id === 12)).toMatchObject({ stock: 0 });
    const ko = await goodsOf(2, 'ko');
    expect(ko.records.find((g: { id: number }) => g.id === 21).name).toBe('스위스 초콜릿 상자');
    expect((await app.inject({ method: 'GET', url: es.records[0].image })).body).toContain('<svg');
  });

  it('leaves out goods off sale, and answers 404 for a category that does not exist', async () => {
    await app.services.db
      .updateTable('mall_goods')
      .set({ on_sale: false })
      .where('id', '=', 13)
      .execute();
    const flowers = await goodsOf(1);
    expect(flowers.records.map((g: { id: number }) => g.id)).toEqual([11, 12]);
    expect(flowers.total).toBe(2);
    await app.services.db
      .updateTable('mall_goods')
      .set({ on_sale: true })
      .where('id', '=', 13)
      .execute();
    const missing = await app.call('GET', '/umall-classify/goodlist', {
      token: buyer.token,
      query: { classifyId: 99 },
    });
    expect(missing).toMatchObject({ status: 404, code: 404 });
  });
});

describe('POST /umall-goods/buy', () => {
  it('takes the stock and the coins, bills type 10, and shows the order to both sides', async () => {
    await credit(buyer, 100);
    const before = await stockOf(11);
    const r = await buy(buyer, {
      goodsId: 11,
      quantity: 2,
      friendUserId: friend.id,
      address,
      message: 'С днём рождения!',
    });
    expect(r).toMatchObject({
      status: 200,
      data: {
        goods: { id: 11, name: 'Bouquet of 11 red roses' },
        quantity: 2,
        goldCoin: 78,
        buyer: { id: buyer.id },
        receiver: { id: friend.id },
        address,
        message: 'С днём рождения!',
        status: 'paid',
      },
    });
    expect(await stockOf(11)).toBe(before - 2);
    expect(await coinsOf(buyer)).toBe(22);
    const bill = await app.services.db
      .selectFrom('ledger_entries')
      .select(['amount', 'bill_type'])
      .where('user_id', '=', buyer.id)
      .where('bill_type', '=', 10)
      .executeTakeFirstOrThrow();
    expect(bill.amount).toBe(-78);

    const mine = await orders(buyer, 'mebuy', 'zh-CN');
    expect(mine.total).toBe(1);
    expect(mine.records[0]).toMatchObject({ id: r.data.id, goodsName: '11 朵红玫瑰花束', address });
    const theirs = await orders(friend, 'receiver', 'de');
    expect(theirs.records[0]).toMatchObject({
      id: r.data.id,
      goodsName: 'Strauß mit 11 roten Rosen',
    });
    expect((await orders(friend, 'mebuy')).total).toBe(0);
  });

  it('refuses, moving nothing: no friend or address (1901), not a friend (1504), no goods (404)', async () => {
    await credit(buyer, 100);
    const coins = await coinsOf(buyer);
    const stock = await stockOf(11);
    const base = { goodsId: 11, quantity: 1 };
    expect(await buy(buyer, { ...base, friendUserId: friend.id })).toMatchObject({
      status: 400,
      code: 1901,
    });
    expect(await buy(buyer, { ...base, address })).toMatchObject({ status: 400, code: 1901 });
    for (const friendUserId of [stranger.id, buyer.id, 999_999]) {
      expect(await buy(buyer, { ...base, friendUserId, address })).toMatchObject({
        status: 400,
        code: 1504,
      });
    }
    expect(
      await buy(buyer, { goodsId: 99, quantity: 1, friendUserId: friend.id, address }),
    ).toMatchObject({
      status: 404,
    });
    await app.services.db
      .updateTable('mall_goods')
      .set({ on_sale: false })
      .where('id', '=', 13)
      .execute();
    expect(
      await buy(buyer, { goodsId: 13, quantity: 1, friendUserId: friend.id, address }),
    ).toMatchObject({
      status: 404,
    });
    await app.services.db
      .updateTable('mall_goods')
      .set({ on_sale: true })
      .where('id', '=', 13)
      .execute();
    const soldOut = await buy(buyer, {
      goodsId: 12,
      quantity: 1,
      friendUserId: friend.id,
      address,
    });
    expect(soldOut).toMatchObject({ status: 400, code: 400, msg: 'Not enough in stock: 0 left' });
    expect({ coins: await coinsOf(buyer), stock: await stockOf(11) }).toEqual({ coins, stock });
  });

  it('refuses with 105 when the coins are short, leaving the stock as it was', async () => {
    const poor = await registerUser(app);
    await befriend(poor, friend);
    await credit(poor, 38);
    const stock = await stockOf(11);
    const r = await buy(poor, { goodsId: 11, quantity: 1, friendUserId: friend.id, address });
    expect(r).toMatchObject({ status: 402, code: 105 });
    expect(await stockOf(11)).toBe(stock);
    expect(await coinsOf(poor)).toBe(38);
    expect((await orders(poor, 'mebuy')).total).toBe(0);
  });

  it('places one order for a retried key, even when the retries come at once', async () => {
    const shopper = await registerUser(app);
    await befriend(shopper, friend);
    await credit(shopper, 100);
    const stock = await stockOf(21);
    const body = { goodsId: 21, quantity: 2, friendUserId: friend.id, address };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buy(shopper, body, 'one-order-key-1')),
    );
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect((await buy(shopper, body, 'one-order-key-1')).data.id).toBe(answers[0]!.data.id);
    expect(await stockOf(21)).toBe(stock - 2);
    expect(await coinsOf(shopper)).toBe(70);
    expect(await buy(shopper, { ...body, quantity: 3 }, 'one-order-key-1')).toMatchObject({
      status: 409,
      code: 409,
    });
  });

  it('sells exactly the stock when more buyers come at once, never below zero', async () => {
    await app.services.db
      .updateTable('mall_goods')
      .set({ stock: 3 })
      .where('id', '=', 32)
      .execute();
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => registerUser(app)));
    for (const shopper of shoppers) {
      await befriend(shopper, friend);
      await credit(shopper, 400);
    }
    const results = await Promise.all(
      shoppers.flatMap((shopper) =>
        [1, 2].map(() =>
          buy(shopper, { goodsId: 32, quantity: 1, friendUserId: friend.id, address }),
        ),
      ),
    );
    const sold = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 400 && r.code === 400).length;
    expect({ sold, refused }).toEqual({ sold: 3, refused: 5 });
    expect(await stockOf(32)).toBe(0);
    const spent = await Promise.all(shoppers.map(async (s) => 400 - (await coinsOf(s))));
    expect(spent.reduce((a, b) => a + b, 0)).toBe(3 * 159);
  });
});

describe('the books', () => {
  it('keep every wallet equal to its ledger and every transaction balanced', async () => {
    const { rows: off } = await sql`
      select u.id from users u left join ledger_entries e on e.user_id = u.id and e.asset = 'goldCoin'
      group by u.id having u.gold_coin <> coalesce(sum(e.amount), 0)`.execute(app.services.db);
    expect(off).toEqual([]);
    const { rows: unbalanced } = await sql`
      select transaction_id from ledger_entries group by transaction_id, asset
      having sum(amount) <> 0`.execute(app.services.db);
    expect(unbalanced).toEqual([]);
  });
});
