import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, registerUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const registerBody = (email: string, code: string, extra: Record<string, unknown> = {}) => ({
  email,
  code,
  password: 'secret-pass1',
  confirmPassword: 'secret-pass1',
  nickname: '小雨',
  gender: 1,
  birthday: '1998-05-12',
  height: 175,
  weight: 65,
  occupation: '设计师',
  hobby: '1,4,7',
  region: 'CN',
  commonLanguage: 'zh',
  ...extra,
});

describe('verification codes', () => {
  it('mails a 4-digit code and refuses a second send within a minute (429, 1005)', async () => {
    const email = 'codes@example.com';
    const first = await app.call('POST', '/account/verification-code', {
      body: { email, purpose: 'register' },
    });
    expect(first).toMatchObject({ status: 200, code: 200, data: null });
    expect(codeFor(app, email)).toMatch(/^\d{4}$/);
    const again = await app.call('POST', '/account/verification-code', {
      body: { email, purpose: 'register' },
    });
    expect(again).toMatchObject({ status: 429, code: 1005 });
  });

  it('answers in the caller language', async () => {
    const bad = await app.call('POST', '/account/verification-code', {
      body: { email: 'not-an-email', purpose: 'register' },
      language: 'zh-CN',
    });
    expect(bad.status).toBe(400);
    expect(bad.code).toBe(400);
    expect(bad.msg).not.toMatch(/valid e-mail/);
  });

  it('counts wrong tries: the fifth voids the code (1002 then 1004), and a code expires after 5 minutes (1003)', async () => {
    const email = 'tries@example.com';
    await app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } });
    const right = codeFor(app, email);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      const r = await app.call('POST', '/account/judge-code', {
        body: { email, code: wrong, purpose: 'register' },
      });
      expect(r.code).toBe(1002);
    }
    const afterVoid = await app.call('POST', '/account/judge-code', {
      body: { email, code: right, purpose: 'register' },
    });
    expect(afterVoid.code).toBe(1004);

    app.clock.advance(61_000);
    await app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } });
    const fresh = codeFor(app, email);
    expect(
      (
        await app.call('POST', '/account/judge-code', {
          body: { email, code: fresh, purpose: 'register' },
        })
      ).data,
    ).toEqual({ valid: true });
    app.clock.advance(5 * 60_000 + 1);
    expect(
      (
        await app.call('POST', '/account/judge-code', {
          body: { email, code: fresh, purpose: 'register' },
        })
      ).code,
    ).toBe(1003);
  });

  it('binds a code to its purpose', async () => {
    const user = await registerUser(app);
    app.clock.advance(61_000);
    await app.call('POST', '/account/verification-code', {
      body: { email: user.email, purpose: 'reset-password' },
    });
    const code = codeFor(app, user.email);
    const r = await app.call('POST', '/account/judge-code', {
      body: { email: user.email, code, purpose: 'cancel-account' },
    });
    expect(r.code).toBe(1003);
  });
});

describe('register and login', () => {
  it('creates account 1000xx with an IM account, hashes the password and logs in', async () => {
    const email = 'mei@example.com';
    await app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } });
    const code = codeFor(app, email);
    const r = await app.call('POST', '/account/register', { body: registerBody(email, code) });
    expect(r.status).toBe(200);
    const info = r.data.userInfo;
    expect(info.account).toBe(100000 + info.id);
    expect(info.imAccount).toBe(`u${info.account}`);
    expect(info.imPassword).toBeTruthy();
    expect(info.isPayMsg).toBe(1);
    expect(info.userAccountVo).toEqual({
      goldCoin: 0,
      character: 0,
      vipCharacter: 0,
      freeGifts: 0,
      blurViews: 0,
    });
    expect(r.data.token).toMatch(/^[0-9a-f]{64}$/);
    const row = await app.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', info.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^argon2id\$/);
    expect(row.password_hash).not.toContain('secret-pass1');

    const byEmail = await app.call('POST', '/account/login', {
      body: { account: 'MEI@example.com', password: 'secret-pass1' },
    });
    expect(byEmail.data.userInfo.id).toBe(info.id);
    const byAccount = await app.call('POST', '/account/login', {
      body: { account: String(info.account), password: 'secret-pass1' },
    });
    expect(byAccount.data.userInfo.id).toBe(info.id);
    const me = await app.call('GET', '/account/my-info', { token: byAccount.data.token });
    expect(me.data.nickname).toBe('小雨');
  });

  it('refuses a second account on the same address (1001), mismatched passwords (1009) and a used code', async () => {
    const user = await registerUser(app);
    app.clock.advance(61_000);
    const taken = await app.call('POST', '/account/verification-code', {
      body: { email: user.email, purpose: 'register' },
    });
    expect(taken.code).toBe(1001);
    const mismatch = await app.call('POST', '/account/register', {
      body: registerBody('other@example.com', '1234', { confirmPassword: 'different1' }),
    });
    expect(mismatch.code).toBe(1009);
  });

  it('enforces the spec rules with their messages: hobbies 1 to 3, password 6 to 20, 4-digit code', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ hobby: '1,2,3,4' }, /hobb/i],
      [{ password: '12345', confirmPassword: '12345' }, /6 to 20/],
      [{ code: '12345' }, /4 digits/],
      [{ nickname: '' }, /Nickname/],
      [{ hobby: '1,99' }, /hobb/i],
      [{ region: 'ZZ' }, /Region/],
      [{ height: 999 }, /Height/],
      [{ birthday: '2999-01-01' }, /Birthday/],
      [{ avatar: '/uploads/avatar/100002/face.svg' }, /Avatar/],
    ];
    for (const [extra, message] of cases) {
      const r = await app.call('POST', '/account/register', {
        body: registerBody('rules@example.com', '1234', extra),
      });
      expect(r.status, JSON.stringify(extra)).toBe(400);
      expect(r.msg).toMatch(message);
    }
  });

  it('answers 1006 for a wrong password and locks after 10 failures in an hour (1007)', async () => {
    const user = await registerUser(app);
    for (let i = 0; i < 10; i += 1) {
      const r = await app.call('POST', '/account/login', {
        body: { account: user.email, password: 'wrong-pass' },
      });
      expect(r).toMatchObject({ status: 400, code: 1006 });
    }
    const locked = await app.call('POST', '/account/login', {
      body: { account: user.email, password: user.password },
    });
    expect(locked).toMatchObject({ status: 429, code: 1007 });
    app.clock.advance(3_600_001);
    const later = await app.call('POST', '/account/login', {
      body: { account: user.email, password: user.password },
    });
    expect(later.code).toBe(200);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const user = await registerUser(app);
    expect((await app.call('POST', '/account/logout', { token: user.token })).code).toBe(200);
    expect(await app.call('GET', '/account/my-info', { token: user.token })).toMatchObject({
      status: 401,
      code: 401,
    });
  });

  it('a token expires after 30 days', async () => {
    const user = await registerUser(app);
    app.clock.advance(30 * 86_400_000 + 1);
    expect((await app.call('GET', '/account/my-info', { token: user.token })).code).toBe(401);
  });

  it('changing the password revokes every session; the new password works', async () => {
    const user = await registerUser(app);
    const wrong = await app.call('POST', '/account/update-pass', {
      token: user.token,
      body: { oldPassword: 'not-mine-1', password: 'new-pass-22', confirmPassword: 'new-pass-22' },
    });
    expect(wrong.code).toBe(1011);
    const changed = await app.call('POST', '/account/update-pass', {
      token: user.token,
      body: { oldPassword: user.password, password: 'new-pass-22', confirmPassword: 'new-pass-22' },
    });
    expect(changed.code).toBe(200);
    expect((await app.call('GET', '/account/my-info', { token: user.token })).code).toBe(401);
    expect(
      (
        await app.call('POST', '/account/login', {
          body: { account: user.email, password: 'new-pass-22' },
        })
      ).code,
    ).toBe(200);
  });

  it('resets a forgotten password with an e-mail code', async () => {
    const user = await registerUser(app);
    app.clock.advance(61_000);
    await app.call('POST', '/account/verification-code', {
      body: { email: user.email, purpose: 'reset-password' },
    });
    const code = codeFor(app, user.email);
    const reset = await app.call('POST', '/account/update-pass', {
      body: { email: user.email, code, password: 'reset-pass-3', confirmPassword: 'reset-pass-3' },
    });
    expect(reset.code).toBe(200);
    expect(
      (
        await app.call('POST', '/account/login', {
          body: { account: user.email, password: 'reset-pass-3' },
        })
      ).code,
    ).toBe(200);
    expect(
      (
        await app.call('POST', '/account/login', {
          body: { account: user.email, password: user.password },
        })
      ).code,
    ).toBe(1006);
  });

  it('a cancelled account cannot log in again (1008) and its sessions end', async () => {
    const user = await registerUser(app);
    app.clock.advance(61_000);
    await app.call('POST', '/account/verification-code', {
      body: { email: user.email, purpose: 'cancel-account' },
    });
    const code = codeFor(app, user.email);
    expect(
      (await app.call('POST', '/account/cancel-account', { token: user.token, body: { code } }))
        .code,
    ).toBe(200);
    expect((await app.call('GET', '/account/my-info', { token: user.token })).code).toBe(401);
    expect(
      (
        await app.call('POST', '/account/login', {
          body: { account: user.email, password: user.password },
        })
      ).code,
    ).toBe(1008);
  });
});

describe('the edge', () => {
  it('sends security headers and a request id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/my-info' });
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown routes, malformed JSON and huge bodies with the envelope, never 5xx', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).json()).toMatchObject({
      code: 404,
    });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, data: null });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ account: 'x'.repeat(2_000_000), password: 'secret' }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 400 });
  });
});
