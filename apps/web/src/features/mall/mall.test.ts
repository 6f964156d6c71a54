import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  buyGoods,
  chooseCategory,
  loadPurchases,
  loadReceived,
  mall,
  openCheckout,
  openMall,
} from './mall';
import { toasts } from '../../stores/toasts';
import { resetStores } from '../../stores/resetStores';
import { session } from '../../stores/session';
import { writeToken } from '../../stores/token';
import { insufficientCoins } from '../../stores/payment';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['mall', 'account']);
});

beforeEach(() => {
  resetStores();
  writeToken('test-token');
  session.token = 'test-token';
  toasts.list = [];
});

afterEach(() => api.events.removeAllListeners());

const lastToast = () => toasts.list.at(-1);

const address = {
  receiverName: 'María García',
  phone: '+34 612 345 678',
  region: 'ES',
  detail: 'Calle de Alcalá 45, Madrid',
};

describe('the mall', () => {
  it('opens on the first category with its goods, and switches category', async () => {
    await openMall();
    expect(mall.categoriesStatus).toBe('ready');
    expect(mall.category).toBe(mall.categories[0]?.id);
    expect(mall.goods.status).toBe('ready');
    expect(mall.goods.items.every((goods) => goods.classifyId === mall.category)).toBe(true);

    await chooseCategory(2);
    expect(mall.category).toBe(2);
    expect(mall.goods.items.every((goods) => goods.classifyId === 2)).toBe(true);
  });

  it('opens the category the address names', async () => {
    await openMall(3);
    expect(mall.category).toBe(3);
  });

  it('says so when the mall cannot be loaded', async () => {
    api.use(...scenarios.serverError(apiBase));
    await openMall();
    expect(mall.categoriesStatus).toBe('failed');
    expect(lastToast()?.title).toBe('The mall could not be loaded');
  });
});

describe('checkout', () => {
  it('finds the goods of a direct address, with the friends and regions', async () => {
    await openCheckout({ goodsId: 12, categoryId: 1 });
    expect(mall.chosenStatus).toBe('ready');
    expect(mall.chosen?.id).toBe(12);
    expect(mall.friendsStatus).toBe('ready');
    expect(mall.friends.length).toBeGreaterThan(0);
    expect(mall.regions.length).toBeGreaterThan(0);
  });

  it('says the goods are not on sale when the category does not hold them', async () => {
    await openCheckout({ goodsId: 999, categoryId: 1 });
    expect(mall.chosenStatus).toBe('missing');
    await openCheckout({ goodsId: 11, categoryId: null });
    expect(mall.chosenStatus).toBe('missing');
  });

  it('buys for a friend once per click, with an Idempotency-Key, and refreshes the balance', async () => {
    await openCheckout({ goodsId: 11, categoryId: 1 });
    const friend = mall.friends[0]!;
    const keys: (string | null)[] = [];
    let myInfo = 0;
    api.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/umall-goods/buy') keys.push(request.headers.get('Idempotency-Key'));
      if (path === '/api/account/my-info') myInfo++;
    });
    const purchase = {
      goodsId: 11,
      quantity: 1,
      friendUserId: friend.friendUserId,
      address,
      message: 'Feliz cumpleaños',
    };
    const [order, again] = await Promise.all([buyGoods(purchase), buyGoods(purchase)]);
    expect(order).toMatchObject({ goodsName: 'Bouquet of 11 red roses', quantity: 1 });
    expect(again).toBeNull();
    expect(keys).toHaveLength(1);
    expect(mall.placed).toEqual(order);
    expect(mall.chosen?.stock).toBe(119);
    await expect.poll(() => myInfo).toBe(1);
  });

  it('needs a friend and an address before calling the server', async () => {
    const calls: string[] = [];
    api.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    expect(await buyGoods({ goodsId: 11, quantity: 1, address })).toBeNull();
    expect(await buyGoods({ goodsId: 11, quantity: 1, friendUserId: 2 })).toBeNull();
    expect(calls).not.toContain('/api/umall-goods/buy');
    expect(lastToast()?.title).toBe('Buying needs a chosen friend and an address');
  });

  it('opens the low-balance dialog when the coins are short (105)', async () => {
    api.use(
      http.post(`${apiBase}/umall-goods/buy`, () =>
        HttpResponse.json(
          { code: 105, msg: 'Insufficient gold coins, please recharge', data: null },
          { status: 402 },
        ),
      ),
    );
    expect(await buyGoods({ goodsId: 11, quantity: 3, friendUserId: 2, address })).toBeNull();
    expect(insufficientCoins.open).toEqual({ shortOf: 'coins', purchase: { what: 'goods' } });
    expect(toasts.list).toEqual([]);
  });
});

describe('my orders', () => {
  it('lists my purchases and the orders I received', async () => {
    await Promise.all([loadPurchases(), loadReceived()]);
    expect(mall.purchases.status).toBe('ready');
    expect(mall.purchases.items.length).toBeGreaterThan(0);
    expect(mall.received.status).toBe('ready');
    expect(mall.received.items.length).toBeGreaterThan(0);
  });

  it('shows the empty lists', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadPurchases();
    expect(mall.purchases).toMatchObject({ status: 'ready', items: [], total: 0 });
  });
});
