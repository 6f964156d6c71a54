/**
 * Pact consumer contract of the account domain: codes, register, login, passwords, cancellation,
 * logout and my-info, each driving the real SDK function.
 *
 * Provider states introduced here:
 * - 'e-mail {email} is not registered and was sent no code recently' {email}
 * - 'e-mail {email} was sent a code less than a minute ago' {email}
 * - 'e-mail {email} has a register code {code}' {email, code}
 * - 'user {account} has the e-mail {email} and the password {password}' {account, email, password}
 * - 'user {account} with e-mail {email} has a reset-password code {code}' {account, email, code}
 * - 'user {account} is logged in and has the password {password}' {account, password}
 * - 'user {account} is logged in and has a cancel-account code {code}' {account, code}
 * and the shared 'user 100001 is logged in' (loggedInState).
 * User 100001 is a normal member (vipExpireTime null) with a complete profile.
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();

const languagePattern = '^(zh-CN|zh-TW|en|de|ru|ko|ja|es)$';
const exampleSessionToken = 'f3a9c1e07b5d4e2a8c6f1b0d9e7a5c3b2f4e6d8a0c1b3e5f7a9d2c4e6b8f0a1c';
const sessionToken = M.regex('^[0-9a-f]{64}$', exampleSessionToken);

/** The UserInfo of user 100001 (李小雨), a normal member: only identity is fixed. */
const userInfo100001 = {
  id: 1,
  account: 100001,
  nickname: M.string('李小雨'),
  avatar: M.string('/uploads/avatars/100001.png'),
  gender: M.integer(0),
  age: M.integer(28),
  vipLevel: 0,
  region: M.string('CN'),
  commonLanguage: M.string('zh'),
  signature: M.string('慢慢来，比较快。'),
  online: M.integer(1),
  imAccount: 'u100001',
  birthday: M.iso8601Date('1998-05-12'),
  height: M.integer(165),
  weight: M.integer(52),
  occupation: M.string('设计师'),
  hobby: M.regex('^[0-9]+(,[0-9]+){0,2}$', '1,4,7'),
  introduction: M.string('在上海做设计，喜欢旅行和摄影，想认识来自世界各地的朋友。'),
  email: M.email('xiaoyu.li@example.com'),
  imPassword: M.string('im-7f3c9a1e5b2d'),
  isPayMsg: M.integer(0),
  isBurnPayMsg: M.integer(0),
  vipExpireTime: M.nullValue(),
  userAccountVo: M.like({
    goldCoin: 50,
    character: 2000,
    vipCharacter: 0,
    freeGifts: 0,
    blurViews: 0,
  }),
  userDataVo: M.like({ fans: 12, follow: 8, friends: 5, visitors: 34, likes: 57 }),
  userSetVo: {
    addFriendMode: M.integer(1),
    showLikes: M.integer(0),
    showComments: M.integer(0),
    language: M.regex(languagePattern, 'zh-CN'),
  },
  createTime: M.iso8601DateTimeWithMillis('2026-03-14T09:20:00.000Z'),
};

const xiaoyu = { account: 100001, email: 'xiaoyu.li@example.com', password: 'xiaoyu2024' };
const xiaoyuState = `user ${xiaoyu.account} has the e-mail ${xiaoyu.email} and the password ${xiaoyu.password}`;
const lukas = { email: 'lukas.schneider@example.de', code: '4831' };
const lukasCodeState = `e-mail ${lukas.email} has a register code ${lukas.code}`;

describe('account contract', () => {
  it('sends a register code to a new address', async () => {
    await pact
      .addInteraction()
      .given(`e-mail ${lukas.email} is not registered and was sent no code recently`, {
        email: lukas.email,
      })
      .uponReceiving('a request for a register code')
      .withRequest('POST', '/account/verification-code', (b) =>
        b.headers(requestHeaders(false)).jsonBody({ email: lukas.email, purpose: 'register' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        await expect(
          sdk.account.sendVerificationCode({ email: lukas.email, purpose: 'register' }),
        ).resolves.toBeNull();
      });
  });

  it('refuses a second code within a minute (429, 1005)', async () => {
    await pact
      .addInteraction()
      .given(`e-mail ${lukas.email} was sent a code less than a minute ago`, { email: lukas.email })
      .uponReceiving('a request for a code too soon after the last one')
      .withRequest('POST', '/account/verification-code', (b) =>
        b.headers(requestHeaders(false)).jsonBody({ email: lukas.email, purpose: 'register' }),
      )
      .willRespondWith(429, (b) =>
        b.jsonBody(failure(1005, 'Codes are sent at most once a minute and five times an hour')),
      )
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        await expect(
          sdk.account.sendVerificationCode({ email: lukas.email, purpose: 'register' }),
        ).rejects.toMatchObject({ kind: 'api', code: 1005, status: 429 });
      });
  });

  it('finds a register code right', async () => {
    await pact
      .addInteraction()
      .given(lukasCodeState, lukas)
      .uponReceiving('a check of the right register code')
      .withRequest('POST', '/account/judge-code', (b) =>
        b.headers(requestHeaders(false)).jsonBody({ ...lukas, purpose: 'register' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ valid: true })))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        await expect(sdk.account.judgeCode({ ...lukas, purpose: 'register' })).resolves.toEqual({
          valid: true,
        });
      });
  });

  it('finds another code wrong (1002)', async () => {
    await pact
      .addInteraction()
      .given(lukasCodeState, lukas)
      .uponReceiving('a check of a wrong register code')
      .withRequest('POST', '/account/judge-code', (b) =>
        b
          .headers(requestHeaders(false))
          .jsonBody({ email: lukas.email, code: '0000', purpose: 'register' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1002, 'The verification code is wrong')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        await expect(
          sdk.account.judgeCode({ email: lukas.email, code: '0000', purpose: 'register' }),
        ).rejects.toMatchObject({ kind: 'api', code: 1002, status: 400 });
      });
  });

  it('registers with a code and logs the new user in', async () => {
    const registration = {
      email: lukas.email,
      code: lukas.code,
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
    await pact
      .addInteraction()
      .given(lukasCodeState, lukas)
      .uponReceiving('a registration with the right code')
      .withRequest('POST', '/account/register', (b) =>
        b.headers(requestHeaders(false)).jsonBody(registration),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            token: sessionToken,
            userInfo: {
              id: M.integer(245),
              account: M.integer(100245),
              nickname: 'Lukas',
              avatar: M.string('/uploads/avatars/generated-100245.png'),
              gender: 1,
              age: M.integer(32),
              vipLevel: 0,
              region: 'DE',
              commonLanguage: 'de',
              signature: M.string(''),
              online: M.integer(1),
              imAccount: M.regex('^u[0-9]+$', 'u100245'),
              birthday: '1994-09-03',
              height: 183,
              weight: 78,
              occupation: 'Ingenieur',
              hobby: '2,5,9',
              introduction: M.string(''),
              email: lukas.email,
              imPassword: M.string('Qm7vX2pL9sKd4RtW'),
              isPayMsg: 1,
              isBurnPayMsg: 1,
              vipExpireTime: M.nullValue(),
              userAccountVo: M.like({
                goldCoin: 0,
                character: 0,
                vipCharacter: 0,
                freeGifts: 0,
                blurViews: 0,
              }),
              userDataVo: M.like({ fans: 0, follow: 0, friends: 0, visitors: 0, likes: 0 }),
              userSetVo: { addFriendMode: 1, showLikes: 0, showComments: 0, language: 'de' },
              createTime: M.iso8601DateTimeWithMillis('2026-11-20T08:30:00.000Z'),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        const { userInfo, token } = await sdk.account.register(registration);
        expect(token).toBe(exampleSessionToken);
        expect(userInfo.nickname).toBe('Lukas');
        expect(userInfo.imAccount).toBe(`u${userInfo.account}`);
        expect(userInfo.isPayMsg).toBe(1);
        expect(userInfo.userSetVo.language).toBe('de');
      });
  });

  it('logs in with the e-mail address and the password', async () => {
    await pact
      .addInteraction()
      .given(xiaoyuState, xiaoyu)
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/account/login', (b) =>
        b
          .headers(requestHeaders(false))
          .jsonBody({ account: xiaoyu.email, password: xiaoyu.password }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ token: sessionToken, userInfo: userInfo100001 })),
      )
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        const { userInfo, token } = await sdk.account.login({
          account: xiaoyu.email,
          password: xiaoyu.password,
        });
        expect(token).toMatch(/^[0-9a-f]{64}$/);
        expect(userInfo.account).toBe(100001);
        expect(userInfo.imAccount).toBe('u100001');
        expect(userInfo.imPassword).toBeTruthy();
      });
  });

  it('refuses a wrong password (400, 1006)', async () => {
    await pact
      .addInteraction()
      .given(xiaoyuState, xiaoyu)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/account/login', (b) =>
        b
          .headers(requestHeaders(false))
          .jsonBody({ account: xiaoyu.email, password: 'wrong-pass' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1006, 'Wrong account or password')))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        await expect(
          sdk.account.login({ account: xiaoyu.email, password: 'wrong-pass' }),
        ).rejects.toMatchObject({ kind: 'api', code: 1006, status: 400 });
      });
  });

  it('resets a forgotten password with a reset-password code', async () => {
    const reset = { account: 100001, email: xiaoyu.email, code: '0427' };
    const body = {
      email: reset.email,
      code: reset.code,
      password: 'Zvezda2026',
      confirmPassword: 'Zvezda2026',
    };
    await pact
      .addInteraction()
      .given(
        `user ${reset.account} with e-mail ${reset.email} has a reset-password code ${reset.code}`,
        reset,
      )
      .uponReceiving('a password reset with the right code')
      .withRequest('POST', '/account/update-pass', (b) =>
        b.headers(requestHeaders(false)).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url, false);
        await expect(sdk.account.updatePassword(body)).resolves.toBeNull();
      });
  });

  it('changes the password of the logged-in user with the current one', async () => {
    const body = {
      oldPassword: xiaoyu.password,
      password: 'Zvezda2026',
      confirmPassword: 'Zvezda2026',
    };
    await pact
      .addInteraction()
      .given(`user 100001 is logged in and has the password ${xiaoyu.password}`, {
        account: 100001,
        password: xiaoyu.password,
      })
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/account/update-pass', (b) =>
        b.headers(requestHeaders(true)).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(sdk.account.updatePassword(body)).resolves.toBeNull();
      });
  });

  it('cancels the account with a cancel-account code', async () => {
    const body = { code: '7316', reason: 'Encontré pareja aquí, ¡gracias!' };
    await pact
      .addInteraction()
      .given(`user 100001 is logged in and has a cancel-account code ${body.code}`, {
        account: 100001,
        code: body.code,
      })
      .uponReceiving('an account cancellation with the right code')
      .withRequest('POST', '/account/cancel-account', (b) =>
        b.headers(requestHeaders(true)).jsonBody(body),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(sdk.account.cancelAccount(body)).resolves.toBeNull();
      });
  });

  it('logs out', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a logout')
      .withRequest('POST', '/account/logout', (b) => b.headers(requestHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        await expect(sdk.account.logout()).resolves.toBeNull();
      });
  });

  it("answers the logged-in user's own information", async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a request for my own information')
      .withRequest('GET', '/account/my-info', (b) => b.headers(requestHeaders(true)))
      .willRespondWith(200, (b) => b.jsonBody(success(userInfo100001)))
      .executeTest(async (server) => {
        const sdk = sdkAt(server.url);
        const me = await sdk.account.myInfo();
        expect(me.account).toBe(100001);
        expect(me.vipLevel).toBe(0);
        expect(typeof me.userAccountVo.goldCoin).toBe('number');
        expect(me.userSetVo.language).toMatch(new RegExp(languagePattern));
      });
  });
});
