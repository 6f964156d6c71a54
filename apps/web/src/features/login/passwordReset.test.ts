import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import { passwordReset, reset, resetPassword, sendResetCode } from './passwordReset';
import { endSession, login, session } from '../../stores/session';
import { readToken } from '../../stores/token';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  api.events.removeAllListeners();
  endSession();
  reset();
  toasts.list = [];
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('register');
});

const address = 'dmitry.volkov@example.ru';
const values = {
  email: address,
  code: '0427',
  password: 'Zvezda2026',
  confirmPassword: 'Zvezda2026',
};

function bodiesOf(path: string) {
  const bodies: unknown[] = [];
  api.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

describe('the password reset store', () => {
  it('sends a reset-password code and starts the countdown', async () => {
    const sent = bodiesOf('/account/verification-code');
    await sendResetCode(address);
    expect(sent).toEqual([{ email: address, purpose: 'reset-password' }]);
    expect(passwordReset.codeSentAt).toBeTypeOf('number');
    expect(passwordReset.sendingCode).toBe(false);
  });

  it('shows the server answer when no account uses the address', async () => {
    api.use(
      http.post(`${apiBase}/account/verification-code`, () =>
        HttpResponse.json(
          { code: 1010, msg: 'No account uses this e-mail address', data: null },
          { status: 400 },
        ),
      ),
    );
    await sendResetCode(address);
    expect(passwordReset.codeSentAt).toBeUndefined();
    expect(passwordReset.error).toBe('No account uses this e-mail address');
  });

  it('changes the password with the code and says so', async () => {
    const reset = bodiesOf('/account/update-pass');
    await expect(resetPassword(values)).resolves.toBe(true);
    expect(reset).toEqual([values]);
    expect(passwordReset.pending).toBe(false);
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Your password has been changed',
    });
  });

  it('keeps the form with the server words when the code is wrong', async () => {
    await expect(resetPassword({ ...values, code: '0000' })).resolves.toBe(false);
    expect(passwordReset.error).toBe('The verification code is wrong');
    expect(passwordReset.pending).toBe(false);
    expect(toasts.list).toEqual([]);
  });

  it('ends a session open here: the server revoked every one', async () => {
    await login({ account: normalMe.email, password: 'xiaoyu2024' });
    await i18n.changeLanguage('en');
    expect(session.token).not.toBeNull();
    await resetPassword(values);
    expect(session.token).toBeNull();
    expect(readToken()).toBeNull();
  });
});
