/**
 * Consumer contract of the translation domain: whether the server translates, translation
 * packages, buying one, and paid translation of sent and received chat messages.
 *
 * Provider states introduced here:
 * - 'translation package 1 of 1000 characters costs 10 gold coins' {packageId, characters, goldCoin}
 * - 'user 100001 is logged in and has 50 gold coins' {account, goldCoin}
 * - 'user 100001 is logged in and has 2000 translation characters' {account, character}
 * - 'user 100001 is logged in and has no gold coins and no translation characters' {account}
 * - 'user 100002 exists' {account}
 * - 'user 100003 exists' {account}
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
const has2000Characters = [
  'user 100001 is logged in and has 2000 translation characters',
  { account: 100001, character: 2000 },
] as const;
const wallet = (character: number) => ({
  goldCoin: M.integer(50),
  character: M.integer(character),
  vipCharacter: M.integer(0),
  freeGifts: M.integer(0),
  blurViews: M.integer(0),
});

describe('translation', () => {
  it('tells whether the server translates at all', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request whether translation is available')
      .withRequest('GET', '/translate/availability')
      .willRespondWith(200, (b) => b.jsonBody(success({ available: M.boolean(true) })))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url, false).translation.getAvailability()).resolves.toEqual({
          available: true,
        });
      });
  });

  it('lists the translation packages', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for the translation packages')
      .withRequest('GET', '/translate/list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            M.eachLike({ id: M.integer(1), characters: M.integer(1000), goldCoin: M.integer(10) }),
          ),
        ),
      )
      .executeTest(async (server) => {
        const packages = await sdkAt(server.url).translation.listPackages();
        expect(packages[0]).toEqual({ id: 1, characters: 1000, goldCoin: 10 });
      });
  });

  it('buys a translation package', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has 50 gold coins', { account: 100001, goldCoin: 50 })
      .given('translation package 1 of 1000 characters costs 10 gold coins', {
        packageId: 1,
        characters: 1000,
        goldCoin: 10,
      })
      .uponReceiving('a purchase of translation package 1')
      .withRequest('POST', '/translate/recharge', (b) =>
        b.headers(paymentHeaders()).jsonBody({ packageId: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            recordId: M.integer(5121),
            characters: 1000,
            character: M.integer(1000),
            vipCharacter: M.integer(0),
            goldCoin: M.integer(40),
          }),
        ),
      )
      .executeTest(async (server) => {
        const bought = await sdkAt(server.url).translation.buyPackage({ packageId: 1 }, paying);
        expect(bought).toMatchObject({ characters: 1000, character: 1000, goldCoin: 40 });
      });
  });

  it('translates a message before sending it, paid with characters', async () => {
    await pact
      .addInteraction()
      .given(...has2000Characters)
      .given('user 100002 exists', { account: 100002 })
      .uponReceiving('a translation into Spanish of a message to user 100002')
      .withRequest('POST', '/translate/message', (b) =>
        b.headers(paymentHeaders()).jsonBody({
          message: '你好！周末你想去看电影吗？',
          toLanguage: 'es',
          toUserImAccount: 'u100002',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            translation: M.string('¡Hola! ¿Quieres ir al cine este fin de semana?'),
            translateRecordId: M.integer(40211),
            characters: 13,
            charged: {
              vipCharacter: M.integer(0),
              character: M.integer(13),
              goldCoin: M.integer(0),
            },
            userAccountVo: wallet(1987),
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).translation.translateMessage(
          { message: '你好！周末你想去看电影吗？', toLanguage: 'es', toUserImAccount: 'u100002' },
          paying,
        );
        expect(result.translation).toBeTruthy();
        expect(result.translateRecordId).toBeGreaterThan(0);
        expect(result.characters).toBe(13);
        expect(result.userAccountVo.character).toBe(1987);
      });
  });

  it('refuses a translation nothing can pay with 106', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has no gold coins and no translation characters', {
        account: 100001,
      })
      .given('user 100002 exists', { account: 100002 })
      .uponReceiving('a translation of a message by a user without coins or characters')
      .withRequest('POST', '/translate/message', (b) =>
        b.headers(paymentHeaders()).jsonBody({
          message: 'Hallo! Wie war dein Tag?',
          toLanguage: 'es',
          toUserImAccount: 'u100002',
        }),
      )
      .willRespondWith(402, (b) =>
        b.jsonBody(failure(106, 'Insufficient gold coins! Just one coin lets you keep chatting')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).translation.translateMessage(
            { message: 'Hallo! Wie war dein Tag?', toLanguage: 'es', toUserImAccount: 'u100002' },
            paying,
          ),
        ).rejects.toMatchObject({ kind: 'api', code: 106, status: 402 });
      });
  });

  it('translates a received message', async () => {
    await pact
      .addInteraction()
      .given(...has2000Characters)
      .given('user 100003 exists', { account: 100003 })
      .uponReceiving('a translation into Chinese of a message from user 100003')
      .withRequest('POST', '/translate/tranlate-chat-message', (b) =>
        b.headers(paymentHeaders()).jsonBody({
          targetId: '1187340052339196340',
          content: 'Привет! Как прошёл твой день?',
          fromId: 'u100003',
          toLanguage: 'zh',
        }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            translateContent: M.string('你好！你今天过得怎么样？'),
            translateRecordId: M.integer(40212),
            characters: 29,
            charged: {
              vipCharacter: M.integer(0),
              character: M.integer(29),
              goldCoin: M.integer(0),
            },
            userAccountVo: wallet(1971),
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).translation.translateReceived(
          {
            targetId: '1187340052339196340',
            content: 'Привет! Как прошёл твой день?',
            fromId: 'u100003',
            toLanguage: 'zh',
          },
          paying,
        );
        expect(result.translateContent).toBeTruthy();
        expect(result.characters).toBe(29);
      });
  });
});
