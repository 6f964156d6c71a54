import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk, isInsufficientFunds, newIdempotencyKey } from '../../src';
import { createHandlers, newMe, normalMe, vipMe } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const key = () => ({ idempotencyKey: newIdempotencyKey() });
const withWallet = (wallet: Partial<typeof normalMe.userAccountVo>) =>
  createHandlers({
    baseUrl,
    me: { ...normalMe, userAccountVo: { ...normalMe.userAccountVo, ...wallet } },
  });

describe('translation mocks', () => {
  it('lists translation packages, smallest first', async () => {
    const packages = await sdk.translation.listPackages();
    expect(packages.map((p) => p.characters)).toEqual([1000, 5000, 10000, 50000]);
    expect(packages[1]).toEqual({ id: 2, characters: 5000, goldCoin: 50 });
  });

  it('buys a package: characters up, coins down', async () => {
    const bought = await sdk.translation.buyPackage({ packageId: 1 }, key());
    expect(bought).toMatchObject({
      characters: 1000,
      character: 3000,
      vipCharacter: 0,
      goldCoin: 40,
    });
    await expect(sdk.translation.buyPackage({ packageId: 3 }, key())).rejects.toMatchObject({
      kind: 'api',
      code: 105,
    });
  });

  it('translates an outgoing message, paid from vipCharacter first', async () => {
    server.use(...createHandlers({ baseUrl, me: vipMe }));
    const result = await sdk.translation.translateMessage(
      { message: '  你好！周末你想去看电影吗？ ', toLanguage: 'es', toUserImAccount: 'u100002' },
      key(),
    );
    expect(result.translation).toBe('¡Hola! ¿Quieres ir al cine este fin de semana?');
    expect(result.characters).toBe(13);
    expect(result.charged).toEqual({ vipCharacter: 13, character: 0, goldCoin: 0 });
    expect(result.userAccountVo.vipCharacter).toBe(vipMe.userAccountVo.vipCharacter - 13);
    expect(result.translateRecordId).toBeGreaterThan(0);
  });

  it('takes character after vipCharacter, then 1 coin per 100 characters rounded up', async () => {
    server.use(...withWallet({ vipCharacter: 5, character: 3, goldCoin: 4 }));
    const message = 'x'.repeat(210);
    const result = await sdk.translation.translateMessage(
      { message, toLanguage: 'de', toUserImAccount: 'u100006' },
      key(),
    );
    expect(result.charged).toEqual({ vipCharacter: 5, character: 3, goldCoin: 3 });
    expect(result.userAccountVo).toMatchObject({ vipCharacter: 0, character: 0, goldCoin: 1 });
    expect(result.translation).toBe(`[de] ${message}`);
  });

  it('refuses with 106 when nothing can pay, and 404 for an unknown recipient', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    const refused = sdk.translation.translateMessage(
      { message: 'Hallo!', toLanguage: 'en', toUserImAccount: 'u100002' },
      key(),
    );
    await expect(refused).rejects.toMatchObject({ kind: 'api', code: 106, status: 402 });
    await expect(refused.catch(isInsufficientFunds)).resolves.toBe(true);
    server.resetHandlers();
    await expect(
      sdk.translation.translateMessage(
        { message: 'Hola', toLanguage: 'en', toUserImAccount: 'u999999' },
        key(),
      ),
    ).rejects.toMatchObject({ kind: 'api', code: 404 });
    await expect(
      sdk.translation.translateMessage(
        { message: '   ', toLanguage: 'en', toUserImAccount: 'u100002' },
        key(),
      ),
    ).rejects.toMatchObject({ kind: 'api', code: 400 });
  });

  it('translates a received message into the interface language by default', async () => {
    const chinese = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'zh-CN' });
    const result = await chinese.translation.translateReceived(
      {
        targetId: '1187340052339196340',
        content: 'Привет! Как прошёл твой день?',
        fromId: 'u100007',
      },
      key(),
    );
    expect(result.translateContent).toBe('你好！你今天过得怎么样？');
    expect(result.charged).toEqual({ vipCharacter: 0, character: 29, goldCoin: 0 });
    const japanese = await sdk.translation.translateReceived(
      {
        targetId: '1187340052339196341',
        content: 'Nice to meet you.',
        fromId: 'u100003',
        toLanguage: 'ja',
      },
      key(),
    );
    expect(japanese.translateContent).toBe('はじめまして、よろしくお願いします。');
  });
});
