import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ForbiddenError,
  HttpError,
  NetworkError,
  TimeoutError,
  UnauthorizedError,
  createHeartlineClient,
  isInsufficientFunds,
  shortOfFunds,
  unwrap,
  type HeartlineClientOptions,
} from '../src';

const base = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data });

function client(overrides: Partial<HeartlineClientOptions> = {}) {
  return createHeartlineClient({ baseUrl: base, brand: 'Chrome', ...overrides });
}
const myInfo = (c = client()) => unwrap(c.GET('/account/my-info'));

describe('headers', () => {
  it('sends platform, brand, the current language and the token on every call', async () => {
    let language = 'zh-CN';
    const seen: Headers[] = [];
    server.use(
      http.get(`${base}/account/my-info`, ({ request }) => {
        seen.push(request.headers);
        return HttpResponse.json(envelope(200, 'success', { id: 1 }));
      }),
    );
    const c = client({ getLanguage: () => language, getToken: () => 'tok-1' });
    await myInfo(c);
    language = 'es';
    await myInfo(c);
    expect(seen.map((h) => h.get('language'))).toEqual(['zh-CN', 'es']);
    expect(seen[0]?.get('platform')).toBe('Web');
    expect(seen[0]?.get('brand')).toBe('Chrome');
    expect(seen[0]?.get('token')).toBe('tok-1');
  });

  it('sends no token header when logged out, and English when no language is set', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(`${base}/account/my-info`, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json(envelope(200, 'success', {}));
      }),
    );
    await myInfo(client({ getToken: () => null }));
    expect(headers?.has('token')).toBe(false);
    expect(headers?.get('language')).toBe('en');
  });
});

describe('envelope', () => {
  it('resolves to data when the code is 200', async () => {
    server.use(
      http.get(`${base}/account/my-info`, () =>
        HttpResponse.json(envelope(200, 'success', { id: 7, nickname: '小雨' })),
      ),
    );
    await expect(myInfo()).resolves.toEqual({ id: 7, nickname: '小雨' });
  });

  it('rejects a business code with its code and message', async () => {
    server.use(
      http.post(`${base}/gift/give-gifts`, () =>
        HttpResponse.json(envelope(105, 'Insufficient gold coins, please recharge'), {
          status: 402,
        }),
      ),
    );
    const error = await unwrap(
      client().POST('/gift/give-gifts', {
        body: { userId: 2, giftId: 1, quantity: 1 },
        params: { header: { 'Idempotency-Key': 'key-00000001' } },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'api', code: 105, status: 402 });
    expect((error as Error).message).toBe('Insufficient gold coins, please recharge');
    expect(isInsufficientFunds(error)).toBe(true);
    expect(shortOfFunds(error)).toBe('coins');
  });

  it('tells what is short from the code, for SDK errors and refused chat sends alike', () => {
    expect(shortOfFunds(new ApiError(105, 'coins', 402))).toBe('coins');
    expect(shortOfFunds(new ApiError(106, 'translation', 402))).toBe('translation');
    // A chat send refused by the server (packages/im's SendRefusedError) carries the same codes.
    expect(shortOfFunds(Object.assign(new Error('refused'), { code: 106 }))).toBe('translation');
    expect(shortOfFunds(new ApiError(1101, 'no such user', 200))).toBeNull();
    expect(shortOfFunds(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeNull();
    expect(shortOfFunds(new TimeoutError(30_000))).toBeNull();
    expect(shortOfFunds(null)).toBeNull();
    expect(shortOfFunds('105')).toBeNull();
    expect(isInsufficientFunds(Object.assign(new Error('refused'), { code: 105 }))).toBe(false);
  });

  it('rejects a non-200 code that arrives with HTTP 200 too', async () => {
    server.use(
      http.get(`${base}/account/my-info`, () => HttpResponse.json(envelope(1101, '用户不存在'))),
    );
    await expect(myInfo()).rejects.toMatchObject({
      kind: 'api',
      code: 1101,
      message: '用户不存在',
    });
  });
});

describe('lost login', () => {
  it.each([
    [
      'envelope code 401 with HTTP 401',
      401,
      envelope(401, 'Please log in again'),
      'Please log in again',
    ],
    ['envelope code 401 with HTTP 200', 200, envelope(401, 'Session expired'), 'Session expired'],
    ['HTTP 401 without an envelope', 401, null, 'Authorization verification failed'],
  ])('%s calls onUnauthorized once and rejects', async (_name, status, body, message) => {
    server.use(
      http.get(`${base}/account/my-info`, () =>
        body ? HttpResponse.json(body, { status }) : new HttpResponse('no', { status }),
      ),
    );
    const onUnauthorized = vi.fn();
    const error = await myInfo(client({ onUnauthorized })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect((error as Error).message).toBe(message);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not call onUnauthorized for other failures', async () => {
    server.use(
      http.get(`${base}/account/my-info`, () =>
        HttpResponse.json(envelope(400, 'bad'), { status: 400 }),
      ),
    );
    const onUnauthorized = vi.fn();
    await expect(myInfo(client({ onUnauthorized }))).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('HTTP failures', () => {
  it('HTTP 403 is Forbidden with the server message', async () => {
    server.use(
      http.get(`${base}/account/my-info`, () =>
        HttpResponse.json(envelope(403, 'Your account is suspended'), { status: 403 }),
      ),
    );
    const error = await myInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error).toMatchObject({
      kind: 'forbidden',
      status: 403,
      message: 'Your account is suspended',
    });
  });

  it('HTTP 403 without a body still gives a Forbidden error', async () => {
    server.use(http.get(`${base}/account/my-info`, () => new HttpResponse(null, { status: 403 })));
    await expect(myInfo()).rejects.toMatchObject({ kind: 'forbidden', message: 'Forbidden' });
  });

  it('another HTTP error with a server message shows that message', async () => {
    server.use(
      http.get(`${base}/account/my-info`, () =>
        HttpResponse.json(envelope(500, 'Database is restarting'), { status: 503 }),
      ),
    );
    const error = await myInfo().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Database is restarting' });
  });

  it.each([502, 500, 404])(
    'HTTP %i without an envelope is the maintenance notice',
    async (status) => {
      server.use(
        http.get(`${base}/account/my-info`, () =>
          HttpResponse.text('<html>Bad Gateway</html>', { status }),
        ),
      );
      const error = await myInfo().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ kind: 'maintenance', status });
      expect((error as Error).message).toMatch(/maintenance/);
    },
  );

  it('a 200 that is not JSON is the maintenance notice, not a crash', async () => {
    server.use(
      http.get(`${base}/account/my-info`, () => HttpResponse.text('<html>captive portal</html>')),
    );
    await expect(myInfo()).rejects.toMatchObject({ kind: 'maintenance', status: 200 });
  });
});

describe('transport', () => {
  it('a network failure is a NetworkError', async () => {
    server.use(http.get(`${base}/account/my-info`, () => HttpResponse.error()));
    await expect(myInfo()).rejects.toBeInstanceOf(NetworkError);
  });

  it('no answer within the time-out is a TimeoutError', async () => {
    server.use(
      http.get(`${base}/account/my-info`, async () => {
        // Never answers: only the client's time-out can end the call.
        await delay('infinite');
        return HttpResponse.json(envelope(200, 'success', {}));
      }),
    );
    const error = await myInfo(client({ timeoutMs: 50 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('the time-out is 30 seconds by default', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('../src');
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it("a caller's own abort stays an AbortError", async () => {
    server.use(
      http.get(`${base}/account/my-info`, async () => {
        // Never answers: only the caller's abort can end the call.
        await delay('infinite');
        return HttpResponse.json(envelope(200, 'success', {}));
      }),
    );
    const controller = new AbortController();
    const call = unwrap(client().GET('/account/my-info', { signal: controller.signal }));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
