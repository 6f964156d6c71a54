/**
 * VIP and SVIP through the HTTP API: the packages on sale, buying, extending and upgrading a
 * membership (the VIP time left converted at the 1-month price ratio), the refusal of VIP while
 * SVIP is active, the gift bag credited through the ledger, and one effect per Idempotency-Key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesOf, billsOf, giveCoins, ledgerOf, newKey } from './support/payFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Moves the test clock forward to this instant. */
function setClock(iso: string) {
  const to = new Date(iso);
  expect(to.getTime()).toBeGreaterThanOrEqual(app.clock.now.getTime());
  app.clock.now = to;
}

const buy = (user: RegisteredUser, packageId: number, key = newKey(), language = 'en') =>
  app.call('POST', '/vip/recharge', {
    token: user.token,
    body: { packageId },
    headers: { 'idempotency-key': key },
    language,
  });

async function memberWith(coins: number) {
  const user = await registerUser(app);
  await giveCoins(app, user.id, coins);
  return user;
}

async function expectWalletEqualsLedger(user: RegisteredUser) {
  expect(await balancesOf(app, user.id)).toEqual(await ledgerOf(app, user.id));
}

describe('GET /vip/list', () => {
  it('lists VIP then SVIP for 1, 3 and 12 months, named in the caller language', async () => {
    const user = await registerUser(app);
    const list = await app.call('GET', '/vip/list', { token: user.token });
    expect(list.status).toBe(200);
    expect(
      list.data.map((p: { vipLevel: number; months: number }) => [p.vipLevel, p.months]),
    ).toEqual([
      [1, 1],
      [1, 3],
      [1, 12],
      [2, 1],
      [2, 3],
      [2, 12],
    ]);
    expect(list.data[0]).toEqual({
      id: 1,
      name: 'VIP · 1 month',
      vipLevel: 1,
      months: 1,
      goldCoin: 30,
      giftBag: { vipCharacter: 2000, freeGifts: 5, blurViews: 10 },
      privileges: ['vipBadge', 'matchAttempts', 'freeGifts', 'translationCharacters', 'blurViews'],
    });
    expect(list.data[3]).toMatchObject({
      name: 'SVIP · 1 month',
      goldCoin: 60,
      giftBag: { vipCharacter: 5000, freeGifts: -1, blurViews: 30 },
    });
    expect(list.data[3].privileges).toEqual(
      expect.arrayContaining(['readReceipts', 'whoLikedMe', 'exclusiveService']),
    );
    expect(list.data[2]).toMatchObject({ name: 'VIP · 12 months', goldCoin: 360 });

    const german = await app.call('GET', '/vip/list', { token: user.token, language: 'de' });
    expect(german.data.map((p: { name: string }) => p.name)).toEqual([
      'VIP · 1 Monat',
      'VIP · 3 Monate',
      'VIP · 12 Monate',
      'SVIP · 1 Monat',
      'SVIP · 3 Monate',
      'SVIP · 12 Monate',
    ]);
    const japanese = await app.call('GET', '/vip/list', { token: user.token, language: 'ja' });
    expect(japanese.data[1].name).toBe('VIP · 3か月');
  });
});

describe('POST /vip/recharge', () => {
  it('makes a normal member VIP for a month, paid with a bill of type 2, gift bag credited', async () => {
    setClock('2026-12-01T12:00:00.000Z');
    const user = await memberWith(50);
    setClock('2026-12-01T12:05:00.000Z');
    const r = await buy(user, 1);
    expect(r.status).toBe(200);
    expect(r.data).toEqual({
      recordId: expect.any(Number),
      vipLevel: 1,
      vipExpireTime: '2027-01-01T12:05:00.000Z',
      goldCoin: 20,
      userAccountVo: {
        goldCoin: 20,
        character: 0,
        vipCharacter: 2000,
        freeGifts: expect.any(Number),
        blurViews: 10,
      },
    });
    const bills = await billsOf(app, user.id);
    expect(bills.at(-1)).toEqual({ type: 2, amount: -30, transactionId: r.data.recordId });
    // Free gifts are a monthly allowance, not a balance the purchase fills.
    expect((await balancesOf(app, user.id)).freeGift).toBe(0);
    await expectWalletEqualsLedger(user);

    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data).toMatchObject({
      vipLevel: 1,
      vipExpireTime: '2027-01-01T12:05:00.000Z',
      userAccountVo: { vipCharacter: 2000, blurViews: 10 },
    });
  });

  it('extends a membership of the same level from its expiry', async () => {
    setClock('2026-12-02T08:00:00.000Z');
    const user = await memberWith(200);
    setClock('2026-12-02T09:00:00.000Z');
    expect((await buy(user, 1)).data.vipExpireTime).toBe('2027-01-02T09:00:00.000Z');
    setClock('2026-12-10T09:00:00.000Z');
    const extended = await buy(user, 2);
    expect(extended.data).toMatchObject({
      vipLevel: 1,
      vipExpireTime: '2027-04-02T09:00:00.000Z',
      goldCoin: 200 - 30 - 90,
    });
    // The gift bag comes with every purchase: 2000 + 6000 characters, 10 + 30 views.
    expect(extended.data.userAccountVo).toMatchObject({ vipCharacter: 8000, blurViews: 40 });
    await expectWalletEqualsLedger(user);
  });

  it('starts again from now when the membership has expired', async () => {
    setClock('2026-12-11T08:00:00.000Z');
    const user = await memberWith(60);
    setClock('2026-12-11T09:00:00.000Z');
    await buy(user, 1);
    // A session lasts 30 days: log in again after the membership ran out.
    setClock('2027-01-20T09:00:00.000Z');
    const login = await app.call('POST', '/account/login', {
      body: { account: user.email, password: user.password },
    });
    const again = await buy({ ...user, token: login.data.token }, 1);
    expect(again.data).toMatchObject({ vipLevel: 1, vipExpireTime: '2027-02-20T09:00:00.000Z' });
  });

  it('upgrades VIP to SVIP at once, adding the VIP time left at the price ratio in whole days', async () => {
    setClock('2027-01-21T12:00:00.000Z');
    const user = await memberWith(100);
    setClock('2027-01-21T12:05:00.000Z');
    expect((await buy(user, 1)).data.vipExpireTime).toBe('2027-02-21T12:05:00.000Z');
    // 10 days 6 hours later: 20 days 18 hours of VIP left, worth 30/60 of it in SVIP time,
    // 10 days 9 hours, rounded down to 10 days after the SVIP month that starts now.
    setClock('2027-01-31T18:05:00.000Z');
    const upgraded = await buy(user, 4);
    expect(upgraded.data).toMatchObject({
      vipLevel: 2,
      vipExpireTime: new Date(
        Date.parse('2027-02-28T18:05:00.000Z') + 10 * 86_400_000,
      ).toISOString(),
      goldCoin: 100 - 30 - 60,
      userAccountVo: { freeGifts: -1, vipCharacter: 7000, blurViews: 40 },
    });
    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data).toMatchObject({ vipLevel: 2, vipExpireTime: '2027-03-10T18:05:00.000Z' });
    await expectWalletEqualsLedger(user);
  });

  it('counts months in the calendar: a month after 31 January is the end of February', async () => {
    const user = await memberWith(60);
    setClock('2027-01-31T20:00:00.000Z');
    expect((await buy(user, 4)).data.vipExpireTime).toBe('2027-02-28T20:00:00.000Z');
    // SVIP bought while SVIP is active extends it.
    expect((await buy(user, 5, newKey())).status).toBe(402);
    await giveCoins(app, user.id, 180);
    expect((await buy(user, 5)).data).toMatchObject({
      vipLevel: 2,
      vipExpireTime: '2027-05-28T20:00:00.000Z',
      goldCoin: 0,
    });
  });

  it('refuses VIP while SVIP is active (400), in the caller language, and moves nothing', async () => {
    const user = await memberWith(100);
    await buy(user, 4);
    const before = await balancesOf(app, user.id);
    const refused = await buy(user, 1);
    expect(refused).toMatchObject({
      status: 400,
      code: 400,
      msg: 'Your SVIP membership is active: buy an SVIP package to extend it',
    });
    const inSpanish = await buy(user, 3, newKey(), 'es');
    expect(inSpanish.msg).toBe(
      'Tu membresía SVIP está activa: compra un paquete SVIP para ampliarla',
    );
    const inChinese = await buy(user, 2, newKey(), 'zh-CN');
    expect(inChinese.msg).toBe('你的SVIP会员仍然有效，请购买SVIP套餐续期');
    expect(await balancesOf(app, user.id)).toEqual(before);
    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data.vipLevel).toBe(2);
  });

  it('answers 402 (code 105) when the coins are short, 404 for no such package; nothing moves', async () => {
    const user = await memberWith(29);
    const key = newKey();
    const short = await buy(user, 1, key);
    expect(short).toMatchObject({ status: 402, code: 105, data: null });
    expect(await balancesOf(app, user.id)).toMatchObject({
      goldCoin: 29,
      vipCharacter: 0,
      blurView: 0,
    });
    expect((await buy(user, 99)).status).toBe(404);
    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data.vipLevel).toBe(0);
    // A refused call keeps no key: after a recharge the same key buys.
    await giveCoins(app, user.id, 1);
    expect((await buy(user, 1, key)).data).toMatchObject({ vipLevel: 1, goldCoin: 0 });
  });

  it('gives a retried key the first answer and moves nothing again; other parameters answer 409', async () => {
    const user = await memberWith(120);
    const key = newKey();
    const first = await buy(user, 1, key);
    const again = await buy(user, 1, key);
    expect(again).toEqual(first);
    expect((await balancesOf(app, user.id)).goldCoin).toBe(90);
    const conflict = await buy(user, 2, key);
    expect(conflict).toMatchObject({ status: 409, code: 409 });
  });

  it('gives 100 concurrent calls with one key one effect and one answer', async () => {
    const user = await memberWith(100);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 100 }, () => buy(user, 4, key)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 200, data: { vipLevel: 2, goldCoin: 40 } });
    expect(await balancesOf(app, user.id)).toMatchObject({
      goldCoin: 40,
      vipCharacter: 5000,
      blurView: 30,
    });
    expect((await billsOf(app, user.id)).filter((b) => b.type === 2)).toHaveLength(1);
    await expectWalletEqualsLedger(user);
  });

  it('runs concurrent purchases of one user with different keys one after the other', async () => {
    setClock('2027-02-01T09:00:00.000Z');
    const user = await memberWith(90);
    setClock('2027-02-01T10:00:00.000Z');
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(user, 1)));
    const bought = answers.filter((a) => a.status === 200);
    expect(bought).toHaveLength(3);
    expect(answers.filter((a) => a.status === 402)).toHaveLength(2);
    // Each purchase extended the one before it: one, two and three months from now.
    expect(bought.map((a) => a.data.vipExpireTime).sort()).toEqual([
      '2027-03-01T10:00:00.000Z',
      '2027-04-01T10:00:00.000Z',
      '2027-05-01T10:00:00.000Z',
    ]);
    const me = await app.call('GET', '/account/my-info', { token: user.token });
    expect(me.data.vipExpireTime).toBe('2027-05-01T10:00:00.000Z');
    expect(me.data.userAccountVo).toMatchObject({ goldCoin: 0, vipCharacter: 6000, blurViews: 30 });
    await expectWalletEqualsLedger(user);
  });
});
