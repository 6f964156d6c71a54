import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import { resetStores } from '../../stores/resetStores';
import { session } from '../../stores/session';
import { writeToken } from '../../stores/token';
import {
  buyTranslationPackage,
  capturePaypalOrder,
  loadBills,
  loadCoinPackages,
  loadMoreBills,
  loadTranslationPackages,
  rechargeCoins,
  wallet,
} from './wallet';
import { closeInsufficientCoins, insufficientCoins } from '../../stores/payment';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['account']);
});

beforeEach(() => {
  resetStores();
  writeToken('test-token');
  session.token = 'test-token';
  toasts.list = [];
  sessionStorage.clear();
});

afterEach(() => api.events.removeAllListeners());

const refuse = (status: number, code: number, msg: string) =>
  HttpResponse.json({ code, msg, data: null }, { status });

/** Records the Idempotency-Key of every call to `path`, answering as the mock world does. */
function keysOf(path: string) {
  const keys: (string | null)[] = [];
  api.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === `/api${path}`) {
      keys.push(request.headers.get('Idempotency-Key'));
    }
  });
  return keys;
}

/** Counts the my-info calls: each purchase refreshes the side bar's balances with one. */
function myInfoCalls() {
  const calls = { count: 0 };
  api.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/account/my-info') calls.count++;
  });
  return calls;
}

const lastToast = () => toasts.list.at(-1);

describe('packages', () => {
  it('loads the coin and translation packages', async () => {
    await Promise.all([loadCoinPackages(), loadTranslationPackages()]);
    expect(wallet.coinPackagesStatus).toBe('ready');
    expect(wallet.coinPackages.map((pack) => pack.goldCoin)).toEqual([10, 50, 100, 300, 1000]);
    expect(wallet.translationPackagesStatus).toBe('ready');
    expect(wallet.translationPackages[0]).toMatchObject({ characters: 1000, goldCoin: 10 });
  });

  it('says so when the packages cannot be loaded', async () => {
    api.use(...scenarios.serverError(apiBase));
    await loadCoinPackages();
    expect(wallet.coinPackagesStatus).toBe('failed');
    expect(lastToast()?.title).toBe('The coin packages could not be loaded');
  });
});

describe('recharging coins', () => {
  it('buys a package with the embedded provider, once, and refreshes the balance', async () => {
    await loadCoinPackages();
    const keys = keysOf('/coin/recharge');
    const myInfo = myInfoCalls();
    // A double click: the second call starts nothing while the first runs.
    const [first, second] = await Promise.all([
      rechargeCoins({ packageId: 2 }),
      rechargeCoins({ packageId: 2 }),
    ]);
    expect([first, second]).toEqual([true, false]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastToast()).toMatchObject({
      tone: 'success',
      title: '50 gold coins added',
      description: 'Your balance is now 100 coins.',
    });
    await expect.poll(() => myInfo.count).toBe(1);
    expect(wallet.recharging).toBe(false);
  });

  it('retries a payment whose answer was lost with the same key, a new payment with a new one', async () => {
    const keys = keysOf('/coin/recharge');
    api.use(http.post(`${apiBase}/coin/recharge`, () => HttpResponse.error(), { once: true }));
    expect(await rechargeCoins({ amount: 25 })).toBe(false);
    expect(lastToast()?.title).toBe('The recharge of 25 coins failed');
    expect(await rechargeCoins({ amount: 25 })).toBe(true);
    expect(await rechargeCoins({ amount: 25 })).toBe(true);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('refuses more than 100,000 coins before calling the server', async () => {
    const keys = keysOf('/coin/recharge');
    expect(await rechargeCoins({ amount: 100_001 })).toBe(false);
    expect(keys).toHaveLength(0);
    expect(lastToast()?.title).toBe('You can buy at most 100,000 coins at a time');
  });

  it('goes through PayPal when the embedded provider is off (1602), then captures once', async () => {
    api.use(
      http.post(`${apiBase}/coin/recharge`, () =>
        refuse(400, 1602, 'This payment method is not configured on this server'),
      ),
    );
    const created = keysOf('/pay/paypal-create-order');
    expect(await rechargeCoins({ packageId: 3 })).toBe(true);
    expect(wallet.provider).toBe('paypal');
    expect(created).toHaveLength(1);
    expect(wallet.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const paypalOrderId = new URL(wallet.approveUrl!).searchParams.get('token')!;

    // Back from PayPal with the approval.
    const myInfo = myInfoCalls();
    expect(await capturePaypalOrder({ paypalOrderId, approved: true })).toBe(true);
    expect(lastToast()).toMatchObject({ tone: 'success', title: '100 gold coins added' });
    await expect.poll(() => myInfo.count).toBe(1);

    // The next purchase goes straight to PayPal.
    expect(await rechargeCoins({ amount: 5 })).toBe(true);
    expect(created).toHaveLength(2);
  });

  it('says nothing was charged when the member cancelled at PayPal', async () => {
    const captures = keysOf('/pay/paypal-success-pay');
    expect(await capturePaypalOrder({ paypalOrderId: 'ABC123', approved: false })).toBe(false);
    expect(captures).toHaveLength(0);
    expect(lastToast()).toMatchObject({
      tone: 'info',
      title: 'The PayPal payment was cancelled. Nothing was charged.',
    });
  });

  it("shows PayPal's refusal of a capture", async () => {
    api.use(
      http.post(`${apiBase}/pay/paypal-success-pay`, () =>
        refuse(400, 1601, 'The payment was declined'),
      ),
    );
    expect(await capturePaypalOrder({ paypalOrderId: 'ABC123', approved: true })).toBe(false);
    expect(lastToast()).toMatchObject({ tone: 'error', description: 'The payment was declined' });
  });
});

describe('translation packages', () => {
  it('buys a package with coins and says how many characters there are now', async () => {
    const keys = keysOf('/translate/recharge');
    expect(await buyTranslationPackage(2)).toBe(true);
    expect(keys).toHaveLength(1);
    expect(lastToast()).toMatchObject({
      tone: 'success',
      title: '5,000 translation characters added',
    });
  });

  it('opens the low-balance dialog when the coins are short (105)', async () => {
    api.use(...scenarios.insufficientCoins(apiBase));
    expect(await buyTranslationPackage(3)).toBe(false);
    expect(insufficientCoins.open).toEqual({
      shortOf: 'coins',
      purchase: { what: 'translationPack' },
    });
    expect(toasts.list).toEqual([]);
    closeInsufficientCoins();
    expect(insufficientCoins.open).toBeNull();
  });
});

describe('bills', () => {
  it('loads the records with the types, and filters by type', async () => {
    await loadBills();
    expect(wallet.bills.status).toBe('ready');
    expect(wallet.bills.items.length).toBeGreaterThan(5);
    await expect.poll(() => wallet.billTypes.length).toBe(10);

    await loadBills(1);
    expect(wallet.billType).toBe(1);
    expect(wallet.bills.items.every((bill) => bill.type === 1)).toBe(true);
  });

  it('loads the next page and drops records already shown', async () => {
    const record = (id: number) => ({
      id,
      project: `Gift ${id}`,
      type: 5,
      accountChange: -1,
      balance: 100,
      createTime: '2026-11-20T10:00:00.000Z',
    });
    api.use(
      http.get(`${apiBase}/bill/list`, ({ request }) => {
        const pageNum = Number(new URL(request.url).searchParams.get('pageNum'));
        const ids = pageNum === 1 ? [30, 29, 28] : [28, 27];
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { total: 5, pageNum, pageSize: 20, records: ids.map(record) },
        });
      }),
    );
    await loadBills();
    await loadMoreBills();
    expect(wallet.bills.items.map((bill) => bill.id)).toEqual([30, 29, 28, 27]);
  });

  it('shows the failed state when the records cannot be loaded', async () => {
    api.use(http.get(`${apiBase}/bill/list`, () => refuse(500, 500, 'Database unavailable')));
    await loadBills();
    expect(wallet.bills.status).toBe('failed');
    expect(lastToast()?.title).toBe('Your bills could not be loaded');
  });
});
