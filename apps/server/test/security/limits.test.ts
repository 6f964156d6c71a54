/**
 * Limits that hold: every operation a script could abuse is limited per address, the counts live
 * in the database (so every server process sees them), a burst cannot slip past the count, and
 * the refusal is the usual envelope (429) in the caller's language with a Retry-After header.
 *
 * The hole: the per-route limits were set in an onRoute hook added after @fastify/rate-limit,
 * which had already looked at each route, so 40 code checks, 35 logins and 35 code sends from one
 * address all went through.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/translate.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** Every limit set low, so a handful of calls reaches it. */
const lowLimits = {
  AUTH_RATE_LIMIT_PER_MINUTE: '3',
  REGISTER_RATE_LIMIT_PER_HOUR: '3',
  PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '3',
  COMPLAINT_RATE_LIMIT_PER_HOUR: '3',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '3',
  TRANSLATION_RATE_LIMIT_PER_MINUTE: '3',
  SEARCH_RATE_LIMIT_PER_MINUTE: '3',
  MATCH_RATE_LIMIT_PER_MINUTE: '3',
  FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE: '3',
};
const LIMIT = 3;

/** The operations a script could abuse, and the window of each one's limit. */
const limited: Array<{ operation: string; method: 'GET' | 'POST'; windowMs: number }> = [
  { operation: '/account/login', method: 'POST', windowMs: 60_000 },
  { operation: '/account/register', method: 'POST', windowMs: 3_600_000 },
  { operation: '/account/update-pass', method: 'POST', windowMs: 60_000 },
  { operation: '/account/verification-code', method: 'POST', windowMs: 60_000 },
  { operation: '/account/judge-code', method: 'POST', windowMs: 60_000 },
  { operation: '/complain/add_complain', method: 'POST', windowMs: 3_600_000 },
  { operation: '/file/upload', method: 'POST', windowMs: 60_000 },
  { operation: '/file/aliyun-sts-token', method: 'POST', windowMs: 60_000 },
  { operation: '/file/qiniu-token', method: 'POST', windowMs: 60_000 },
  { operation: '/translate/message', method: 'POST', windowMs: 60_000 },
  { operation: '/translate/tranlate-chat-message', method: 'POST', windowMs: 60_000 },
  { operation: '/dynamic/translate', method: 'POST', windowMs: 60_000 },
  { operation: '/dynamic/translate-comment', method: 'POST', windowMs: 60_000 },
  { operation: '/user/search', method: 'GET', windowMs: 60_000 },
  { operation: '/bump/matching', method: 'POST', windowMs: 60_000 },
  { operation: '/friend/add-friend', method: 'POST', windowMs: 60_000 },
];

let app: TestApp;
/** Other server processes on the same database (closing one closes the database too). */
const others: TestApp[] = [];
let addresses = 0;
beforeAll(async () => {
  app = await createTestApp(lowLimits);
});
afterAll(async () => {
  for (const other of others) await other.app.close();
  await app.close();
});

/** A fresh client address for each test, so tests do not share counts. */
const newAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

function callFrom(
  address: string,
  method: 'GET' | 'POST',
  operation: string,
  options: { language?: string; on?: TestApp } = {},
): Promise<LightMyRequestResponse> {
  return (options.on ?? app).inject({
    method,
    url: `/api${operation}`,
    remoteAddress: address,
    headers: { platform: 'Web', brand: 'Chrome', language: options.language ?? 'en' },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
}

describe('per-address limits', () => {
  it.each(limited)(
    '$operation: the call past the limit answers 429 with Retry-After, another address still passes, and the window resets',
    async ({ operation, method, windowMs }) => {
      const address = newAddress();
      for (let i = 0; i < LIMIT; i += 1) {
        expect((await callFrom(address, method, operation)).statusCode).not.toBe(429);
      }
      const refused = await callFrom(address, method, operation, { language: 'de' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 429, msg: t('de', 'code.429'), data: null });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

      expect((await callFrom(newAddress(), method, operation)).statusCode).not.toBe(429);

      app.clock.advance(windowMs);
      expect((await callFrom(address, method, operation)).statusCode).not.toBe(429);
    },
  );

  it('operations of one kind share one count (translation)', async () => {
    const address = newAddress();
    const translations = limited.filter((l) => /translat|tranlate/.test(l.operation));
    for (const { operation, method } of translations.slice(0, LIMIT)) {
      expect((await callFrom(address, method, operation)).statusCode).not.toBe(429);
    }
    const last = translations[LIMIT]!;
    expect((await callFrom(address, last.method, last.operation)).statusCode).toBe(429);
  });

  it('a burst of parallel calls lets exactly the limit through', async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callFrom(address, 'POST', '/account/judge-code')),
    );
    expect(answers.filter((a) => a.statusCode !== 429)).toHaveLength(LIMIT);
  });

  it('counts live in the database: a second server process sees the same count', async () => {
    const other = await createTestApp(lowLimits, {}, { db: app.services.db });
    others.push(other);
    other.clock.now = app.clock.now;
    const address = newAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      const on = i % 2 === 0 ? app : other;
      expect((await callFrom(address, 'POST', '/account/login', { on })).statusCode).not.toBe(429);
    }
    expect((await callFrom(address, 'POST', '/account/login', { on: other })).statusCode).toBe(429);
  });

  it('prunes the counts of ended windows now and then', async () => {
    const address = newAddress();
    await callFrom(address, 'POST', '/account/judge-code');
    const rowsOf = () =>
      app.services.db
        .selectFrom('rate_limit_hits')
        .select('key')
        .where('key', '=', `code-check:${address}`)
        .execute();
    expect(await rowsOf()).toHaveLength(1);
    app.clock.advance(11 * 60_000);
    await callFrom(newAddress(), 'POST', '/account/judge-code');
    expect(await rowsOf()).toEqual([]);
  });

  it('leaves operations without a limit alone', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT + 2; i += 1) {
      expect((await callFrom(address, 'GET', '/system/hobby')).statusCode).toBe(200);
    }
  });
});

describe('the client address', () => {
  const judge = (on: TestApp, remoteAddress: string, forwardedFor: string) =>
    on.inject({
      method: 'POST',
      url: '/api/account/judge-code',
      remoteAddress,
      headers: { platform: 'Web', brand: 'Chrome', 'x-forwarded-for': forwardedFor },
      payload: {},
    });

  it('is not taken from X-Forwarded-For unless a trusted proxy sent it', async () => {
    const address = newAddress();
    const statuses = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      statuses.push((await judge(app, address, `203.0.113.${i}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('in production, by default, is not forged by a client that reaches the server directly', async () => {
    const production = await createTestApp({ ...lowLimits, NODE_ENV: 'production' });
    try {
      const statuses = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        statuses.push((await judge(production, '198.51.100.9', `203.0.113.${i}`)).statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await production.close();
    }
  });

  it('behind a trusted proxy, is the one the proxy saw, whatever the client forged', async () => {
    const proxied = await createTestApp({ ...lowLimits, TRUST_PROXY: '10.9.0.0/16' });
    try {
      const statuses = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        statuses.push(
          (await judge(proxied, '10.9.0.1', `198.51.100.${i}, 203.0.113.7`)).statusCode,
        );
      }
      expect(statuses.at(-1)).toBe(429);
      // Another client behind the same proxy has a count of its own.
      expect((await judge(proxied, '10.9.0.1', '203.0.113.8')).statusCode).not.toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
