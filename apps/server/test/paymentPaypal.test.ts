/**
 * PayPal coin orders against a PayPal-shaped sandbox (msw): creating an order, the buyer's
 * approval, and captures that credit the coins exactly once however often and however
 * concurrently they are repeated, while declines, other people's orders and wrong amounts credit
 * nothing and leave the order pending.
 */
import { sql } from 'kysely';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaypalPayments } from '../src/providers/payment/PaypalPayments.ts';
import {
  paypalSandbox,
  SANDBOX_CLIENT_ID,
  SANDBOX_CLIENT_SECRET,
} from './support/paypalSandbox.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

const sandbox = paypalSandbox();
const server = setupServer(...sandbox.handlers);
let app: TestApp;
let buyer: RegisteredUser;
let other: RegisteredUser;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  app = await createTestApp({
    PAYPAL_CLIENT_ID: SANDBOX_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: SANDBOX_CLIENT_SECRET,
  });
  buyer = await registerUser(app);
  other = await registerUser(app);
});
afterAll(async () => {
  server.close();
  await app.close();
});

let keys = 0;
const newKey = () => `paypal-key-${(keys += 1)}-${Date.now()}`;
const post = (path: string, user: RegisteredUser, body: unknown, key = newKey()) =>
  app.call('POST', path, { token: user.token, body, headers: { 'Idempotency-Key': key } });
const createOrder = (user: RegisteredUser, body: unknown, key?: string) =>
  post('/pay/paypal-create-order', user, body, key);
const capture = (user: RegisteredUser, paypalOrderId: string, key?: string) =>
  post('/pay/paypal-success-pay', user, { paypalOrderId }, key);

async function wallet(user: RegisteredUser) {
  const { rows } = await sql<{ balance: number; entries: number; sum: number }>`
    select u.gold_coin as balance,
      (select count(*)::int from ledger_entries e where e.user_id = u.id and e.asset = 'goldCoin') as entries,
      (select coalesce(sum(amount), 0)::int from ledger_entries e where e.user_id = u.id and e.asset = 'goldCoin') as sum
    from users u where u.id = ${user.id}`.execute(app.services.db);
  return rows[0]!;
}
const orderStatus = async (paypalOrderId: string) =>
  (
    await app.services.db
      .selectFrom('coin_orders')
      .select('status')
      .where('paypal_order_id', '=', paypalOrderId)
      .executeTakeFirstOrThrow()
  ).status;

/** An order of `amount` coins created by `user` and approved at PayPal with this outcome. */
async function approvedOrder(
  user: RegisteredUser,
  amount: number,
  outcome?: Parameters<typeof sandbox.approve>[1],
) {
  const created = await createOrder(user, { amount });
  expect(created.code).toBe(200);
  sandbox.approve(created.data.paypalOrderId, outcome);
  return created.data as { orderId: number; paypalOrderId: string };
}

describe('creating a PayPal order', () => {
  it('opens a pending order at PayPal for the custom amount and credits nothing yet', async () => {
    const before = await wallet(buyer);
    const created = await createOrder(buyer, { amount: 25 });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      status: 'pending',
      coins: 25,
      price: 25,
      currency: 'USD',
    });
    const paypalOrder = sandbox.orders.get(created.data.paypalOrderId);
    expect(paypalOrder).toMatchObject({
      amount: { currency_code: 'USD', value: '25.00' },
      customId: String(buyer.id),
    });
    expect(created.data.approveUrl).toBe(
      `https://www.sandbox.paypal.com/checkoutnow?token=${created.data.paypalOrderId}`,
    );
    expect(await wallet(buyer)).toEqual(before);
    expect(await orderStatus(created.data.paypalOrderId)).toBe('pending');
  });

  it('prices a coin package, also through /coin/recharge with provider paypal', async () => {
    const created = await post('/coin/recharge', buyer, { packageId: 3, provider: 'paypal' });
    expect(created.data).toMatchObject({
      status: 'pending',
      coins: 100,
      price: 100,
      currency: 'USD',
      goldCoin: (await wallet(buyer)).balance,
    });
    expect(created.data.paypalOrderId).toMatch(/^[A-Z0-9]+$/);
    expect(created.data.approveUrl).toContain(created.data.paypalOrderId);
    expect(sandbox.orders.get(created.data.paypalOrderId)?.amount.value).toBe('100.00');
  });

  it('answers a retried key with the first order, even concurrently, and 409 for other parameters', async () => {
    const key = newKey();
    const ordersBefore = sandbox.orders.size;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createOrder(buyer, { amount: 7 }, key)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(sandbox.orders.size).toBe(ordersBefore + 1);
    const { n } = await app.services.db
      .selectFrom('coin_orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('paypal_order_id', '=', answers[0]!.data.paypalOrderId)
      .executeTakeFirstOrThrow();
    expect(n).toBe(1);
    expect((await createOrder(buyer, { amount: 8 }, key)).code).toBe(409);
  });

  it('answers 404 for a package that does not exist', async () => {
    expect((await createOrder(buyer, { packageId: 999 })).status).toBe(404);
  });

  it('refuses an order PayPal refuses (bad credentials) with 1601', async () => {
    const misconfigured = await createTestApp({
      PAYPAL_CLIENT_ID: SANDBOX_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: 'not-the-secret',
    });
    try {
      const someone = await registerUser(misconfigured);
      const refused = await misconfigured.call('POST', '/pay/paypal-create-order', {
        token: someone.token,
        body: { amount: 5 },
        headers: { 'Idempotency-Key': newKey() },
      });
      expect({ status: refused.status, code: refused.code }).toEqual({ status: 400, code: 1601 });
    } finally {
      await misconfigured.close();
    }
  });
});

describe('capturing a PayPal order', () => {
  it('refuses an order the buyer has not approved with 1603 and keeps it pending', async () => {
    const created = await createOrder(buyer, { amount: 12 });
    const before = await wallet(buyer);
    const refused = await capture(buyer, created.data.paypalOrderId);
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 400, code: 1603 });
    expect(await orderStatus(created.data.paypalOrderId)).toBe('pending');
    expect(await wallet(buyer)).toEqual(before);
  });

  it('credits a COMPLETED capture once, with a recharge bill', async () => {
    const order = await approvedOrder(buyer, 25);
    const before = await wallet(buyer);
    const paid = await capture(buyer, order.paypalOrderId);
    expect(paid.status).toBe(200);
    expect(paid.data).toEqual({
      orderId: order.orderId,
      status: 'paid',
      coins: 25,
      goldCoin: before.balance + 25,
    });
    const after = await wallet(buyer);
    expect(after).toEqual({
      balance: before.balance + 25,
      entries: before.entries + 1,
      sum: before.sum + 25,
    });
    const bills = await app.call('GET', '/bill/list', { token: buyer.token, query: { type: 1 } });
    expect(bills.data.records[0]).toMatchObject({
      type: 1,
      accountChange: 25,
      balance: before.balance + 25,
      project: 'Recharge of 25 gold coins',
    });
  });

  it('credits nothing more for a second capture, with the same key or another', async () => {
    const order = await approvedOrder(buyer, 30);
    const key = newKey();
    const first = await capture(buyer, order.paypalOrderId, key);
    const afterFirst = await wallet(buyer);
    const sameKey = await capture(buyer, order.paypalOrderId, key);
    const otherKey = await capture(buyer, order.paypalOrderId);
    expect(sameKey.data).toEqual(first.data);
    expect(otherKey.data).toEqual(first.data);
    expect(await wallet(buyer)).toEqual(afterFirst);
  });

  it('credits once when captures race, with one key or many', async () => {
    const order = await approvedOrder(buyer, 40);
    const before = await wallet(buyer);
    const shared = newKey();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => capture(buyer, order.paypalOrderId, shared)),
      ...Array.from({ length: 6 }, () => capture(buyer, order.paypalOrderId)),
    ]);
    expect(answers.map((a) => a.code)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((a) => a.data.orderId))).toEqual(new Set([order.orderId]));
    expect(await wallet(buyer)).toEqual({
      balance: before.balance + 40,
      entries: before.entries + 1,
      sum: before.sum + 40,
    });
  });

  it('answers 1601 for a declined payment, keeps the order pending, and credits it once approved again', async () => {
    const order = await approvedOrder(buyer, 15, 'instrumentDeclined');
    const before = await wallet(buyer);
    const declined = await capture(buyer, order.paypalOrderId);
    expect({ status: declined.status, code: declined.code }).toEqual({ status: 400, code: 1601 });
    expect(declined.msg).toBe('The payment was declined or failed');
    expect(await orderStatus(order.paypalOrderId)).toBe('pending');
    expect(await wallet(buyer)).toEqual(before);

    sandbox.approve(order.paypalOrderId, 'complete');
    const paid = await capture(buyer, order.paypalOrderId);
    expect(paid.data).toMatchObject({ status: 'paid', goldCoin: before.balance + 15 });
  });

  it('answers 1601 when the capture itself is DECLINED', async () => {
    const order = await approvedOrder(buyer, 16, 'captureDeclined');
    const before = await wallet(buyer);
    expect((await capture(buyer, order.paypalOrderId)).code).toBe(1601);
    expect(await orderStatus(order.paypalOrderId)).toBe('pending');
    expect(await wallet(buyer)).toEqual(before);
  });

  it("refuses another user's order with 1603 and credits no one", async () => {
    const order = await approvedOrder(buyer, 20);
    const [buyerBefore, otherBefore] = [await wallet(buyer), await wallet(other)];
    const refused = await capture(other, order.paypalOrderId);
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 400, code: 1603 });
    expect(await wallet(buyer)).toEqual(buyerBefore);
    expect(await wallet(other)).toEqual(otherBefore);
    expect(await orderStatus(order.paypalOrderId)).toBe('pending');
    expect(sandbox.orders.get(order.paypalOrderId)?.captured).toBeNull();
  });

  it('refuses a capture of another amount than the order and credits nothing', async () => {
    const order = await approvedOrder(buyer, 50, { capturedValue: '5.00' });
    const before = await wallet(buyer);
    const refused = await capture(buyer, order.paypalOrderId);
    expect(refused.code).toBe(1601);
    expect(await orderStatus(order.paypalOrderId)).toBe('pending');
    expect(await wallet(buyer)).toEqual(before);
  });

  it('answers 404 for an order id it never made', async () => {
    expect((await capture(buyer, 'NOSUCHORDER123456')).status).toBe(404);
  });
});

describe('the PayPal client', () => {
  const client = (box: ReturnType<typeof paypalSandbox>) =>
    new PaypalPayments({
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      environment: 'sandbox',
      returnUrl: 'https://heartline.example/account?tab=coins',
      cancelUrl: 'https://heartline.example/account?tab=coins',
      fetch: box.fetch,
    });
  const checkout = (requestId: string) => ({
    amount: { cents: 1999, currency: 'USD' },
    description: 'Heartline: 1999 gold coins',
    buyer: '7',
    requestId,
  });

  it('keeps one token for many calls', async () => {
    const box = paypalSandbox();
    const paypal = client(box);
    await Promise.all([paypal.open(checkout('a')), paypal.open(checkout('b'))]);
    await paypal.open(checkout('c'));
    expect(box.calls.token).toBe(1);
    expect([...box.orders.values()].map((o) => o.amount.value)).toEqual([
      '19.99',
      '19.99',
      '19.99',
    ]);
  });

  it('learns a capture whose answer was lost from the order (ORDER_ALREADY_CAPTURED)', async () => {
    const box = paypalSandbox({ honourRequestIds: false });
    const paypal = client(box);
    const opened = await paypal.open(checkout('lost'));
    if (opened.status !== 'pending') throw new Error('not opened');
    box.approve(opened.providerOrderId);
    const expected = {
      status: 'completed',
      providerOrderId: opened.providerOrderId,
      amount: { cents: 1999, currency: 'USD' },
    };
    expect(await paypal.capture(opened.providerOrderId)).toEqual(expected);
    expect(await paypal.capture(opened.providerOrderId)).toEqual(expected);
    expect(box.calls.get).toBe(1);
  });

  it('reports an unreachable PayPal as a refusal, not a crash', async () => {
    const paypal = new PaypalPayments({
      clientId: SANDBOX_CLIENT_ID,
      clientSecret: SANDBOX_CLIENT_SECRET,
      environment: 'live',
      returnUrl: 'https://heartline.example/',
      cancelUrl: 'https://heartline.example/',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect((await paypal.open(checkout('x'))).status).toBe('refused');
    expect((await paypal.capture('ANY')).status).toBe('failed');
  });
});
