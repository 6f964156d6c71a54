import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import { endSession, login, session } from '../../stores/session';
import {
  cancelAccount,
  confirmLogout,
  reset,
  savePrivacy,
  sendCancelCode,
  settings,
} from './settings';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  api.events.removeAllListeners();
  endSession();
  reset();
  await login({ account: normalMe.email, password: 'xiaoyu2024' });
  // The mock member reads Chinese; these tests read English.
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('settings');
  toasts.list = [];
});

function bodiesOf(path: string) {
  const bodies: unknown[] = [];
  api.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(path)) bodies.push(await request.clone().json());
  });
  return bodies;
}

const refuse = (path: string, code: number, msg: string) =>
  http.post(`${apiBase}${path}`, () =>
    HttpResponse.json({ code, msg, data: null }, { status: 400 }),
  );

describe('the settings store', () => {
  it('saves one privacy setting: shown at once, then kept from the server answer', async () => {
    const sent = bodiesOf('/user/privacy-set');
    const before = session.me?.userSetVo.showLikes;
    expect(before).toBe(0);
    const saving = savePrivacy({ showLikes: 1 });
    expect(settings.privacyChanges).toEqual({ showLikes: 1 });
    expect(settings.savingPrivacy).toEqual(['showLikes']);
    await saving;
    expect(sent).toEqual([{ showLikes: 1 }]);
    expect(session.me?.userSetVo.showLikes).toBe(1);
    expect(settings.privacyChanges).toEqual({});
    expect(settings.savingPrivacy).toEqual([]);
  });

  it('takes a privacy change back and says so when it cannot be saved', async () => {
    api.use(
      http.post(`${apiBase}/user/privacy-set`, () => new HttpResponse(null, { status: 502 })),
    );
    await savePrivacy({ addFriendMode: 0 });
    expect(session.me?.userSetVo.addFriendMode).toBe(1);
    expect(settings.privacyChanges).toEqual({});
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Your privacy settings could not be saved',
      description: i18n.t('errors.maintenance'),
    });
  });

  it('logs out after the confirmation', async () => {
    await expect(confirmLogout()).resolves.toBe(true);
    expect(session.token).toBeNull();
  });

  it('sends the cancel-account code to the member own address', async () => {
    const sent = bodiesOf('/account/verification-code');
    await sendCancelCode();
    expect(sent).toEqual([{ email: normalMe.email, purpose: 'cancel-account' }]);
    expect(settings.cancel.codeSentAt).toBeTypeOf('number');
  });

  it('shows why a code could not be sent', async () => {
    api.use(refuse('/account/verification-code', 1005, 'Codes can be sent once a minute'));
    await sendCancelCode();
    expect(settings.cancel.codeSentAt).toBeUndefined();
    expect(settings.cancel.error).toBe('Codes can be sent once a minute');
  });

  it('cancels the account with the code and reason, ends the session and says so', async () => {
    const sent = bodiesOf('/account/cancel-account');
    await expect(cancelAccount({ code: '7316', reason: '  Found someone here!  ' })).resolves.toBe(
      true,
    );
    expect(sent).toEqual([{ code: '7316', reason: 'Found someone here!' }]);
    expect(session.token).toBeNull();
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Your account has been cancelled',
    });
  });

  it('sends no empty reason, and keeps the session when the code is wrong', async () => {
    const sent = bodiesOf('/account/cancel-account');
    await expect(cancelAccount({ code: '0000', reason: ' ' })).resolves.toBe(false);
    expect(sent).toEqual([{ code: '0000' }]);
    expect(settings.cancel.error).toBe('The verification code is wrong');
    expect(settings.cancel.pending).toBe(false);
    expect(session.token).not.toBeNull();
  });
});
