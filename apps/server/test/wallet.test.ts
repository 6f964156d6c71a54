/**
 * The wallet through the API: coin packages, recharges with the embedded provider (packages and
 * custom amounts, retried and concurrent keys with one effect), providers that are not configured,
 * bill types and bill records in the caller's language.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { billTypes, bills, type BillKind } from '../src/domains/wallet/billLines.ts';
import { billText } from '../src/domains/wallet/billText.ts';
import { languages } from '../src/i18n/languages.ts';
import { move } from '../src/ledger/ledger.ts';
import { createPayments } from '../src/providers/payment/createPayments.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let me: RegisteredUser;

beforeAll(async () => {
  app = await createTestApp();
  me = await registerUser(app, { nickname: 'Mei' });
});
afterAll(() => app.close());

let keys = 0;
const newKey = () => `wallet-key-${(keys += 1)}-${Date.now()}`;
const recharge = (body: unknown, key = newKey(), user = me) =>
  app.call('POST', '/coin/recharge', {
    token: user.token,
    body,
    headers: { 'Idempotency-Key': key },
  });

async function wallet(userId: number) {
  const { rows } = await sql<{ balance: number; entries: number; sum: number }>`
    select u.gold_coin as balance,
      (select count(*)::int from ledger_entries e where e.user_id = u.id and e.asset = 'goldCoin') as entries,
      (select coalesce(sum(amount), 0)::int from ledger_entries e where e.user_id = u.id and e.asset = 'goldCoin') as sum
    from users u where u.id = ${userId}`.execute(app.services.db);
  return rows[0]!;
}

describe('coin packages', () => {
  it('lists the packages cheapest first, 1 USD a coin, labelled in the caller’s language', async () => {
    const en = await app.call('GET', '/coin/list', { token: me.token });
    expect(en.status).toBe(200);
    const prices = en.data.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of en.data) {
      expect(p.price).toBe(p.goldCoin);
      expect(p.currency).toBe('USD');
    }
    expect(en.data[2]).toEqual({
      id: 3,
      goldCoin: 100,
      price: 100,
      currency: 'USD',
      label: '100 gold coins',
    });
    const zh = await app.call('GET', '/coin/list', { token: me.token, language: 'zh-CN' });
    expect(zh.data[2].label).toBe('100 金币');
    const de = await app.call('GET', '/coin/list', { token: me.token, language: 'de' });
    expect(de.data.at(-1).label).toBe('1.000 Goldmünzen');
  });
});

describe('recharging with the embedded provider', () => {
  it('credits a package at once with a recharge ledger entry', async () => {
    const before = await wallet(me.id);
    const paid = await recharge({ packageId: 3 });
    expect(paid.status).toBe(200);
    expect(paid.data).toMatchObject({
      status: 'paid',
      coins: 100,
      price: 100,
      currency: 'USD',
      goldCoin: before.balance + 100,
      paypalOrderId: null,
      approveUrl: null,
    });
    expect(await wallet(me.id)).toEqual({
      balance: before.balance + 100,
      entries: before.entries + 1,
      sum: before.sum + 100,
    });
    const order = await app.services.db
      .selectFrom('coin_orders')
      .selectAll()
      .where('id', '=', paid.data.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      user_id: me.id,
      package_id: 3,
      provider: 'embedded',
      status: 'paid',
      price_cents: 10_000,
    });
    expect(order.ledger_transaction_id).not.toBeNull();
    expect(order.paid_at).not.toBeNull();
  });

  it('credits a custom amount at 1 USD a coin (provider embedded by default)', async () => {
    const before = await wallet(me.id);
    const paid = await recharge({ amount: 37 });
    expect(paid.data).toMatchObject({
      status: 'paid',
      coins: 37,
      price: 37,
      goldCoin: before.balance + 37,
    });
  });

  it('wants exactly one of packageId and amount', async () => {
    for (const body of [{ packageId: 1, amount: 5 }, {}, { amount: 0 }, { amount: 2.5 }]) {
      const refused = await recharge(body);
      expect({ body, status: refused.status, code: refused.code }).toEqual({
        body,
        status: 400,
        code: 400,
      });
    }
  });

  it('answers 404 for a package that does not exist, and moves nothing', async () => {
    const before = await wallet(me.id);
    expect((await recharge({ packageId: 999 })).status).toBe(404);
    expect(await wallet(me.id)).toEqual(before);
  });

  it('gives a retried key its first answer and moves nothing again; other parameters get 409', async () => {
    const key = newKey();
    const first = await recharge({ packageId: 1 }, key);
    const after = await wallet(me.id);
    const retry = await recharge({ packageId: 1, provider: 'embedded' }, key);
    expect(retry.data).toEqual(first.data);
    expect(await wallet(me.id)).toEqual(after);
    const conflict = await recharge({ packageId: 2 }, key);
    expect({ status: conflict.status, code: conflict.code }).toEqual({ status: 409, code: 409 });
    expect(await wallet(me.id)).toEqual(after);
  });

  it('gives 20 concurrent calls with one key one effect and one answer', async () => {
    const user = await registerUser(app);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => recharge({ amount: 9 }, key, user)),
    );
    expect(answers.every((a) => a.code === 200)).toBe(true);
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await wallet(user.id)).toEqual({ balance: 9, entries: 1, sum: 9 });
    const { n } = await app.services.db
      .selectFrom('coin_orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(n).toBe(1);
  });

  it('lets concurrent recharges with different keys all through', async () => {
    const user = await registerUser(app);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => recharge({ amount: i + 1 }, newKey(), user)),
    );
    expect(await wallet(user.id)).toEqual({ balance: 55, entries: 10, sum: 55 });
  });
});

describe('providers that do not run', () => {
  it('answers 1602 for PayPal on a server without PayPal, creating no order', async () => {
    const key = newKey();
    for (const [path, body] of [
      ['/coin/recharge', { packageId: 3, provider: 'paypal' }],
      ['/pay/paypal-create-order', { amount: 25 }],
      ['/pay/paypal-success-pay', { paypalOrderId: '5O190127TN364715T' }],
    ] as const) {
      const refused = await app.call('POST', path, {
        token: me.token,
        body,
        headers: { 'Idempotency-Key': key },
        language: 'es',
      });
      expect({ path, status: refused.status, code: refused.code }).toEqual({
        path,
        status: 400,
        code: 1602,
      });
    }
    const { n } = await app.services.db
      .selectFrom('coin_orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('provider', '=', 'paypal')
      .executeTakeFirstOrThrow();
    expect(n).toBe(0);
  });

  it('switches the embedded provider off in production unless PAYMENT_EMBEDDED turns it on', () => {
    const payments = (env: Record<string, string>) =>
      Object.keys(createPayments(loadConfig(env))).sort();
    expect(payments({ NODE_ENV: 'production' })).toEqual([]);
    expect(payments({ NODE_ENV: 'production', PAYMENT_EMBEDDED: 'true' })).toEqual(['embedded']);
    expect(payments({ NODE_ENV: 'development', PAYMENT_EMBEDDED: 'false' })).toEqual([]);
    expect(
      payments({ NODE_ENV: 'production', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }),
    ).toEqual(['paypal']);
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET/);
  });

  it('answers 1602 for the embedded provider when it is off', async () => {
    const production = await createTestApp({ PAYMENT_EMBEDDED: 'false' });
    try {
      const user = await registerUser(production);
      const refused = await production.call('POST', '/coin/recharge', {
        token: user.token,
        body: { amount: 5 },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(refused.code).toBe(1602);
    } finally {
      await production.close();
    }
  });
});

describe('bills', () => {
  it('names the ten bill types in code order, in the caller’s language', async () => {
    const en = await app.call('GET', '/bill/type', { token: me.token });
    expect(en.data.map((t: { type: number }) => t.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(en.data[0]).toEqual({ type: 1, name: 'Coin recharge' });
    const es = await app.call('GET', '/bill/type', { token: me.token, language: 'es' });
    expect(es.data[6]).toEqual({ type: 7, name: 'Sobre rojo recibido' });
  });

  it('lists my coin movements newest first with signed changes, balances and texts', async () => {
    const sender = await registerUser(app, { nickname: 'さくら' });
    const receiver = await registerUser(app, { nickname: 'Ana' });
    const user = await registerUser(app, { nickname: 'Lin' });
    await recharge({ amount: 120 }, newKey(), user);
    app.clock.advance(60_000);
    await recharge({ amount: 100 }, newKey(), sender);
    const redPacket = (
      from: RegisteredUser,
      to: RegisteredUser,
      amount: number,
      fromName: string,
      toName: string,
    ) =>
      app.services.db.transaction().execute((trx) =>
        move(trx, { kind: 'redPacket', userId: from.id, at: app.clock.now }, [
          {
            asset: 'goldCoin',
            from: { userId: from.id },
            to: { userId: to.id },
            amount,
            fromBill: bills.redPacketSent(toName),
            toBill: bills.redPacketReceived(fromName),
          },
        ]),
      );
    await redPacket(sender, user, 10, 'さくら', 'Lin');
    app.clock.advance(60_000);
    await redPacket(user, receiver, 30, 'Lin', 'Ana');

    const en = await app.call('GET', '/bill/list', { token: user.token });
    expect(en.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(
      en.data.records.map((r: Record<string, unknown>) => [
        r.type,
        r.accountChange,
        r.balance,
        r.project,
      ]),
    ).toEqual([
      [6, -30, 100, 'Red packet to Ana'],
      [7, 10, 130, 'Red packet from さくら'],
      [1, 120, 120, 'Recharge of 120 gold coins'],
    ]);
    const zh = await app.call('GET', '/bill/list', { token: user.token, language: 'zh-CN' });
    expect(zh.data.records.map((r: { project: string }) => r.project)).toEqual([
      '发给 Ana 的红包',
      '来自 さくら 的红包',
      '充值 120 金币',
    ]);

    const received = await app.call('GET', '/bill/list', {
      token: user.token,
      query: { type: 7, pageNum: 1, pageSize: 20 },
    });
    expect(received.data.total).toBe(1);
    expect(received.data.records[0].createTime).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    const page2 = await app.call('GET', '/bill/list', {
      token: user.token,
      query: { pageNum: 2, pageSize: 2 },
    });
    expect(page2.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page2.data.records.map((r: { type: number }) => r.type)).toEqual([1]);

    // Nobody else's bills show.
    const senderBills = await app.call('GET', '/bill/list', { token: sender.token });
    expect(senderBills.data.records.map((r: { type: number }) => r.type)).toEqual([6, 1]);
  });

  it('answers an empty page far past the end', async () => {
    const far = await app.call('GET', '/bill/list', {
      token: me.token,
      query: { pageNum: String(Number.MAX_SAFE_INTEGER), pageSize: 100 },
    });
    expect(far.status).toBe(200);
    expect(far.data.records).toEqual([]);
    // Past the largest page number the contract names, the request is refused, not answered.
    const beyond = await app.call('GET', '/bill/list', {
      token: me.token,
      query: { pageNum: '100000000000000000000', pageSize: 100 },
    });
    expect(beyond.status).toBe(400);
  });

  it('refuses a bill type that is not one', async () => {
    const refused = await app.call('GET', '/bill/list', { token: me.token, query: { type: 11 } });
    expect(refused.status).toBe(400);
  });

  it('puts every bill line into words in all eight languages', () => {
    const examples: Record<BillKind, ReturnType<(typeof bills)[BillKind]>> = {
      recharge: bills.recharge(1000),
      membership: bills.membership(2, 3),
      translationPackage: bills.translationPackage(20_000),
      translation: bills.translation(250),
      gift: bills.gift(2, 'Emma'),
      redPacketSent: bills.redPacketSent('Emma'),
      redPacketReceived: bills.redPacketReceived('Emma'),
      photoPermission: bills.photoPermission('Emma'),
      newFriendChat: bills.newFriendChat('Emma'),
      mall: bills.mall('Rose bouquet', 'Emma'),
    };
    for (const [kind, line] of Object.entries(examples)) {
      const texts = languages.map((language) => billText(line.type, line.project, language));
      for (const text of texts) {
        expect(text, kind).not.toMatch(/[{}]|undefined|NaN/);
        if (line.project.params?.nickname) expect(text, kind).toContain('Emma');
      }
      // Eight languages, eight different texts (zh-CN and zh-TW differ in script).
      expect(new Set(texts).size, kind).toBe(8);
      expect(line.type).toBe(billTypes[kind as BillKind]);
    }
    expect(billText(1, bills.recharge(1).project, 'en')).toBe('Recharge of 1 gold coin');
    expect(billText(1, bills.recharge(5).project, 'ru')).toBe('Пополнение: 5 золотых монет');
    expect(billText(2, bills.membership(1, 1).project, 'de')).toBe('VIP-Mitgliedschaft, 1 Monat');
    expect(billText(5, bills.gift(1, 'Emma').project, 'ja')).toBe('Emma さんへのギフト');
  });

  it('falls back to the bill type’s name for a line it cannot put into words', () => {
    expect(billText(1, { key: 'bill.recharge' }, 'en')).toBe('Coin recharge');
    expect(billText(7, { key: 'redPacketReceived' }, 'ko')).toBe('받은 홍바오');
    expect([...billText(7, bills.redPacketReceived('🎉'.repeat(300)).project, 'en')]).toHaveLength(
      200,
    );
  });
});
