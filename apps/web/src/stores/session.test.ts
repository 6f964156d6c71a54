import { normalMe } from '@heartline/sdk/mocks';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../test/apiServer';
import { toasts } from './toasts';
import { registerReset } from './resetStores';
import { endSession, loadMe, login, logout, session } from './session';
import { readToken, TOKEN_COOKIE } from './token';

serveApiDuringTests();
const featureReset = vi.fn();
registerReset(featureReset);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  endSession();
  toasts.list = [];
  featureReset.mockClear();
  vi.restoreAllMocks();
});

// The SDK's mock member (@heartline/sdk/mocks fixtures).
const credentials = { account: normalMe.email, password: 'xiaoyu2024' };

describe('the session store', () => {
  it('logs in: keeps the token in a cookie for 30 days and the member', async () => {
    const set = vi.spyOn(Cookies, 'set');
    const me = await login(credentials);
    expect(session.token).toMatch(/.+/);
    expect(readToken()).toBe(session.token);
    expect(set).toHaveBeenCalledWith(
      TOKEN_COOKIE,
      session.token,
      expect.objectContaining({ expires: 30 }),
    );
    expect(session.me?.account).toBe(me.account);
  });

  it('refreshes the member from my-info', async () => {
    await login(credentials);
    session.me = null;
    const me = await loadMe();
    expect(me?.nickname).toBe(normalMe.nickname);
  });

  it('ends the session on a 401: token, member and stores gone, the notice shown', async () => {
    await login(credentials);
    api.use(
      http.get(`${apiBase}/account/my-info`, () =>
        HttpResponse.json({ code: 401, msg: 'Token expired', data: null }, { status: 401 }),
      ),
    );
    await loadMe();
    expect(session.token).toBeNull();
    expect(session.me).toBeNull();
    expect(readToken()).toBeNull();
    expect(featureReset).toHaveBeenCalled();
    // In the member's language, adopted at login (the mock member reads Chinese).
    expect(i18n.language).toBe('zh-CN');
    expect(toasts.list.map((notice) => notice.title)).toEqual(['授权验证失败']);
  });

  it('logs out on the server, then here', async () => {
    await login(credentials);
    await expect(logout()).resolves.toBe(true);
    expect(session.token).toBeNull();
    expect(readToken()).toBeNull();
    expect(featureReset).toHaveBeenCalled();
  });

  it('stays logged in and says so when the server cannot log out', async () => {
    await login(credentials);
    api.use(http.post(`${apiBase}/account/logout`, () => new HttpResponse(null, { status: 502 })));
    await expect(logout()).resolves.toBe(false);
    expect(session.token).not.toBeNull();
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: '退出登录失败，请重试',
      description: i18n.t('errors.maintenance'),
    });
  });

  it('shows the Forbidden notice with the server message on HTTP 403', async () => {
    await login(credentials);
    api.use(
      http.get(`${apiBase}/account/my-info`, () =>
        HttpResponse.json(
          { code: 403, msg: 'Your account is suspended', data: null },
          { status: 403 },
        ),
      ),
    );
    await loadMe();
    expect(session.token).not.toBeNull();
    expect(toasts.list.at(-1)).toMatchObject({
      title: '禁止访问',
      description: 'Your account is suspended',
    });
  });
});
