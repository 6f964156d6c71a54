/**
 * No API answer may be cached: every answer under /api, successes, error envelopes and 404s
 * alike, carries `Cache-Control: no-store`.
 *
 * The hole: API answers came without any Cache-Control, so a browser's or a proxy's cache could
 * keep the login answer (the session token and the chat password) and one member's data for the
 * next person at the same computer or behind the same proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser } from '../support/users.ts';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const headers = { platform: 'Web', brand: 'Chrome', language: 'en' };

describe('Cache-Control on API answers', () => {
  it('the login answer (token and chat password) is not stored', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers,
      payload: { account: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.userInfo.imPassword).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a member’s own data', 'GET', '/api/account/my-info', 'token'],
    ['a 401 envelope', 'GET', '/api/account/my-info', null],
    ['a 400 envelope', 'POST', '/api/account/login', null],
    ['an unknown API path (404)', 'GET', '/api/no-such-operation', null],
    ['the API root', 'GET', '/api', null],
    ['a query string', 'GET', '/api/no-such-operation?x=1', null],
  ] as const)('%s is not stored', async (_, method, url, auth) => {
    const token = auth ? (await registerUser(app)).token : undefined;
    const response = await app.inject({
      method,
      url,
      headers: { ...headers, ...(token ? { token } : {}) },
      ...(method === 'POST' ? { payload: { account: '' } } : {}),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves answers outside the API to their own caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/apiary', headers });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
