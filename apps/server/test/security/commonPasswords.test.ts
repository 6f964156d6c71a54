/**
 * The most common passwords are refused (code 1012, in the caller's language) wherever a password
 * is chosen: registration, password change and password reset. Compared case-insensitively;
 * refusing one uses up nothing (the code still works with a better password).
 *
 * The hole: "password1", "qwerty123" and the like were accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages.ts';
import { t } from '../../src/i18n/translate.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { codeFor, registerUser, registrationBody } from '../support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const loginWith = (account: string, password: string) =>
  app.call('POST', '/account/login', { body: { account, password } });

describe('common passwords', () => {
  it('registration refuses one (1012) in the caller language and keeps the code', async () => {
    const email = `common-${Date.now()}@example.com`;
    await app.call('POST', '/account/verification-code', { body: { email, purpose: 'register' } });
    const code = codeFor(app, email);
    const body = (password: string) =>
      registrationBody({ email, code, password, nickname: 'Common' });
    const refused = await app.call('POST', '/account/register', {
      body: body('Password1'),
      language: 'es',
    });
    expect(refused).toEqual({ status: 400, code: 1012, msg: t('es', 'code.1012'), data: null });
    const accepted = await app.call('POST', '/account/register', { body: body('Ta7-quiet-fjord') });
    expect(accepted.code).toBe(200);
  });

  it('a password change refuses one and keeps the old password', async () => {
    const user = await registerUser(app);
    const refused = await app.call('POST', '/account/update-pass', {
      token: user.token,
      body: { oldPassword: user.password, password: 'QWERTY123', confirmPassword: 'QWERTY123' },
      language: 'ru',
    });
    expect(refused).toMatchObject({ status: 400, code: 1012, msg: t('ru', 'code.1012') });
    expect((await loginWith(user.email, user.password)).code).toBe(200);
  });

  it('a reset refuses one and keeps the code for a better password', async () => {
    const user = await registerUser(app);
    app.clock.advance(61_000);
    await app.call('POST', '/account/verification-code', {
      body: { email: user.email, purpose: 'reset-password' },
    });
    const code = codeFor(app, user.email);
    const reset = (password: string) =>
      app.call('POST', '/account/update-pass', {
        body: { email: user.email, code, password, confirmPassword: password },
      });
    expect(await reset('1q2w3e4r')).toMatchObject({ status: 400, code: 1012 });
    expect((await reset('Ta7-quiet-fjord')).code).toBe(200);
    expect((await loginWith(user.email, 'Ta7-quiet-fjord')).code).toBe(200);
  });

  it('the list holds at least 10,000 passwords and compares case-insensitively', async () => {
    const { commonPasswordCount, isCommonPassword } =
      await import('../../src/domains/account/commonPasswords.ts');
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const common of ['123456', 'password', 'PassWord1', 'iloveyou', '000000', 'qwertyuiop']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of ['Ta7-quiet-fjord', 'secret-pass1', 'new-pass-22']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });

  it('has its message in every language', () => {
    const messages = languages.map((language) => t(language, 'code.1012'));
    expect(new Set(messages).size).toBe(languages.length);
  });
});
