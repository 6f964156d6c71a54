import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSdk, newIdempotencyKey } from '../../src';
import { createHandlers, newMe, normalMe, svipMe, vipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// Memberships run from "now": fix the clock (only Date, so msw's timers stay real).
const now = new Date('2026-11-22T12:00:00.000Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const key = () => ({ idempotencyKey: newIdempotencyKey() });

describe('membership mocks', () => {
  it('lists VIP then SVIP packages for 1, 3 and 12 months with gift bags and privileges', async () => {
    const packages = await sdk.membership.listPackages();
    expect(packages.map((p) => [p.vipLevel, p.months])).toEqual([
      [1, 1],
      [1, 3],
      [1, 12],
      [2, 1],
      [2, 3],
      [2, 12],
    ]);
    expect(packages[0]).toMatchObject({ name: 'VIP · 1 month', giftBag: { freeGifts: 5 } });
    expect(packages[3]?.giftBag.freeGifts).toBe(-1);
    expect(packages[3]?.privileges).toContain('whoLikedMe');
    expect(packages[0]?.privileges).not.toContain('readReceipts');
    const russian = await createSdk({
      baseUrl,
      brand: 'Chrome',
      getLanguage: () => 'ru',
    }).membership.listPackages();
    expect(russian.map((p) => p.name).slice(3)).toEqual([
      'SVIP · 1 месяц',
      'SVIP · 3 месяца',
      'SVIP · 12 месяцев',
    ]);
  });

  it('makes a normal member VIP for a month and grants the gift bag', async () => {
    const bought = await sdk.membership.buy({ packageId: 1 }, key());
    expect(bought).toMatchObject({
      vipLevel: 1,
      goldCoin: normalMe.userAccountVo.goldCoin - 30,
      userAccountVo: { vipCharacter: 2000, freeGifts: 5, blurViews: 10, character: 2000 },
    });
    expect(bought.vipExpireTime).toBe('2026-12-22T12:00:00.000Z');
  });

  it('extends an SVIP membership from its expiry', async () => {
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    const bought = await sdk.membership.buy({ packageId: 5 }, key());
    expect(bought.vipLevel).toBe(2);
    expect(bought.vipExpireTime).toBe('2028-02-14T09:20:00.000Z');
    expect(bought.userAccountVo.freeGifts).toBe(-1);
  });

  it('upgrades an active VIP to SVIP, converting the VIP days left', async () => {
    server.use(...createHandlers({ baseUrl, me: vipMe }));
    const bought = await sdk.membership.buy({ packageId: 4 }, key());
    expect(bought.vipLevel).toBe(2);
    // A month of SVIP from now, plus 83.9 VIP days left at 30/60 coins: 41 whole days.
    expect(bought.vipExpireTime).toBe('2027-02-01T12:00:00.000Z');
    expect(bought.userAccountVo).toMatchObject({ freeGifts: -1, vipCharacter: 10000 });
  });

  it('refuses VIP over an active SVIP (400), a new user without coins (105), an unknown package (404)', async () => {
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    await expect(sdk.membership.buy({ packageId: 1 }, key())).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
    server.resetHandlers();
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.membership.buy({ packageId: 1 }, key())).rejects.toMatchObject({
      kind: 'api',
      code: 105,
      status: 402,
    });
    await expect(sdk.membership.buy({ packageId: 99 }, key())).rejects.toMatchObject({
      kind: 'api',
      code: 404,
    });
  });
});
