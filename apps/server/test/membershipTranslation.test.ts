/** Translation packages through the HTTP API: the list, and buying one with gold coins. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, billsOf, giveCoins, ledgerOf, newKey } from './support/payFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const buy = (user: RegisteredUser, packageId: number, key = newKey(), language = 'en') =>
  app.call('POST', '/translate/recharge', {
    token: user.token,
    body: { packageId },
    headers: { 'idempotency-key': key },
    language,
  });

async function buyerWith(coins: number) {
  const user = await registerUser(app);
  if (coins) await giveCoins(app, user.id, coins);
  return user;
}

describe('GET /translate/list', () => {
  it('lists the packages smallest first, at 1 coin per 100 characters', async () => {
    const user = await registerUser(app);
    const list = await app.call('GET', '/translate/list', { token: user.token });
    expect(list).toMatchObject({ status: 200, code: 200 });
    expect(list.data).toEqual([
      { id: 1, characters: 1000, goldCoin: 10 },
      { id: 2, characters: 5000, goldCoin: 50 },
      { id: 3, characters: 10000, goldCoin: 100 },
    ]);
  });

  it('needs a login', async () => {
    expect((await app.call('GET', '/translate/list')).status).toBe(401);
  });
});

describe('POST /translate/recharge', () => {
  it('adds the characters to `character` and pays with a bill of type 3', async () => {
    const user = await buyerWith(70);
    const r = await buy(user, 2);
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toEqual({
      recordId: expect.any(Number),
      characters: 5000,
      character: 5000,
      vipCharacter: 0,
      goldCoin: 20,
    });
    expect((await billsOf(app, user.id)).at(-1)).toEqual({
      type: 3,
      amount: -50,
      transactionId: r.data.recordId,
    });
    const second = await buy(user, 1);
    expect(second.data).toMatchObject({ character: 6000, goldCoin: 10 });
    expect(await balancesOf(app, user.id)).toEqual(await ledgerOf(app, user.id));
    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data.userAccountVo).toMatchObject({ character: 6000, goldCoin: 10 });
  });

  it('answers 402 (code 105) in the caller language when the coins are short; nothing moves', async () => {
    const user = await buyerWith(9);
    const short = await buy(user, 1);
    expect(short).toMatchObject({
      status: 402,
      code: 105,
      msg: 'Insufficient gold coins, please recharge',
    });
    expect((await buy(user, 1, newKey(), 'zh-CN')).msg).toBe('金币不足，请充值');
    expect(await balancesOf(app, user.id)).toMatchObject({ goldCoin: 9, character: 0 });
  });

  it('answers 404 for no such package and 400 without an Idempotency-Key', async () => {
    const user = await buyerWith(100);
    expect(await buy(user, 4)).toMatchObject({ status: 404, code: 404 });
    const keyless = await app.call('POST', '/translate/recharge', {
      token: user.token,
      body: { packageId: 1 },
    });
    expect(keyless).toMatchObject({ status: 400, code: 400 });
    expect((await balancesOf(app, user.id)).goldCoin).toBe(100);
  });

  it('buys once per key, however often and concurrently retried; other parameters answer 409', async () => {
    const user = await buyerWith(100);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(user, 1, key)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.data).toMatchObject({ character: 1000, goldCoin: 90 });
    expect(await balancesOf(app, user.id)).toMatchObject({ goldCoin: 90, character: 1000 });
    expect(await buy(user, 2, key)).toMatchObject({ status: 409, code: 409 });
    expect(await balancesOf(app, user.id)).toEqual(await ledgerOf(app, user.id));
  });
});
