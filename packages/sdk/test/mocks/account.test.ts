import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers, normalMe, newMe } from '../../src/mocks';
import { mockPassword, mockToken } from '../../src/mocks/fixtures/account';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'es' });

describe('account mocks', () => {
  it('sends a code to any valid e-mail address, and refuses a malformed one', async () => {
    await expect(
      sdk.account.sendVerificationCode({ email: 'maria.garcia@example.com', purpose: 'register' }),
    ).resolves.toBeNull();
    await expect(
      sdk.account.sendVerificationCode({ email: 'not-an-address', purpose: 'register' }),
    ).rejects.toMatchObject({ kind: 'api', code: 400, status: 400 });
  });

  it('accepts a 4-digit code and finds 0000 wrong (1002)', async () => {
    const ask = { email: 'maria.garcia@example.com', purpose: 'register' } as const;
    await expect(sdk.account.judgeCode({ ...ask, code: '4831' })).resolves.toEqual({
      valid: true,
    });
    await expect(sdk.account.judgeCode({ ...ask, code: '0000' })).rejects.toMatchObject({
      kind: 'api',
      code: 1002,
      status: 400,
    });
  });

  const registration = {
    email: 'lukas.schneider@example.de',
    code: '4831',
    password: 'Sonnenblume7',
    confirmPassword: 'Sonnenblume7',
    nickname: 'Lukas',
    gender: 1,
    birthday: '1994-09-03',
    height: 183,
    weight: 78,
    occupation: 'Ingenieur',
    hobby: '2,5,9',
    region: 'DE',
    commonLanguage: 'de',
    language: 'de',
  } as const;

  it('registers and logs in: the user and a token', async () => {
    const { userInfo, token } = await sdk.account.register(registration);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(userInfo.imAccount).toBe(`u${userInfo.account}`);
    expect(userInfo.nickname).toBe(normalMe.nickname);
  });

  it('refuses a registration whose passwords differ (1009) or whose code is wrong (1002)', async () => {
    await expect(
      sdk.account.register({ ...registration, confirmPassword: 'Sonnenblume8' }),
    ).rejects.toMatchObject({ kind: 'api', code: 1009 });
    await expect(sdk.account.register({ ...registration, code: '0000' })).rejects.toMatchObject({
      kind: 'api',
      code: 1002,
    });
  });

  it('logs in with the e-mail address or the numeric account', async () => {
    const byEmail = await sdk.account.login({
      account: 'XiaoYu.Li@example.com',
      password: mockPassword,
    });
    expect(byEmail.token).toBe(mockToken);
    expect(byEmail.userInfo.nickname).toBe('李小雨');
    expect(byEmail.userInfo.userAccountVo.goldCoin).toBe(50);
    const byAccount = await sdk.account.login({ account: '100001', password: mockPassword });
    expect(byAccount.userInfo.imPassword).toBe(normalMe.imPassword);
  });

  it('answers 1006 for a wrong password or an unknown account', async () => {
    await expect(
      sdk.account.login({ account: '100001', password: 'wrong-pass' }),
    ).rejects.toMatchObject({ kind: 'api', code: 1006, status: 400 });
    await expect(
      sdk.account.login({ account: '199999', password: mockPassword }),
    ).rejects.toMatchObject({ kind: 'api', code: 1006 });
  });

  it('logs in as the scenario user', async () => {
    server.use(...createHandlers({ baseUrl, me: newMe }));
    const { userInfo } = await sdk.account.login({
      account: newMe.email,
      password: mockPassword,
    });
    expect(userInfo.nickname).toBe('Tom Becker');
    expect(userInfo.isPayMsg).toBe(1);
  });

  it('logs out', async () => {
    await expect(sdk.account.logout()).resolves.toBeNull();
  });

  it('resets a password with a code, and changes it with the current one', async () => {
    await expect(
      sdk.account.updatePassword({
        email: 'xiaoyu.li@example.com',
        code: '0427',
        password: 'Zvezda2026',
        confirmPassword: 'Zvezda2026',
      }),
    ).resolves.toBeNull();
    await expect(
      sdk.account.updatePassword({
        oldPassword: mockPassword,
        password: 'Zvezda2026',
        confirmPassword: 'Zvezda2026',
      }),
    ).resolves.toBeNull();
  });

  it('refuses a wrong current password (1011) and a wrong reset code (1002)', async () => {
    await expect(
      sdk.account.updatePassword({
        oldPassword: 'wrong-pass',
        password: 'Zvezda2026',
        confirmPassword: 'Zvezda2026',
      }),
    ).rejects.toMatchObject({ kind: 'api', code: 1011 });
    await expect(
      sdk.account.updatePassword({
        email: 'xiaoyu.li@example.com',
        code: '0000',
        password: 'Zvezda2026',
        confirmPassword: 'Zvezda2026',
      }),
    ).rejects.toMatchObject({ kind: 'api', code: 1002 });
  });

  it('cancels the account with a code, and refuses a wrong one', async () => {
    await expect(
      sdk.account.cancelAccount({ code: '7316', reason: 'Encontré pareja aquí, ¡gracias!' }),
    ).resolves.toBeNull();
    await expect(sdk.account.cancelAccount({ code: '0000' })).rejects.toMatchObject({
      kind: 'api',
      code: 1002,
    });
  });

  it('answers my own information with wallet, counts and settings', async () => {
    const me = await sdk.account.myInfo();
    expect(me.account).toBe(100001);
    expect(me.userAccountVo.goldCoin).toBe(50);
    expect(me.userDataVo.fans).toBe(12);
    expect(me.userSetVo.language).toBe('zh-CN');
  });
});
