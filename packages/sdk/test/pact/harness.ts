/**
 * Shared set-up of the Pact consumer tests. Every test drives a real SDK function against the Pact
 * mock server and asserts what the client gets back. Pact files land in packages/sdk/pacts/; the
 * reference server's provider verification replays them.
 *
 * Provider states are sentences a server can act on from the name alone, with parameters for the
 * values: "user 100001 is logged in", "user 100001 is logged in and has 50 gold coins",
 * "user 100002 exists", "dynamic 1 by user 100002 exists". The token in requests is a matcher:
 * the provider verification logs in as the state's user and puts the real token in its place.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4, SpecificationVersion } from '@pact-foundation/pact';
import { createSdk, type HeartlineSdk } from '../../src';

export const M = MatchersV3;

export const pactDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pacts');

export function heartlinePact(): PactV4 {
  return new PactV4({
    consumer: 'heartline-web',
    provider: 'heartline-server',
    dir: pactDir,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: 'warn',
  });
}

/** The example token the consumer sends; the provider replaces it with a real one. */
export const exampleToken = '4f9a1c0d2b7e4c6f8a3d5e7b9c1f2a4d6e8b0c2d4f6a8b0c1d3e5f7a9b1c3d5e';

/** Request headers every call carries; `token` only on calls made logged in. */
export function requestHeaders(
  loggedIn = true,
): Record<string, MatchersV3.Matcher<string> | string> {
  return {
    platform: 'Web',
    brand: M.like('Chrome'),
    language: M.regex('^(zh-CN|zh-TW|en|de|ru|ko|ja|es)$', 'en'),
    ...(loggedIn ? { token: M.like(exampleToken) } : {}),
  };
}

/** The headers of a paying call: the usual ones and an Idempotency-Key. */
export function paymentHeaders(): Record<string, MatchersV3.Matcher<string> | string> {
  return {
    ...requestHeaders(true),
    'Idempotency-Key': M.regex('^[A-Za-z0-9_-]{8,64}$', examplePaymentKey),
  };
}
export const examplePaymentKey = '2f1c6a8e-5b1e-4a57-9d1c-0b7d3c1e9a40';

/** A success envelope whose data has the shape of `data` (matchers inside are kept). */
export function success(data: unknown) {
  return { code: 200, msg: M.like('success'), data };
}

/** A failure envelope with this exact code and any message. */
export function failure(code: number, message = 'error') {
  return { code, msg: M.like(message), data: null };
}

/** The real SDK pointed at the mock server, logged in (or not) and speaking English. */
export function sdkAt(mockServerUrl: string, loggedIn = true): HeartlineSdk {
  return createSdk({
    baseUrl: mockServerUrl,
    brand: 'Chrome',
    getLanguage: () => 'en',
    getToken: () => (loggedIn ? exampleToken : null),
  });
}

export const loggedInState = 'user 100001 is logged in';

/** What an example user looks like in a pact; the state fixes the account, the rest may vary. */
export interface UserExample {
  nickname: string;
  region?: string;
  commonLanguage?: string;
  gender?: 0 | 1 | 2;
  age?: number;
  vipLevel?: 0 | 1 | 2;
  signature?: string;
  online?: 0 | 1;
}

/**
 * A UserBrief of the account the provider state names: id, account and IM account exactly (the
 * client links and chats by them), everything else by type.
 */
export function userBriefLike(account: number, example: UserExample) {
  return {
    id: account - 100000,
    account,
    nickname: M.string(example.nickname),
    avatar: M.string(`/uploads/avatar/${account}/avatar.png`),
    gender: M.integer(example.gender ?? 0),
    age: M.integer(example.age ?? 27),
    vipLevel: M.integer(example.vipLevel ?? 0),
    region: M.string(example.region ?? 'CN'),
    commonLanguage: M.string(example.commonLanguage ?? 'zh'),
    signature: M.string(example.signature ?? ''),
    online: M.integer(example.online ?? 1),
    imAccount: `u${account}`,
  };
}

/** A page of records (at least the example ones) as every growing list answers it. */
export function pageLike(records: unknown, total = 1) {
  return {
    total: M.integer(total),
    pageNum: M.integer(1),
    pageSize: M.integer(20),
    records,
  };
}

/** Any PhotoVerificationGesture: the server picks the gesture at random. */
export function gestureLike(example: string) {
  return M.regex('^(thumbsUp|peace|openPalm|okSign|pointUp|fist|callMe|rockOn)$', example);
}
