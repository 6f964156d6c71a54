/**
 * The failures every screen handles the same way, whatever the operation: a lost login (envelope
 * code 401: the onUnauthorized hook runs), HTTP 403 (the Forbidden notice), and a business
 * refusal carrying a catalogue code.
 *
 * Provider states introduced here:
 * - 'user 100001 logged out, and its token was revoked'
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ForbiddenError, UnauthorizedError, createSdk } from '../../src';
import { exampleToken, failure, heartlinePact, loggedInState, M, requestHeaders } from './harness';

const pact = heartlinePact();

describe('failures the client handles for every operation', () => {
  it('a revoked token answers envelope code 401, and the client runs onUnauthorized', async () => {
    await pact
      .addInteraction()
      .given('user 100001 logged out, and its token was revoked')
      .uponReceiving('a call with a revoked token')
      .withRequest('GET', '/account/my-info', (b) => b.headers(requestHeaders(true)))
      .willRespondWith(401, (b) => b.jsonBody(failure(401, 'Please log in again')))
      .executeTest(async (server) => {
        const onUnauthorized = vi.fn();
        const sdk = createSdk({
          baseUrl: server.url,
          brand: 'Chrome',
          getToken: () => exampleToken,
          onUnauthorized,
        });
        const error = await sdk.account.myInfo().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(UnauthorizedError);
        expect(onUnauthorized).toHaveBeenCalledTimes(1);
      });
  });

  it('a forbidden act answers HTTP 403 with a message, shown in the Forbidden notice', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('dynamic 1 by user 100002 exists', { id: 1, account: 100002 })
      .uponReceiving("an attempt to pin another user's dynamic")
      .withRequest('POST', '/dynamic/dynamic-top', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ id: 1, top: true }),
      )
      .willRespondWith(403, (b) => b.jsonBody(failure(1402, 'You can only pin your own dynamic')))
      .executeTest(async (server) => {
        const sdk = createSdk({
          baseUrl: server.url,
          brand: 'Chrome',
          getToken: () => exampleToken,
        });
        const error = await sdk.dynamic.setTop({ id: 1, top: true }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ForbiddenError);
        expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 1402 });
        expect((error as ForbiddenError).message).toBeTruthy();
      });
  });

  it('a refused rule answers its catalogue code and a message in the caller language', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a search for the caller own account')
      .withRequest('GET', '/user/search', (b) =>
        b.headers({ ...requestHeaders(true), language: 'zh-CN' }).query({ content: '100001' }),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody({ code: 1102, msg: M.like('请勿搜索自己的账号'), data: null }),
      )
      .executeTest(async (server) => {
        const sdk = createSdk({
          baseUrl: server.url,
          brand: 'Chrome',
          getLanguage: () => 'zh-CN',
          getToken: () => exampleToken,
        });
        const error = await sdk.user.search({ content: '100001' }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'api', code: 1102, status: 400 });
      });
  });
});
