import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk, isInsufficientFunds, newIdempotencyKey, type Body } from '../../src';
import { createHandlers, newMe, svipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const pay = () => ({ idempotencyKey: newIdempotencyKey() });

const address = {
  receiverName: 'María García López',
  phone: '+34 612 345 678',
  region: 'ES',
  detail: 'Calle de Alcalá 45, 3º B, Madrid',
  postcode: '28014',
};

describe('mall mocks', () => {
  it('lists the categories in my language', async () => {
    const spanish = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'es' });
    const categories = await spanish.mall.listCategories();
    expect(categories.map((c) => c.name)).toEqual([
      'Flores',
      'Chocolates y dulces',
      'Joyería',
      'Peluches',
    ]);
    expect(categories[0]?.icon).toBe('/uploads/mall/classify-flowers.png');
  });

  it('lists the goods of a category with price and stock', async () => {
    const russian = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'ru' });
    const flowers = await russian.mall.listGoods({ classifyId: 1 });
    expect(flowers.total).toBe(3);
    expect(flowers.records[0]).toMatchObject({
      id: 11,
      name: 'Букет из 11 красных роз',
      goldCoin: 39,
      stock: 120,
    });
    expect(flowers.records.find((g) => g.id === 12)?.stock).toBe(0);
  });

  it('refuses an unknown category (404)', async () => {
    await expect(sdk.mall.listGoods({ classifyId: 77 })).rejects.toMatchObject({
      kind: 'api',
      code: 404,
    });
  });

  it('lists what I bought and what friends bought for me, with addresses', async () => {
    const bought = await sdk.mall.listPurchases();
    expect(bought.records.map((o) => o.status)).toEqual(['paid', 'shipped', 'received']);
    expect(bought.records[1]).toMatchObject({
      goodsName: 'Bouquet of 11 red roses',
      buyer: { id: 1 },
      receiver: { nickname: 'María García' },
      address: { region: 'ES', detail: 'Calle de Alcalá 45, 3º B, Madrid' },
      message: '¡Feliz cumpleaños! 生日快乐！',
    });
    const received = await sdk.mall.listReceived();
    expect(received.total).toBe(3);
    expect(received.records[0]).toMatchObject({
      receiver: { id: 1 },
      buyer: { nickname: '김민준' },
      address: { postcode: '200120' },
      goldCoin: 260,
    });
    server.use(...createHandlers({ baseUrl, empty: true }));
    await expect(sdk.mall.listPurchases()).resolves.toMatchObject({ total: 0 });
    await expect(sdk.mall.listReceived()).resolves.toMatchObject({ total: 0 });
  });

  it('buys goods for a friend: the paid order echoes what I asked', async () => {
    const order = await sdk.mall.buy(
      { goodsId: 11, quantity: 1, friendUserId: 2, address, message: '¡Para ti! 🌹' },
      pay(),
    );
    expect(order).toMatchObject({
      goods: { id: 11 },
      quantity: 1,
      goldCoin: 39,
      status: 'paid',
      buyer: { id: 1 },
      receiver: { id: 2 },
      address,
      message: '¡Para ti! 🌹',
    });
  });

  it('refuses buying without enough coins (105 at HTTP 402)', async () => {
    const error = await sdk.mall
      .buy({ goodsId: 31, quantity: 1, friendUserId: 2, address }, pay())
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'api', code: 105, status: 402 });
    expect(isInsufficientFunds(error)).toBe(true);
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    await expect(
      sdk.mall.buy({ goodsId: 31, quantity: 1, friendUserId: 2, address }, pay()),
    ).resolves.toMatchObject({ goldCoin: 199 });
  });

  it('refuses buying without an address (1901), for a non-friend (1504), sold out (400)', async () => {
    const noAddress = { goodsId: 11, quantity: 1, friendUserId: 2 } as Omit<
      Body<'/umall-goods/buy', 'post'>,
      'address'
    > as Body<'/umall-goods/buy', 'post'>;
    await expect(sdk.mall.buy(noAddress, pay())).rejects.toMatchObject({
      kind: 'api',
      code: 1901,
      status: 400,
    });
    await expect(
      sdk.mall.buy({ goodsId: 11, quantity: 1, friendUserId: 9, address }, pay()),
    ).rejects.toMatchObject({ kind: 'api', code: 1504 });
    await expect(
      sdk.mall.buy({ goodsId: 12, quantity: 1, friendUserId: 2, address }, pay()),
    ).rejects.toMatchObject({ kind: 'api', code: 400 });
    await expect(
      sdk.mall.buy({ goodsId: 999, quantity: 1, friendUserId: 2, address }, pay()),
    ).rejects.toMatchObject({ kind: 'api', code: 404 });
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(
      sdk.mall.buy({ goodsId: 11, quantity: 1, friendUserId: 2, address }, pay()),
    ).rejects.toMatchObject({ kind: 'api', code: 1504 });
  });
});
