import type { RegisterValues } from '@heartline/ui';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import {
  finishRegistration,
  loadRegisterChoices,
  registration,
  resendRegisterCode,
  reset,
  returnToRegisterStep,
  submitRegisterStep,
} from './registration';
import { endSession, session } from '../../stores/session';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  api.events.removeAllListeners();
  vi.restoreAllMocks();
  endSession();
  reset();
  toasts.list = [];
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces('register');
});

/** Every call the app made, by path, with its JSON body (or form fields). */
function recordCalls() {
  const calls: Array<{ path: string; body: unknown }> = [];
  api.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname.replace('/api', '');
    const json = request.headers.get('content-type')?.includes('json');
    calls.push({ path, body: json ? await request.clone().json() : null });
  });
  return calls;
}

const refuse = (path: string, code: number, msg: string) =>
  http.post(`${apiBase}${path}`, () =>
    HttpResponse.json({ code, msg, data: null }, { status: 400 }),
  );

/**
 * Uploads answered without reading the multipart body: jsdom's File does not pass through Node's
 * FormData parser (the stories in Chromium and the end-to-end journey upload for real).
 */
function answerUploads() {
  api.use(
    http.post(`${apiBase}/file/upload`, () =>
      HttpResponse.json({
        code: 200,
        msg: 'success',
        data: {
          url: '/uploads/avatar/100001/lena.png',
          width: 1,
          height: 1,
          size: 68,
          mimeType: 'image/png',
        },
      }),
    ),
  );
}

/** A 1x1 PNG. */
const tinyPng = () =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

const lena: RegisterValues = {
  email: 'lena.fischer@example.de',
  code: '4831',
  password: 'Sonnenblume7',
  confirmPassword: 'Sonnenblume7',
  nickname: ' Lena ',
  gender: 0,
  birthday: '1997-06-02',
  height: 168,
  weight: 57,
  occupation: 'Designerin ',
  region: 'DE',
  commonLanguage: 'de',
  avatar: null,
  avatarZoom: 1,
  hobbies: [2, 4],
};

/** Walks the steps up to the hobbies, as the form does. */
async function reachHobbies(email = lena.email) {
  await submitRegisterStep({ step: 'email', values: { email } });
  await submitRegisterStep({ step: 'code', values: { email, code: lena.code } });
  await submitRegisterStep({
    step: 'password',
    values: { password: lena.password, confirmPassword: lena.confirmPassword },
  });
  await submitRegisterStep({
    step: 'info',
    values: {
      nickname: lena.nickname,
      gender: lena.gender,
      birthday: lena.birthday,
      height: lena.height,
      weight: lena.weight,
      occupation: lena.occupation,
      region: lena.region,
      commonLanguage: lena.commonLanguage,
    },
  });
  await submitRegisterStep({ step: 'avatar', values: { avatar: null, avatarZoom: 1 } });
}

describe('the registration store', () => {
  it('loads the lists the steps choose from, in the interface language', async () => {
    await loadRegisterChoices();
    expect(registration.choicesStatus).toBe('ready');
    expect(registration.choices.hobbies[0]).toEqual({ id: 1, name: 'Travel' });
    expect(registration.choices.regions.length).toBeGreaterThan(5);
    expect(registration.choices.heights).toContain(170);
    expect(typeof registration.choices.occupations[0]).toBe('string');

    // Switched to German: the names come again in German.
    await i18n.changeLanguage('de');
    await loadRegisterChoices();
    expect(registration.choices.hobbies[0]?.name).toBe('Reisen');
  });

  it('says so when the lists cannot be loaded, and tries again', async () => {
    api.use(http.get(`${apiBase}/system/hobby`, () => new HttpResponse(null, { status: 502 })));
    await loadRegisterChoices();
    expect(registration.choicesStatus).toBe('failed');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'The choices for your profile could not be loaded',
    });
    api.resetHandlers();
    await loadRegisterChoices();
    expect(registration.choicesStatus).toBe('ready');
  });

  it('sends a register code, checks it, then moves through the steps', async () => {
    const calls = recordCalls();
    await submitRegisterStep({ step: 'email', values: { email: lena.email } });
    expect(registration.step).toBe('code');
    expect(registration.codeSentAt).toBeTypeOf('number');
    expect(calls).toContainEqual({
      path: '/account/verification-code',
      body: { email: lena.email, purpose: 'register' },
    });

    // Back and on again with the same address: the code sent is still good, none is resent.
    returnToRegisterStep('email');
    await submitRegisterStep({ step: 'email', values: { email: lena.email } });
    expect(calls.filter((call) => call.path === '/account/verification-code')).toHaveLength(1);

    // A wrong code stays on the step with the server's words.
    await submitRegisterStep({ step: 'code', values: { email: lena.email, code: '0000' } });
    expect(registration.step).toBe('code');
    expect(registration.error).toBe('The verification code is wrong');

    await submitRegisterStep({ step: 'code', values: { email: lena.email, code: '4831' } });
    expect(registration.error).toBeUndefined();
    expect(registration.step).toBe('password');
    expect(calls).toContainEqual({
      path: '/account/judge-code',
      body: { email: lena.email, code: '4831', purpose: 'register' },
    });
  });

  it('refuses an address longer than the login form takes, without asking the server', async () => {
    const calls = recordCalls();
    await submitRegisterStep({ step: 'email', values: { email: `${'a'.repeat(40)}@example.com` } });
    expect(registration.step).toBe('email');
    expect(registration.error).toBe(
      'The e-mail address must be at most 50 characters: you will log in with it',
    );
    expect(calls).toEqual([]);
  });

  it('keeps the step and shows why when the address is taken', async () => {
    api.use(
      refuse('/account/verification-code', 1001, 'This e-mail address is already registered'),
    );
    await submitRegisterStep({ step: 'email', values: { email: lena.email } });
    expect(registration.step).toBe('email');
    expect(registration.error).toBe('This e-mail address is already registered');
    expect(registration.pending).toBe(false);
  });

  it('resends a code and restarts the countdown; a refusal is shown', async () => {
    // The clock is the test's: only Date is faked (msw keeps its real timers).
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
    await submitRegisterStep({ step: 'email', values: { email: lena.email } });
    const first = registration.codeSentAt ?? 0;
    expect(first).toBe(Date.parse('2025-03-01T09:00:00Z'));
    vi.setSystemTime(first + 20_000);
    await resendRegisterCode(lena.email);
    expect(registration.codeSentAt).toBe(first + 20_000);

    api.use(refuse('/account/verification-code', 1005, 'Codes can be sent once a minute'));
    await resendRegisterCode(lena.email);
    expect(registration.error).toBe('Codes can be sent once a minute');
    expect(registration.sendingCode).toBe(false);
  });

  it('creates the account with every step, logs in and welcomes the new member', async () => {
    const calls = recordCalls();
    await reachHobbies();
    expect(registration.step).toBe('hobbies');
    await submitRegisterStep({
      step: 'hobbies',
      values: { hobby: '2,4' },
      registration: lena,
    });
    expect(calls.find((call) => call.path === '/account/register')?.body).toEqual({
      email: lena.email,
      code: '4831',
      password: 'Sonnenblume7',
      confirmPassword: 'Sonnenblume7',
      nickname: ' Lena ',
      gender: 0,
      birthday: '1997-06-02',
      height: 168,
      weight: 57,
      occupation: 'Designerin',
      region: 'DE',
      commonLanguage: 'de',
      hobby: '2,4',
      language: 'en',
    });
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(registration.step).toBe('done');
    expect(registration.welcoming).toBe(true);
    // No photo chosen: nothing uploaded.
    expect(calls.some((call) => call.path === '/file/upload')).toBe(false);

    finishRegistration();
    expect(registration.welcoming).toBe(false);
    expect(registration.step).toBe('email');
  });

  it('uploads the chosen photo after registering and makes it the avatar', async () => {
    answerUploads();
    const upload = vi.spyOn(sdk.file, 'upload');
    const calls = recordCalls();
    const progress: number[] = [];
    await reachHobbies();
    const done = submitRegisterStep({
      step: 'hobbies',
      values: { hobby: '2,4' },
      registration: { ...lena, avatar: tinyPng() },
    });
    // Watch the progress while it runs.
    const watch = setInterval(() => {
      if (registration.uploadProgress !== undefined) progress.push(registration.uploadProgress);
    }, 0);
    await done;
    clearInterval(watch);

    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({ purpose: 'avatar', file: expect.any(File) }),
    );
    expect(calls.find((call) => call.path === '/user/info-edit')?.body).toEqual({
      avatar: '/uploads/avatar/100001/lena.png',
    });
    expect(session.me?.avatar).toBe('/uploads/avatar/100001/lena.png');
    expect(progress.length).toBeGreaterThan(0);
    expect(registration.uploadProgress).toBeUndefined();
    expect(registration.photoFailed).toBe(false);
    expect(registration.step).toBe('done');
  });

  it('welcomes the member even when the photo cannot be uploaded, and says so', async () => {
    api.use(
      http.post(`${apiBase}/file/upload`, () =>
        HttpResponse.json(
          { code: 1302, msg: 'The image is too large', data: null },
          { status: 400 },
        ),
      ),
    );
    await reachHobbies();
    await submitRegisterStep({
      step: 'hobbies',
      values: { hobby: '2,4' },
      registration: { ...lena, avatar: tinyPng() },
    });
    expect(session.token).not.toBeNull();
    expect(registration.step).toBe('done');
    expect(registration.photoFailed).toBe(true);
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      description: 'The image is too large',
    });
  });

  it('sends the member back to the code step when the code expired meanwhile', async () => {
    await reachHobbies();
    api.use(
      refuse(
        '/account/register',
        1003,
        'The verification code has expired, please request a new one',
      ),
    );
    await submitRegisterStep({ step: 'hobbies', values: { hobby: '2,4' }, registration: lena });
    expect(session.token).toBeNull();
    expect(registration.welcoming).toBe(false);
    expect(registration.step).toBe('code');
    expect(registration.error).toBe('The verification code has expired, please request a new one');
    // Next from the e-mail step asks for a new code rather than reusing the spent one.
    expect(registration.codeSentTo).toBeNull();
  });

  it('sends the member back to the password step when the password is too common', async () => {
    await reachHobbies();
    api.use(
      refuse(
        '/account/register',
        1012,
        'This password is too common and easy to guess, please choose another',
      ),
    );
    await submitRegisterStep({ step: 'hobbies', values: { hobby: '2,4' }, registration: lena });
    expect(session.token).toBeNull();
    expect(registration.step).toBe('password');
    expect(registration.error).toBe(
      'This password is too common and easy to guess, please choose another',
    );
  });

  it('shows the maintenance notice in the form when the server is down', async () => {
    api.use(
      http.post(
        `${apiBase}/account/verification-code`,
        () => new HttpResponse('', { status: 502 }),
      ),
    );
    await submitRegisterStep({ step: 'email', values: { email: lena.email } });
    expect(registration.error).toBe(
      `${i18n.t('errors.maintenanceTitle')}: ${i18n.t('errors.maintenance')}`,
    );
  });
});
