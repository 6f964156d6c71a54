import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk, isInsufficientFunds, newIdempotencyKey } from '../../src';
import { createHandlers, newMe, normalMe, svipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const sdkIn = (language: string) =>
  createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => language });
const key = () => ({ idempotencyKey: newIdempotencyKey() });

describe('wallet mocks', () => {
  it('lists coin packages at 1 USD a coin, labelled in the interface language', async () => {
    const packages = await sdk.wallet.listCoinPackages();
    expect(packages.map((p) => p.goldCoin)).toEqual([10, 50, 100, 300, 1000]);
    expect(packages.every((p) => p.price === p.goldCoin && p.currency === 'USD')).toBe(true);
    expect(packages[0]?.label).toBe('10 gold coins');
    expect((await sdkIn('zh-CN').wallet.listCoinPackages())[2]?.label).toBe('100 金币');
  });

  it('sends a red packet and answers the balance after it', async () => {
    const paid = await sdk.wallet.pay(
      { purpose: 'redPacket', toUserId: 2, amount: 20, note: '¡Feliz cumpleaños!' },
      key(),
    );
    expect(paid).toMatchObject({
      purpose: 'redPacket',
      amount: 20,
      goldCoin: 30,
      paidBefore: false,
    });
    expect(paid.recordId).toBeGreaterThan(0);
  });

  it('charges a man 3 coins for photo permission and a woman nothing', async () => {
    server.use(
      ...createHandlers({
        baseUrl,
        me: { ...newMe, userAccountVo: { ...newMe.userAccountVo, goldCoin: 10 } },
      }),
    );
    const man = await sdk.wallet.pay({ purpose: 'photoPermission', toUserId: 2 }, key());
    expect(man).toMatchObject({ amount: 3, goldCoin: 7 });
    server.resetHandlers();
    const woman = await sdk.wallet.pay({ purpose: 'photoPermission', toUserId: 3 }, key());
    expect(woman).toMatchObject({
      amount: 0,
      recordId: null,
      goldCoin: normalMe.userAccountVo.goldCoin,
    });
  });

  it('refuses a red packet bigger than the balance with 105, and paying oneself with 1104', async () => {
    const tooMuch = sdk.wallet.pay({ purpose: 'redPacket', toUserId: 2, amount: 100 }, key());
    await expect(tooMuch).rejects.toMatchObject({ kind: 'api', code: 105, status: 402 });
    await expect(tooMuch.catch((e: unknown) => isInsufficientFunds(e))).resolves.toBe(true);
    await expect(
      sdk.wallet.pay({ purpose: 'redPacket', toUserId: normalMe.id, amount: 1 }, key()),
    ).rejects.toMatchObject({ kind: 'api', code: 1104 });
    await expect(
      sdk.wallet.pay({ purpose: 'newFriendChat', toUserId: 999 }, key()),
    ).rejects.toMatchObject({ kind: 'api', code: 404 });
  });

  it('replays a retried payment and refuses its key for another one (409)', async () => {
    const options = key();
    const first = await sdk.wallet.pay({ purpose: 'redPacket', toUserId: 9, amount: 10 }, options);
    const retry = await sdk.wallet.pay({ purpose: 'redPacket', toUserId: 9, amount: 10 }, options);
    expect(retry).toEqual(first);
    await expect(
      sdk.wallet.pay({ purpose: 'redPacket', toUserId: 9, amount: 11 }, options),
    ).rejects.toMatchObject({ kind: 'api', code: 409, status: 409 });
  });

  it('recharges a package at once with the embedded provider', async () => {
    const order = await sdk.wallet.recharge({ packageId: 3, provider: 'embedded' }, key());
    expect(order).toMatchObject({ status: 'paid', coins: 100, price: 100, goldCoin: 150 });
    expect(order.approveUrl).toBeNull();
    const custom = await sdk.wallet.recharge({ amount: 25, provider: 'embedded' }, key());
    expect(custom).toMatchObject({ coins: 25, price: 25, goldCoin: 75 });
    await expect(
      sdk.wallet.recharge({ packageId: 42, provider: 'embedded' }, key()),
    ).rejects.toMatchObject({ kind: 'api', code: 404 });
  });

  it('creates a PayPal order through /coin/recharge and captures it', async () => {
    const order = await sdk.wallet.recharge({ amount: 30, provider: 'paypal' }, key());
    expect(order).toMatchObject({ status: 'pending', coins: 30, goldCoin: 50 });
    expect(order.approveUrl).toContain(String(order.paypalOrderId));
    const captured = await sdk.wallet.capturePaypalOrder(
      { paypalOrderId: String(order.paypalOrderId) },
      key(),
    );
    expect(captured).toMatchObject({ status: 'paid', coins: 30, goldCoin: 80 });
  });

  it('creates a PayPal order and captures the approved example order', async () => {
    const order = await sdk.wallet.createPaypalOrder({ packageId: 2 }, key());
    expect(order).toMatchObject({ status: 'pending', coins: 50, price: 50, currency: 'USD' });
    expect(order.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    const captured = await sdk.wallet.capturePaypalOrder(
      { paypalOrderId: '5O190127TN364715T' },
      key(),
    );
    expect(captured).toEqual({ orderId: 881, status: 'paid', coins: 25, goldCoin: 75 });
    await expect(
      sdk.wallet.capturePaypalOrder({ paypalOrderId: 'UNKNOWN0RDER' }, key()),
    ).rejects.toMatchObject({ kind: 'api', code: 404, status: 404 });
  });

  it('names every bill type in the interface language', async () => {
    const types = await sdkIn('es').wallet.listBillTypes();
    expect(types.map((t) => t.type)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(types.find((t) => t.type === 7)?.name).toBe('Sobre rojo recibido');
  });

  it('lists bills newest first, ending on the balance, filtered by type', async () => {
    const all = await sdk.wallet.listBills();
    expect(all.records[0]?.balance).toBe(normalMe.userAccountVo.goldCoin);
    expect(all.records.every((b) => b.balance >= 0 && b.accountChange !== 0)).toBe(true);
    for (let i = 0; i + 1 < all.records.length; i += 1) {
      const [newer, older] = [all.records[i]!, all.records[i + 1]!];
      expect(older.balance).toBe(newer.balance - newer.accountChange);
    }
    const received = await sdkIn('zh-CN').wallet.listBills({ type: 7 });
    expect(received.records.map((b) => b.project)).toEqual([
      '来自 佐藤 陽菜 的红包',
      '来自 Алексей Смирнов 的红包',
    ]);
    const secondPage = await sdk.wallet.listBills({ pageNum: 2, pageSize: 5 });
    expect(secondPage).toMatchObject({ total: all.total, pageNum: 2, pageSize: 5 });
  });

  it("shows an SVIP member's membership bill, and no bills for a new user", async () => {
    server.use(...createHandlers({ baseUrl, me: svipMe }));
    const membership = await sdkIn('de').wallet.listBills({ type: 2 });
    expect(membership.records[0]).toMatchObject({
      accountChange: -60,
      project: 'Mitgliedschaft: SVIP · 1 Monat',
    });
    server.use(...createHandlers({ baseUrl, me: newMe }));
    await expect(sdk.wallet.listBills()).resolves.toMatchObject({ total: 0, records: [] });
  });
});
