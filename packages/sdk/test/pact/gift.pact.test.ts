/**
 * Consumer contract of the gift domain: gift records, the catalogue, and giving a gift (paid,
 * free from a VIP allowance, or refused for lack of coins).
 *
 * Provider states introduced here:
 * - 'user 100005 gave user 100001 3 of gift 3' {giverAccount, recipientAccount, giftId, quantity}
 * - 'gift 3 costs 5 gold coins' {giftId, goldCoin}
 * - 'user 100004 exists' {account}
 * - 'user 100001 is logged in and has 50 gold coins' {account, goldCoin}
 * - 'user 100001 is logged in and has no gold coins' {account}
 * - 'user 100001 is logged in as a VIP member with 5 free gifts left this month'
 *   {account, vipLevel, freeGifts}
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
  userBriefLike,
} from './harness';

const pact = heartlinePact();
const paying = { idempotencyKey: examplePaymentKey };
const rose = ['gift 3 costs 5 gold coins', { giftId: 3, goldCoin: 5 }] as const;
const user100004 = ['user 100004 exists', { account: 100004 }] as const;

const gift = {
  id: M.integer(3),
  name: M.string('Rose'),
  icon: M.string('/uploads/gifts/rose.png'),
  goldCoin: M.integer(5),
};

describe('gift', () => {
  it('lists the gifts received', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('user 100005 gave user 100001 3 of gift 3', {
        giverAccount: 100005,
        recipientAccount: 100001,
        giftId: 3,
        quantity: 3,
      })
      .uponReceiving('a request for the gifts user 100001 received')
      .withRequest('GET', '/gift/records', (b) =>
        b.headers(requestHeaders()).query({ type: 'received', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.eachLike({
              id: M.integer(7301),
              gift,
              name: M.string('Rose'),
              quantity: M.integer(3),
              giver: userBriefLike(100005, {
                nickname: '김민준',
                region: 'KR',
                commonLanguage: 'ko',
              }),
              recipient: userBriefLike(100001, {
                nickname: '李小雨',
                region: 'KR',
                commonLanguage: 'ko',
              }),
              goldCoin: M.integer(15),
              createTime: M.iso8601DateTimeWithMillis('2026-11-21T15:22:09.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).gift.listRecords({
          type: 'received',
          pageNum: 1,
          pageSize: 20,
        });
        const [record] = page.records;
        expect(record?.recipient.account).toBe(100001);
        expect(record?.giver.account).toBe(100005);
        expect(record?.gift.icon).toBeTruthy();
      });
  });

  it('lists the gift catalogue and the free gifts left', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for the gift catalogue')
      .withRequest('GET', '/gift/list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ records: M.eachLike(gift), freeGiftsLeft: M.integer(0) })),
      )
      .executeTest(async (server) => {
        const catalogue = await sdkAt(server.url).gift.list();
        expect(catalogue.records[0]?.name).toBeTruthy();
        expect(catalogue.freeGiftsLeft).toBe(0);
      });
  });

  it('gives a gift paid in gold coins', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has 50 gold coins', { account: 100001, goldCoin: 50 })
      .given(...user100004)
      .given(...rose)
      .uponReceiving('a gift of 3 roses to user 100004 from a normal member')
      .withRequest('POST', '/gift/give-gifts', (b) =>
        b.headers(paymentHeaders()).jsonBody({ userId: 4, giftId: 3, quantity: 3 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            recordId: M.integer(7302),
            quantity: 3,
            freeQuantity: M.integer(0),
            cost: M.integer(15),
            free: M.boolean(false),
            goldCoin: M.integer(35),
            freeGiftsLeft: M.integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        const given = await sdkAt(server.url).gift.give(
          { userId: 4, giftId: 3, quantity: 3 },
          paying,
        );
        expect(given.recordId).toBeGreaterThan(0);
        expect(given).toMatchObject({ cost: 15, free: false, goldCoin: 35 });
      });
  });

  it('gives a VIP member a gift free from the monthly allowance', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in as a VIP member with 5 free gifts left this month', {
        account: 100001,
        vipLevel: 1,
        freeGifts: 5,
      })
      .given(...user100004)
      .given(...rose)
      .uponReceiving('a gift of 1 rose to user 100004 from a VIP member with free gifts left')
      .withRequest('POST', '/gift/give-gifts', (b) =>
        b.headers(paymentHeaders()).jsonBody({ userId: 4, giftId: 3, quantity: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            recordId: M.integer(7303),
            quantity: 1,
            freeQuantity: 1,
            cost: 0,
            free: true,
            goldCoin: M.integer(320),
            freeGiftsLeft: M.integer(4),
          }),
        ),
      )
      .executeTest(async (server) => {
        const given = await sdkAt(server.url).gift.give(
          { userId: 4, giftId: 3, quantity: 1 },
          paying,
        );
        expect(given.free).toBe(true);
        expect(given.freeGiftsLeft).toBe(4);
      });
  });

  it('refuses a gift the coins cannot pay with 105', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has no gold coins', { account: 100001 })
      .given(...user100004)
      .given(...rose)
      .uponReceiving('a gift of 1 rose to user 100004 from a normal member without coins')
      .withRequest('POST', '/gift/give-gifts', (b) =>
        b.headers(paymentHeaders()).jsonBody({ userId: 4, giftId: 3, quantity: 1 }),
      )
      .willRespondWith(402, (b) =>
        b.jsonBody(failure(105, 'Insufficient gold coins, please recharge')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).gift.give({ userId: 4, giftId: 3, quantity: 1 }, paying),
        ).rejects.toMatchObject({ kind: 'api', code: 105, status: 402 });
      });
  });
});
