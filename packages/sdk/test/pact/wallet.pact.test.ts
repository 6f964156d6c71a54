/**
 * Consumer contract of the wallet domain: coin payments (red packet, photo permission), coin
 * packages and recharges, bill types and bills, PayPal orders and their capture.
 *
 * Provider states introduced here:
 * - 'user 100001 is logged in and has 50 gold coins' {account, goldCoin}
 * - 'user 100002 exists' {account}
 * - 'user 100001 paid a red packet of 50 gold coins to user 100002 with Idempotency-Key 2f1c6a8e-5b1e-4a57-9d1c-0b7d3c1e9a40'
 *   {account, toAccount, amount, idempotencyKey}
 * - 'the embedded payment provider is enabled'
 * - 'coin package 3 of 100 gold coins for 100 USD is on sale' {packageId, goldCoin, price}
 * - 'PayPal is configured'
 * - 'PayPal is not configured'
 * - 'PayPal is configured and order 5O190127TN364715T was approved by user 100001'
 *   {paypalOrderId, account, coins}
 * - 'user 100001 received a red packet of 100 gold coins from user 100004' {account, fromAccount, amount}
 * Reused: 'user 100001 is of gender 1 and has no photo permission for user 100002' (album).
 */
import { describe, expect, it } from 'vitest';
import {
  examplePaymentKey,
  failure,
  heartlinePact,
  loggedInState,
  M,
  paymentHeaders,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();
const paying = { idempotencyKey: examplePaymentKey };
const has50Coins = [
  'user 100001 is logged in and has 50 gold coins',
  { account: 100001, goldCoin: 50 },
] as const;
const user100002 = ['user 100002 exists', { account: 100002 }] as const;
const coinPackage3 = [
  'coin package 3 of 100 gold coins for 100 USD is on sale',
  { packageId: 3, goldCoin: 100, price: 100 },
] as const;
const approvedOrder = [
  'PayPal is configured and order 5O190127TN364715T was approved by user 100001',
  { paypalOrderId: '5O190127TN364715T', account: 100001, coins: 25 },
] as const;

describe('wallet', () => {
  it('sends a red packet and gets the balance after it', async () => {
    await pact
      .addInteraction()
      .given(...has50Coins)
      .given(...user100002)
      .uponReceiving('a red packet of 20 gold coins to user 100002')
      .withRequest('POST', '/pay/gold-coin-pay', (b) =>
        b.headers(paymentHeaders()).jsonBody({
          purpose: 'redPacket',
          toUserId: 2,
          amount: 20,
          note: '¡Feliz cumpleaños! 生日快乐',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            recordId: M.integer(5120),
            purpose: 'redPacket',
            amount: 20,
            goldCoin: M.integer(30),
            paidBefore: false,
          }),
        ),
      )
      .executeTest(async (server) => {
        const paid = await sdkAt(server.url).wallet.pay(
          { purpose: 'redPacket', toUserId: 2, amount: 20, note: '¡Feliz cumpleaños! 生日快乐' },
          paying,
        );
        expect(paid.recordId).toBeGreaterThan(0);
        expect(paid.amount).toBe(20);
        expect(paid.goldCoin).toBe(30);
      });
  });

  it('pays the photo permission of a man', async () => {
    await pact
      .addInteraction()
      .given(...has50Coins)
      .given('user 100001 is of gender 1 and has no photo permission for user 100002', {
        account: 100001,
        owner: 100002,
      })
      .uponReceiving('a photo permission payment for the album of user 100002')
      .withRequest('POST', '/pay/gold-coin-pay', (b) =>
        b.headers(paymentHeaders()).jsonBody({ purpose: 'photoPermission', toUserId: 2 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            recordId: M.integer(5121),
            purpose: 'photoPermission',
            amount: M.integer(3),
            goldCoin: M.integer(47),
            paidBefore: false,
          }),
        ),
      )
      .executeTest(async (server) => {
        const paid = await sdkAt(server.url).wallet.pay(
          { purpose: 'photoPermission', toUserId: 2 },
          paying,
        );
        expect(paid.paidBefore).toBe(false);
        expect(paid.goldCoin).toBe(47);
      });
  });

  it('refuses a red packet bigger than the balance with 105', async () => {
    await pact
      .addInteraction()
      .given(...has50Coins)
      .given(...user100002)
      .uponReceiving('a red packet of 100 gold coins from a user who has 50')
      .withRequest('POST', '/pay/gold-coin-pay', (b) =>
        b.headers(paymentHeaders()).jsonBody({ purpose: 'redPacket', toUserId: 2, amount: 100 }),
      )
      .willRespondWith(402, (b) =>
        b.jsonBody(failure(105, 'Insufficient gold coins, please recharge')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).wallet.pay({ purpose: 'redPacket', toUserId: 2, amount: 100 }, paying),
        ).rejects.toMatchObject({ kind: 'api', code: 105, status: 402 });
      });
  });

  it('refuses an Idempotency-Key reused for another payment with 409', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...user100002)
      .given(
        `user 100001 paid a red packet of 50 gold coins to user 100002 with Idempotency-Key ${examplePaymentKey}`,
        { account: 100001, toAccount: 100002, amount: 50, idempotencyKey: examplePaymentKey },
      )
      .uponReceiving('a red packet of 10 gold coins with the key of an earlier red packet of 50')
      .withRequest('POST', '/pay/gold-coin-pay', (b) =>
        b.headers(paymentHeaders()).jsonBody({ purpose: 'redPacket', toUserId: 2, amount: 10 }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(failure(409, 'This payment key was already used for another request')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).wallet.pay({ purpose: 'redPacket', toUserId: 2, amount: 10 }, paying),
        ).rejects.toMatchObject({ kind: 'api', code: 409, status: 409 });
      });
  });

  it('lists the coin packages', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for the coin packages')
      .withRequest('GET', '/coin/list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.eachLike({
              id: M.integer(1),
              goldCoin: M.integer(10),
              price: M.number(10),
              currency: 'USD',
              label: M.string('10 gold coins'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const packages = await sdkAt(server.url).wallet.listCoinPackages();
        expect(packages[0]).toMatchObject({ id: 1, goldCoin: 10, currency: 'USD' });
        expect(packages[0]?.label).toBeTruthy();
      });
  });

  it('recharges a coin package at once with the embedded provider', async () => {
    await pact
      .addInteraction()
      .given(...has50Coins)
      .given('the embedded payment provider is enabled')
      .given(...coinPackage3)
      .uponReceiving('a recharge of coin package 3 with the embedded provider')
      .withRequest('POST', '/coin/recharge', (b) =>
        b.headers(paymentHeaders()).jsonBody({ packageId: 3, provider: 'embedded' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            orderId: M.integer(880),
            status: 'paid',
            coins: 100,
            price: M.number(100),
            currency: 'USD',
            goldCoin: M.integer(150),
            paypalOrderId: null,
            approveUrl: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const order = await sdkAt(server.url).wallet.recharge(
          { packageId: 3, provider: 'embedded' },
          paying,
        );
        expect(order.status).toBe('paid');
        expect(order.goldCoin).toBe(150);
        expect(order.approveUrl).toBeNull();
      });
  });

  it('refuses a PayPal recharge when PayPal is not configured (1602)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('PayPal is not configured')
      .given(...coinPackage3)
      .uponReceiving('a PayPal recharge of coin package 3 on a server without PayPal')
      .withRequest('POST', '/coin/recharge', (b) =>
        b.headers(paymentHeaders()).jsonBody({ packageId: 3, provider: 'paypal' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1602, 'This payment method is not configured on this server')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).wallet.recharge({ packageId: 3, provider: 'paypal' }, paying),
        ).rejects.toMatchObject({ kind: 'api', code: 1602, status: 400 });
      });
  });

  it('lists the bill types', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for the bill types')
      .withRequest('GET', '/bill/type', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(success(M.eachLike({ type: M.integer(1), name: M.string('Coin recharge') }))),
      )
      .executeTest(async (server) => {
        const types = await sdkAt(server.url).wallet.listBillTypes();
        expect(types[0]?.type).toBe(1);
        expect(types[0]?.name).toBeTruthy();
      });
  });

  it('lists the red packets received', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 100001 received a red packet of 100 gold coins from user 100004', {
        account: 100001,
        fromAccount: 100004,
        amount: 100,
      })
      .uponReceiving('a request for the bills of type 7 (red packet received)')
      .withRequest('GET', '/bill/list', (b) =>
        b.headers(requestHeaders()).query({ type: '7', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.eachLike({
              id: M.integer(5130),
              project: M.string('Red packet from 佐藤 陽菜'),
              type: 7,
              accountChange: M.integer(100),
              balance: M.integer(150),
              createTime: M.iso8601DateTimeWithMillis('2026-11-21T12:04:31.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).wallet.listBills({
          type: 7,
          pageNum: 1,
          pageSize: 20,
        });
        expect(page.total).toBeGreaterThan(0);
        expect(page.records[0]).toMatchObject({ type: 7, accountChange: 100 });
      });
  });

  it('creates a PayPal order for a custom amount', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('PayPal is configured')
      .uponReceiving('a PayPal order for 25 gold coins')
      .withRequest('POST', '/pay/paypal-create-order', (b) =>
        b.headers(paymentHeaders()).jsonBody({ amount: 25 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            orderId: M.integer(881),
            paypalOrderId: M.string('5O190127TN364715T'),
            approveUrl: M.string('https://www.paypal.com/checkoutnow?token=5O190127TN364715T'),
            status: 'pending',
            coins: 25,
            price: M.number(25),
            currency: 'USD',
          }),
        ),
      )
      .executeTest(async (server) => {
        const order = await sdkAt(server.url).wallet.createPaypalOrder({ amount: 25 }, paying);
        expect(order.status).toBe('pending');
        expect(order.approveUrl).toMatch(/^https:\/\//);
        expect(order.paypalOrderId).toBeTruthy();
      });
  });

  it('refuses a PayPal order when PayPal is not configured (1602)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('PayPal is not configured')
      .uponReceiving('a PayPal order on a server without PayPal')
      .withRequest('POST', '/pay/paypal-create-order', (b) =>
        b.headers(paymentHeaders()).jsonBody({ amount: 25 }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1602, 'This payment method is not configured on this server')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).wallet.createPaypalOrder({ amount: 25 }, paying),
        ).rejects.toMatchObject({ kind: 'api', code: 1602 });
      });
  });

  it('captures an approved PayPal order and credits its coins', async () => {
    await pact
      .addInteraction()
      .given(...has50Coins)
      .given(...approvedOrder)
      .uponReceiving('a capture of the approved PayPal order 5O190127TN364715T')
      .withRequest('POST', '/pay/paypal-success-pay', (b) =>
        b.headers(paymentHeaders()).jsonBody({ paypalOrderId: '5O190127TN364715T' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({ orderId: M.integer(881), status: 'paid', coins: 25, goldCoin: M.integer(75) }),
        ),
      )
      .executeTest(async (server) => {
        const captured = await sdkAt(server.url).wallet.capturePaypalOrder(
          { paypalOrderId: '5O190127TN364715T' },
          paying,
        );
        expect(captured).toMatchObject({ status: 'paid', coins: 25, goldCoin: 75 });
      });
  });
});
