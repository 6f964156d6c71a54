/**
 * Consumer contract of the membership domain: the VIP/SVIP packages and buying one.
 *
 * Provider states introduced here:
 * - 'VIP package 1 (VIP, 1 month) costs 30 gold coins' {packageId, vipLevel, months, goldCoin}
 * - 'user 100001 is logged in and has 50 gold coins' {account, goldCoin}
 * - 'user 100001 is logged in and has no gold coins' {account}
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
const vipPackage1 = [
  'VIP package 1 (VIP, 1 month) costs 30 gold coins',
  { packageId: 1, vipLevel: 1, months: 1, goldCoin: 30 },
] as const;

describe('membership', () => {
  it('lists the VIP and SVIP packages with gift bags and privileges', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for the membership packages')
      .withRequest('GET', '/vip/list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.eachLike({
              id: M.integer(1),
              name: M.string('VIP · 1 month'),
              vipLevel: M.integer(1),
              months: M.integer(1),
              goldCoin: M.integer(30),
              giftBag: {
                vipCharacter: M.integer(2000),
                freeGifts: M.integer(5),
                blurViews: M.integer(10),
              },
              privileges: M.eachLike('vipBadge'),
            }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const packages = await sdkAt(server.url).membership.listPackages();
        expect(packages[0]?.vipLevel).toBe(1);
        expect(packages[0]?.giftBag.freeGifts).toBe(5);
        expect(packages[0]?.privileges).toContain('vipBadge');
      });
  });

  it('makes a normal member VIP', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has 50 gold coins', { account: 100001, goldCoin: 50 })
      .given(...vipPackage1)
      .uponReceiving('a purchase of VIP package 1 by a normal member')
      .withRequest('POST', '/vip/recharge', (b) =>
        b.headers(paymentHeaders()).jsonBody({ packageId: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            recordId: M.integer(5122),
            vipLevel: 1,
            vipExpireTime: M.iso8601DateTimeWithMillis('2026-12-22T09:15:00.000Z'),
            goldCoin: M.integer(20),
            userAccountVo: {
              goldCoin: M.integer(20),
              character: M.integer(0),
              vipCharacter: M.integer(2000),
              freeGifts: M.integer(5),
              blurViews: M.integer(10),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const bought = await sdkAt(server.url).membership.buy({ packageId: 1 }, paying);
        expect(bought.vipLevel).toBe(1);
        expect(Date.parse(bought.vipExpireTime)).not.toBeNaN();
        expect(bought.userAccountVo.vipCharacter).toBe(2000);
      });
  });

  it('refuses a membership the coins cannot pay with 105', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has no gold coins', { account: 100001 })
      .given(...vipPackage1)
      .uponReceiving('a purchase of VIP package 1 by a member without coins')
      .withRequest('POST', '/vip/recharge', (b) =>
        b.headers(paymentHeaders()).jsonBody({ packageId: 1 }),
      )
      .willRespondWith(402, (b) =>
        b.jsonBody(failure(105, 'Insufficient gold coins, please recharge')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).membership.buy({ packageId: 1 }, paying),
        ).rejects.toMatchObject({ kind: 'api', code: 105, status: 402 });
      });
  });
});
