/**
 * Pact consumer contract of the mall domain.
 *
 * Provider states introduced here:
 * - 'the mall has category 1' {classifyId}
 * - 'goods 11 of mall category 1 costs 39 gold coins and is in stock' {goodsId, classifyId, goldCoin}
 * - 'user 100001 is logged in and is friends with user 100003' {account, friendAccount}
 * - 'user 100001 bought goods 11 for user 100003' {buyerAccount, goodsId, receiverAccount}
 * - 'user 100003 bought goods 21 for user 100001' {buyerAccount, goodsId, receiverAccount}
 * - 'user 100001 is logged in and has 50 gold coins' {account, goldCoin} (also 0 gold coins)
 */
import { describe, expect, it } from 'vitest';
import type { Body } from '../../src';
import {
  examplePaymentKey,
  failure,
  heartlinePact,
  loggedInState,
  M,
  pageLike,
  paymentHeaders,
  requestHeaders,
  sdkAt,
  success,
  userBriefLike,
} from './harness';

const pact = heartlinePact();

const me = { account: 100001 };
const friendsState = 'user 100001 is logged in and is friends with user 100003';
const friendsParams = { account: 100001, friendAccount: 100003 };
const goodsState = 'goods 11 of mall category 1 costs 39 gold coins and is in stock';
const goodsParams = { goodsId: 11, classifyId: 1, goldCoin: 39 };
const coinsState = (coins: number) => `user 100001 is logged in and has ${coins} gold coins`;
const payment = { idempotencyKey: examplePaymentKey };
const dateTime = (example = '2026-11-17T15:20:00.000Z') => M.iso8601DateTimeWithMillis(example);

/** A UserBrief whose id the provider state fixes; the rest may vary. */
const xiaoyu = userBriefLike(100001, { nickname: '小雨', region: 'CN', commonLanguage: 'zh' });
const anna = userBriefLike(100003, { nickname: 'Анна', region: 'RU', commonLanguage: 'ru' });

const addressLike = (example: NonNullable<Body<'/umall-goods/buy', 'post'>['address']>) => ({
  receiverName: M.string(example.receiverName),
  phone: M.string(example.phone),
  region: M.string(example.region),
  detail: M.string(example.detail),
  postcode: M.string(example.postcode ?? ''),
});

const annasAddress = {
  receiverName: 'Анна Смирнова',
  phone: '+7 916 123-45-67',
  region: 'RU',
  detail: 'Москва, ул. Тверская, д. 7, кв. 12',
  postcode: '125009',
};

const status = (example: string) => M.regex('^(paid|shipped|received)$', example);

const buyBody: Body<'/umall-goods/buy', 'post'> = {
  goodsId: 11,
  quantity: 1,
  friendUserId: 3,
  address: annasAddress,
  message: 'С днём рождения! 生日快乐！',
};

describe('mall contract', () => {
  it('lists the mall categories', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .given('the mall has category 1', { classifyId: 1 })
      .uponReceiving('a request for the mall categories')
      .withRequest('GET', '/umall-classify/list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.atLeastOneLike({
              id: M.integer(1),
              name: M.string('Flowers'),
              icon: M.string('/uploads/mall/classify-flowers.png'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const categories = await sdkAt(server.url).mall.listCategories();
        expect(categories[0]?.name).toBeTruthy();
        expect(categories[0]?.id).toBeGreaterThan(0);
      });
  });

  it('lists the goods of a category', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .given(goodsState, goodsParams)
      .uponReceiving('a request for the goods of mall category 1')
      .withRequest('GET', '/umall-classify/goodlist', (b) =>
        b.headers(requestHeaders()).query({ classifyId: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(11),
                classifyId: 1,
                name: M.string('Bouquet of 11 red roses'),
                image: M.string('/uploads/mall/goods-11.jpg'),
                goldCoin: M.integer(39),
                description: M.string('Eleven fresh red roses, delivered in 3 to 5 days.'),
                stock: M.integer(120),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const goods = await sdkAt(server.url).mall.listGoods({ classifyId: 1 });
        expect(goods.records[0]).toMatchObject({ classifyId: 1 });
        expect(goods.records[0]?.goldCoin).toBeGreaterThan(0);
        expect(goods.records[0]?.stock).toBeGreaterThanOrEqual(0);
      });
  });

  it('lists the orders I bought', async () => {
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .given('user 100001 bought goods 11 for user 100003', {
        buyerAccount: 100001,
        goodsId: 11,
        receiverAccount: 100003,
      })
      .uponReceiving('a request for the orders I bought')
      .withRequest('GET', '/umall-order/mebuy', (b) =>
        b.headers(requestHeaders()).query({ pageNum: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(5003),
                goods: {
                  id: 11,
                  name: M.string('Bouquet of 11 red roses'),
                  image: M.string('/uploads/mall/goods-11.jpg'),
                },
                goodsName: M.string('Bouquet of 11 red roses'),
                quantity: M.integer(1),
                goldCoin: M.integer(39),
                buyer: xiaoyu,
                receiver: anna,
                address: addressLike(annasAddress),
                message: M.string('С днём рождения! 生日快乐！'),
                status: status('shipped'),
                orderTime: dateTime(),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const bought = await sdkAt(server.url).mall.listPurchases({ pageNum: 1 });
        expect(bought.records[0]).toMatchObject({
          goods: { id: 11 },
          buyer: { id: 1 },
          receiver: { id: 3 },
        });
        expect(bought.records[0]?.address.detail).toBeTruthy();
      });
  });

  it('lists the orders friends bought for me', async () => {
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .given('user 100003 bought goods 21 for user 100001', {
        buyerAccount: 100003,
        goodsId: 21,
        receiverAccount: 100001,
      })
      .uponReceiving('a request for the orders friends bought for me')
      .withRequest('GET', '/umall-order/receiver', (b) =>
        b.headers(requestHeaders()).query({ pageNum: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(4991),
                goods: {
                  id: 21,
                  name: M.string('Swiss chocolate box'),
                  image: M.string('/uploads/mall/goods-21.jpg'),
                },
                goodsName: M.string('Swiss chocolate box'),
                quantity: M.integer(2),
                goldCoin: M.integer(30),
                buyer: anna,
                receiver: xiaoyu,
                address: addressLike({
                  receiverName: '王小雨',
                  phone: '+86 138 0013 8000',
                  region: 'CN',
                  detail: '上海市浦东新区世纪大道100号 12楼',
                  postcode: '200120',
                }),
                message: M.string('Liebe Grüße aus Berlin!'),
                status: status('received'),
                orderTime: dateTime('2026-11-10T11:00:00.000Z'),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const received = await sdkAt(server.url).mall.listReceived({ pageNum: 1 });
        expect(received.records[0]).toMatchObject({
          goods: { id: 21 },
          buyer: { id: 3 },
          receiver: { id: 1 },
        });
      });
  });

  it('buys goods for a friend', async () => {
    await pact
      .addInteraction()
      .given(coinsState(50), { account: 100001, goldCoin: 50 })
      .given(friendsState, friendsParams)
      .given(goodsState, goodsParams)
      .uponReceiving('a purchase of goods 11 for friend user 100003')
      .withRequest('POST', '/umall-goods/buy', (b) => b.headers(paymentHeaders()).jsonBody(buyBody))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: M.integer(5003),
            goods: {
              id: 11,
              name: M.string('Bouquet of 11 red roses'),
              image: M.string('/uploads/mall/goods-11.jpg'),
            },
            goodsName: M.string('Bouquet of 11 red roses'),
            quantity: 1,
            goldCoin: 39,
            buyer: xiaoyu,
            receiver: anna,
            address: annasAddress,
            message: 'С днём рождения! 生日快乐！',
            status: 'paid',
            orderTime: dateTime(),
          }),
        ),
      )
      .executeTest(async (server) => {
        const order = await sdkAt(server.url).mall.buy(buyBody, payment);
        expect(order).toMatchObject({
          goods: { id: 11 },
          quantity: 1,
          goldCoin: 39,
          status: 'paid',
          receiver: { id: 3 },
          address: annasAddress,
        });
      });
  });

  it('is told the gold coins are short (105 at HTTP 402)', async () => {
    await pact
      .addInteraction()
      .given(coinsState(0), { account: 100001, goldCoin: 0 })
      .given(friendsState, friendsParams)
      .given(goodsState, goodsParams)
      .uponReceiving('a purchase of goods 11 without enough gold coins')
      .withRequest('POST', '/umall-goods/buy', (b) => b.headers(paymentHeaders()).jsonBody(buyBody))
      .willRespondWith(402, (b) =>
        b.jsonBody(failure(105, 'Insufficient gold coins, please recharge')),
      )
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).mall.buy(buyBody, payment)).rejects.toMatchObject({
          kind: 'api',
          code: 105,
          status: 402,
        });
      });
  });

  it('is told buying needs an address (1901)', async () => {
    // The SDK's type requires an address; a caller that skips the form's check still gets 1901.
    const { address: _omitted, ...withoutAddress } = buyBody;
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .given(goodsState, goodsParams)
      .uponReceiving('a purchase of goods 11 without a delivery address')
      .withRequest('POST', '/umall-goods/buy', (b) =>
        b.headers(paymentHeaders()).jsonBody(withoutAddress),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1901, 'Buying needs a friend and an address')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).mall.buy(withoutAddress as Body<'/umall-goods/buy', 'post'>, payment),
        ).rejects.toMatchObject({ kind: 'api', code: 1901, status: 400 });
      });
  });
});
