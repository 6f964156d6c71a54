/**
 * Gifts through the HTTP API: the catalogue in two languages with real pictures, normal members
 * paying, the VIP monthly allowance used first and renewed at a month boundary, SVIP gifts free
 * without limit, refusals that move nothing, idempotent and concurrent retries, the records on
 * both sides with the recipient's notification, and every wallet equal to its ledger afterwards.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills } from '../src/domains/wallet/billLines.ts';
import { move } from '../src/ledger/ledger.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let recipient: RegisteredUser;
beforeAll(async () => {
  app = await createTestApp();
  recipient = await registerUser(app);
});
afterAll(() => app.close());

const DAY = 86_400_000;

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

/** Membership is another domain's purchase: the test sets the level directly. */
async function makeMember(user: RegisteredUser, level: 1 | 2, days = 90) {
  await app.services.db
    .updateTable('users')
    .set({ vip_level: level, vip_expire_time: new Date(app.clock.now.getTime() + days * DAY) })
    .where('id', '=', user.id)
    .execute();
}

let keys = 0;
const newKey = () => `gift-test-key-${++keys}`;

const give = (
  from: RegisteredUser,
  body: Record<string, unknown>,
  key = newKey(),
  language = 'en',
) =>
  app.call('POST', '/gift/give-gifts', {
    token: from.token,
    body,
    language,
    headers: { 'Idempotency-Key': key },
  });

const catalogue = async (user: RegisteredUser, language = 'en') =>
  (await app.call('GET', '/gift/list', { token: user.token, language })).data;
const wallet = async (user: RegisteredUser) =>
  (await app.call('GET', '/account/my-info', { token: user.token })).data.userAccountVo;
const records = async (
  user: RegisteredUser,
  query: Record<string, string | number> = {},
  language = 'en',
) => (await app.call('GET', '/gift/records', { token: user.token, query, language })).data;

/** Users whose balance columns differ from the sum of their ledger entries (none, always). */
async function walletsOffTheirLedger() {
  const { rows } = await sql`
    select u.id from users u left join ledger_entries e on e.user_id = u.id
    group by u.id
    having u.gold_coin <> coalesce(sum(e.amount) filter (where e.asset = 'goldCoin'), 0)
        or u.free_gifts <> coalesce(sum(e.amount) filter (where e.asset = 'freeGift'), 0)`.execute(
    app.services.db,
  );
  return rows;
}

describe('GET /gift/list', () => {
  it('lists the catalogue cheapest first, in the caller language, with pictures that load', async () => {
    const en = await catalogue(recipient);
    expect(en.records).toHaveLength(8);
    const prices = en.records.map((g: { goldCoin: number }) => g.goldCoin);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(1);
    expect(prices.at(-1)).toBe(520);
    expect(en.records[2]).toMatchObject({ id: 3, name: 'Rose', goldCoin: 5 });
    expect(en.freeGiftsLeft).toBe(0);

    const zh = await catalogue(recipient, 'zh-CN');
    expect(zh.records[2]).toMatchObject({ id: 3, name: '玫瑰' });
    const ru = await catalogue(recipient, 'ru');
    expect(ru.records.map((g: { name: string }) => g.name)).toContain('Роза');

    const icon = await app.inject({ method: 'GET', url: en.records[2].icon });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
  });
});

describe('POST /gift/give-gifts for a normal member', () => {
  it('pays the price with a gift bill and records the gift on both sides', async () => {
    const giver = await registerUser(app);
    await credit(giver, 50);
    const r = await give(giver, { userId: recipient.id, giftId: 3, quantity: 3 });
    expect(r).toMatchObject({
      status: 200,
      data: { quantity: 3, freeQuantity: 0, cost: 15, free: false, goldCoin: 35, freeGiftsLeft: 0 },
    });
    expect((await wallet(giver)).goldCoin).toBe(35);

    const bill = await app.services.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('user_id', '=', giver.id)
      .where('bill_type', '=', 5)
      .executeTakeFirstOrThrow();
    expect(bill.amount).toBe(-15);

    const sent = await records(giver);
    expect(sent.total).toBe(1);
    expect(sent.records[0]).toMatchObject({
      id: r.data.recordId,
      name: 'Rose',
      quantity: 3,
      goldCoin: 15,
      gift: { id: 3, goldCoin: 5 },
      giver: { id: giver.id },
      recipient: { id: recipient.id },
    });
    const received = await records(recipient, { type: 'received' }, 'de');
    expect(received.records[0]).toMatchObject({ id: r.data.recordId, name: 'Rose' });
    expect((await records(recipient, { type: 'received' }, 'ja')).records[0].name).toBe('バラ');

    const notices = await app.call('GET', '/interact/list', {
      token: recipient.token,
      query: { type: 'gift' },
    });
    expect(notices.data.records[0]).toMatchObject({
      type: 'gift',
      user: { id: giver.id },
      // In the recipient's own interface language (English, registered with it).
      content: 'Rose',
      image: sent.records[0].gift.icon,
    });
  });

  it('refuses with 105 when the coins cannot pay, and moves nothing', async () => {
    const giver = await registerUser(app);
    await credit(giver, 4);
    const r = await give(giver, { userId: recipient.id, giftId: 3 });
    expect(r).toMatchObject({ status: 402, code: 105, data: null });
    expect((await wallet(giver)).goldCoin).toBe(4);
    expect((await records(giver)).total).toBe(0);
  });

  it('refuses a gift to oneself (1104), to nobody or of no such gift (404)', async () => {
    const giver = await registerUser(app);
    await credit(giver, 10);
    expect(await give(giver, { userId: giver.id, giftId: 1 })).toMatchObject({
      status: 400,
      code: 1104,
    });
    expect(await give(giver, { userId: 999_999, giftId: 1 })).toMatchObject({ status: 404 });
    expect(await give(giver, { userId: recipient.id, giftId: 99 })).toMatchObject({ status: 404 });
    expect((await wallet(giver)).goldCoin).toBe(10);
  });
});

describe('the VIP allowance', () => {
  it('is used before coins, shown topped up until used, and renewed when the month turns', async () => {
    const vip = await registerUser(app);
    await makeMember(vip, 1);
    await credit(vip, 20);
    expect((await catalogue(vip)).freeGiftsLeft).toBe(5);
    expect((await wallet(vip)).freeGifts).toBe(5);

    const first = await give(vip, { userId: recipient.id, giftId: 3, quantity: 2 });
    expect(first.data).toMatchObject({
      freeQuantity: 2,
      cost: 0,
      free: true,
      goldCoin: 20,
      freeGiftsLeft: 3,
    });
    const second = await give(vip, { userId: recipient.id, giftId: 3, quantity: 5 });
    expect(second.data).toMatchObject({
      freeQuantity: 3,
      cost: 10,
      free: false,
      goldCoin: 10,
      freeGiftsLeft: 0,
    });
    expect((await records(vip)).records[0].goldCoin).toBe(10);
    expect((await wallet(vip)).freeGifts).toBe(0);

    // 1 December: a new allowance, granted through the ledger at the month's first gift.
    app.clock.now = new Date('2026-12-01T00:00:05.000Z');
    expect((await catalogue(vip)).freeGiftsLeft).toBe(5);
    expect((await wallet(vip)).freeGifts).toBe(5);
    const december = await give(vip, { userId: recipient.id, giftId: 1 });
    expect(december.data).toMatchObject({
      freeQuantity: 1,
      cost: 0,
      goldCoin: 10,
      freeGiftsLeft: 4,
    });
    const grants = await app.services.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_transactions as t', 't.id', 'ledger_entries.transaction_id')
      .select(['ledger_entries.amount'])
      .where('ledger_entries.user_id', '=', vip.id)
      .where('t.kind', '=', 'freeGiftMonth')
      .execute();
    expect(grants.map((g) => g.amount)).toEqual([5, 5]);
    expect(await walletsOffTheirLedger()).toEqual([]);
  });

  it('stays untouched when the coins cannot pay the units it does not cover', async () => {
    const vip = await registerUser(app);
    await makeMember(vip, 1);
    const refused = await give(vip, { userId: recipient.id, giftId: 5, quantity: 6 });
    expect(refused).toMatchObject({ status: 402, code: 105 });
    const row = await app.services.db
      .selectFrom('users')
      .select(['free_gifts', 'free_gifts_month'])
      .where('id', '=', vip.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ free_gifts: 0, free_gifts_month: null });
    expect((await catalogue(vip)).freeGiftsLeft).toBe(5);
    expect((await give(vip, { userId: recipient.id, giftId: 5, quantity: 5 })).data).toMatchObject({
      free: true,
      freeGiftsLeft: 0,
    });
  });

  it('is not a normal member’s: a membership that expired pays again', async () => {
    const lapsed = await registerUser(app);
    await makeMember(lapsed, 1, -1);
    await credit(lapsed, 5);
    expect((await catalogue(lapsed)).freeGiftsLeft).toBe(0);
    expect((await give(lapsed, { userId: recipient.id, giftId: 3 })).data).toMatchObject({
      freeQuantity: 0,
      cost: 5,
      freeGiftsLeft: 0,
    });
  });

  it('lets exactly 5 of 8 concurrent gifts through free, the rest paid while coins last', async () => {
    const vip = await registerUser(app);
    await makeMember(vip, 1);
    await credit(vip, 2);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => give(vip, { userId: recipient.id, giftId: 1 })),
    );
    const free = results.filter((r) => r.data?.free === true).length;
    const paid = results.filter((r) => r.data?.free === false).length;
    const refused = results.filter((r) => r.code === 105).length;
    expect({ free, paid, refused }).toEqual({ free: 5, paid: 2, refused: 1 });
    expect(await wallet(vip)).toMatchObject({ goldCoin: 0, freeGifts: 0 });
  });
});

describe('SVIP members', () => {
  it('give without limit and without touching coins or the ledger', async () => {
    const svip = await registerUser(app);
    await makeMember(svip, 2);
    expect((await catalogue(svip)).freeGiftsLeft).toBe(-1);
    const r = await give(svip, { userId: recipient.id, giftId: 8, quantity: 10 });
    expect(r.data).toMatchObject({
      freeQuantity: 10,
      cost: 0,
      free: true,
      goldCoin: 0,
      freeGiftsLeft: -1,
    });
    const entries = await app.services.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', svip.id)
      .execute();
    expect(entries).toEqual([]);
    expect((await wallet(svip)).freeGifts).toBe(-1);
  });
});

describe('idempotency', () => {
  it('gives one gift for a retried key, even when the retries come at once', async () => {
    const giver = await registerUser(app);
    await credit(giver, 30);
    const body = { userId: recipient.id, giftId: 4 };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => give(giver, body, 'one-gift-key-1')),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(answers[0]!.data).toMatchObject({ cost: 10, goldCoin: 20 });
    expect(await give(giver, body, 'one-gift-key-1')).toMatchObject({
      status: 200,
      data: answers[0]!.data,
    });
    expect((await wallet(giver)).goldCoin).toBe(20);
    expect((await records(giver)).total).toBe(1);

    expect(await give(giver, { ...body, quantity: 2 }, 'one-gift-key-1')).toMatchObject({
      status: 409,
      code: 409,
    });
  });
});

describe('GET /gift/records', () => {
  it('pages newest first and drops records of users who cancelled', async () => {
    const giver = await registerUser(app);
    const other = await registerUser(app);
    await credit(giver, 10);
    for (const giftId of [1, 2, 1]) {
      app.clock.advance(1000);
      await give(giver, { userId: other.id, giftId });
    }
    const page1 = await records(giver, { pageNum: 1, pageSize: 2 });
    const page2 = await records(giver, { pageNum: 2, pageSize: 2 });
    expect(page1).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page1.records.map((r: { gift: { id: number } }) => r.gift.id)).toEqual([1, 2]);
    expect(page2.records.map((r: { gift: { id: number } }) => r.gift.id)).toEqual([1]);

    await app.services.db
      .updateTable('users')
      .set({ cancelled_at: app.clock.now })
      .where('id', '=', other.id)
      .execute();
    expect((await records(giver)).total).toBe(0);
    expect(await give(giver, { userId: other.id, giftId: 1 })).toMatchObject({ status: 404 });
  });
});

describe('the books', () => {
  it('keep every wallet equal to its ledger and every transaction balanced', async () => {
    expect(await walletsOffTheirLedger()).toEqual([]);
    const { rows } = await sql`
      select transaction_id from ledger_entries group by transaction_id, asset
      having sum(amount) <> 0`.execute(app.services.db);
    expect(rows).toEqual([]);
  });
});
