import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../test/apiServer';
import { language, loadLanguageOptions, switchLanguage } from './language';
import { toasts } from './toasts';
import { endSession, login } from './session';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  endSession();
  toasts.list = [];
  await i18n.changeLanguage('en');
});

describe('the language store', () => {
  it('offers the server list of interface languages', async () => {
    await loadLanguageOptions();
    expect(language.options.map((option) => option.code)).toEqual([
      'zh-CN',
      'zh-TW',
      'en',
      'de',
      'ru',
      'ko',
      'ja',
      'es',
    ]);
  });

  it('saves a switch to the server, then shows it with the success message', async () => {
    await login({ account: normalMe.email, password: 'xiaoyu2024' });
    await i18n.changeLanguage('en');
    const saved: unknown[] = [];
    api.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/user/language-edit')) saved.push(await request.clone().json());
    });
    await switchLanguage('de');
    api.events.removeAllListeners();
    expect(saved).toEqual([{ language: 'de' }]);
    expect(i18n.language).toBe('de');
    expect(language.current).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Sprache erfolgreich gewechselt',
    });
  });

  it('keeps the language and says so when the server refuses the switch', async () => {
    await login({ account: normalMe.email, password: 'xiaoyu2024' });
    await i18n.changeLanguage('en');
    api.use(
      http.post(`${apiBase}/user/language-edit`, () =>
        HttpResponse.json({ code: 1103, msg: 'Unsupported language', data: null }, { status: 400 }),
      ),
    );
    await switchLanguage('ja');
    expect(i18n.language).toBe('en');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Language switch failed, please try again',
      description: 'Unsupported language',
    });
  });

  it('switches without a call before login (the login page)', async () => {
    await switchLanguage('ko');
    expect(i18n.language).toBe('ko');
  });
});
