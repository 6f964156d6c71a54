import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk, newIdempotencyKey } from '../../src';
import { createHandlers, newMe, normalMe, svipMe, vipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const key = () => ({ idempotencyKey: newIdempotencyKey() });

describe('gift mocks', () => {
  it('lists the catalogue cheapest first, named in the interface language', async () => {
    const catalogue = await sdk.gift.list();
    expect(catalogue.freeGiftsLeft).toBe(0);
    const prices = catalogue.records.map((g) => g.goldCoin);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(catalogue.records.find((g) => g.id === 3)).toEqual({
      id: 3,
      name: 'Rose',
      icon: '/uploads/gifts/rose.png',
      goldCoin: 5,
    });
    const korean = await createSdk({
      baseUrl,
      brand: 'Chrome',
      getLanguage: () => 'ko',
    }).gift.list();
    expect(korean.records.find((g) => g.id === 5)?.name).toBe('곰인형');
  });

  it('shows the free gifts left: 5 a month for VIP, unlimited for SVIP', async () => {
    server.use(...createHandlers({ baseUrl, me: vipMe }));
    expect((await sdk.gift.list()).freeGiftsLeft).toBe(5);
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    expect((await sdk.gift.list()).freeGiftsLeft).toBe(-1);
  });

  it('makes a normal member pay the price', async () => {
    const given = await sdk.gift.give({ userId: 4, giftId: 3, quantity: 3 }, key());
    expect(given).toMatchObject({
      quantity: 3,
      freeQuantity: 0,
      cost: 15,
      free: false,
      goldCoin: 35,
    });
  });

  it('takes a VIP gift from the allowance first, then coins', async () => {
    server.use(...createHandlers({ baseUrl, me: vipMe }));
    const given = await sdk.gift.give({ userId: 2, giftId: 3, quantity: 7 }, key());
    expect(given).toMatchObject({ freeQuantity: 5, cost: 10, free: false, freeGiftsLeft: 0 });
    expect(given.goldCoin).toBe(vipMe.userAccountVo.goldCoin - 10);
  });

  it('gives an SVIP member any gift free', async () => {
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    const given = await sdk.gift.give({ userId: 5, giftId: 8, quantity: 2 }, key());
    expect(given).toMatchObject({ freeQuantity: 2, cost: 0, free: true, freeGiftsLeft: -1 });
    expect(given.goldCoin).toBe(svipMe.userAccountVo.goldCoin);
  });

  it('refuses 105 without coins, 1104 to oneself, 404 for an unknown gift', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.gift.give({ userId: 2, giftId: 1, quantity: 1 }, key())).rejects.toMatchObject(
      {
        kind: 'api',
        code: 105,
        status: 402,
      },
    );
    server.resetHandlers();
    await expect(
      sdk.gift.give({ userId: normalMe.id, giftId: 1, quantity: 1 }, key()),
    ).rejects.toMatchObject({ kind: 'api', code: 1104 });
    await expect(
      sdk.gift.give({ userId: 2, giftId: 77, quantity: 1 }, key()),
    ).rejects.toMatchObject({
      kind: 'api',
      code: 404,
      status: 404,
    });
  });

  it('lists gifts sent by default and received on request, newest first', async () => {
    const sent = await sdk.gift.listRecords();
    expect(sent.records[0]).toMatchObject({
      name: 'Teddy bear',
      giver: { id: normalMe.id },
      recipient: { nickname: 'María García' },
      goldCoin: 20,
    });
    const received = await createSdk({
      baseUrl,
      brand: 'Chrome',
      getLanguage: () => 'ja',
    }).gift.listRecords({ type: 'received', pageSize: 2 });
    expect(received.total).toBe(6);
    expect(received.records).toHaveLength(2);
    expect(received.records[0]).toMatchObject({
      name: 'バラ',
      quantity: 3,
      recipient: { id: normalMe.id },
    });
    const times = received.records.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers empty pages in the empty-lists world', async () => {
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.gift.listRecords({ type: 'received' })).resolves.toMatchObject({
      total: 0,
      records: [],
    });
  });
});
