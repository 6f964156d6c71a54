import { http as plainHttp, HttpResponse, type HttpHandler } from 'msw';
import { createHandlers, DEFAULT_MOCK_BASE_URL } from './createHandlers';
import { newMe, svipMe, vipMe } from './fixtures/users';

/**
 * The operations that move gold coins or translation characters (those taking an
 * Idempotency-Key). A test checks this list against openapi.yaml.
 */
export const payingOperations = [
  ['post', '/pay/gold-coin-pay'],
  ['post', '/coin/recharge'],
  ['post', '/translate/recharge'],
  ['post', '/vip/recharge'],
  ['post', '/pay/paypal-create-order'],
  ['post', '/pay/paypal-success-pay'],
  ['post', '/translate/message'],
  ['post', '/translate/tranlate-chat-message'],
  ['post', '/gift/give-gifts'],
  ['post', '/dynamic/translate'],
  ['post', '/dynamic/translate-comment'],
  ['post', '/umall-goods/buy'],
] as const;

const translationPaths = new Set<string>([
  '/translate/message',
  '/translate/tranlate-chat-message',
  '/dynamic/translate',
  '/dynamic/translate-comment',
]);

/**
 * Named worlds for stories and tests. Each is a complete handler list: put it in
 * `parameters.msw.handlers` (Storybook) or `server.use(...)` (tests).
 */
export const scenarios = {
  /** A normal member with coins, friends and dynamics. */
  normalUser: (baseUrl = DEFAULT_MOCK_BASE_URL) => createHandlers({ baseUrl }),
  /** A man who just registered: no coins, nothing yet, the paid-photo notices still to show. */
  newUser: (baseUrl = DEFAULT_MOCK_BASE_URL) => createHandlers({ baseUrl, me: newMe }),
  /** A VIP member with the member gift bag. */
  vipUser: (baseUrl = DEFAULT_MOCK_BASE_URL) => createHandlers({ baseUrl, me: vipMe }),
  /** An SVIP member: unlimited free gifts, read receipts, who liked me. */
  svipUser: (baseUrl = DEFAULT_MOCK_BASE_URL) => createHandlers({ baseUrl, me: svipMe }),
  /** Every growing list is empty: the empty states of every screen. */
  emptyLists: (baseUrl = DEFAULT_MOCK_BASE_URL) => createHandlers({ baseUrl, empty: true }),
  /** Every paying call is refused for lack of coins (105) or characters (106). */
  insufficientCoins: (baseUrl = DEFAULT_MOCK_BASE_URL): HttpHandler[] => [
    ...payingOperations.map(([, path]) =>
      plainHttp.post(`${baseUrl}${path}`, () => {
        const code = translationPaths.has(path) ? 106 : 105;
        const msg =
          code === 105
            ? 'Insufficient gold coins, please recharge'
            : 'Insufficient gold coins! Just one coin lets you keep chatting';
        return HttpResponse.json({ code, msg, data: null }, { status: 402 });
      }),
    ),
    ...createHandlers({ baseUrl, me: newMe }),
  ],
  /**
   * Translation switched off on the server (TRANSLATOR=off): availability says so, and every
   * translation and translation package is refused with 1702.
   */
  translationOff: (baseUrl = DEFAULT_MOCK_BASE_URL): HttpHandler[] => [
    plainHttp.get(`${baseUrl}/translate/availability`, () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { available: false } }),
    ),
    ...[...translationPaths, '/translate/recharge'].map((path) =>
      plainHttp.post(`${baseUrl}${path}`, () =>
        HttpResponse.json(
          { code: 1702, msg: 'Translation is switched off on this server', data: null },
          { status: 400 },
        ),
      ),
    ),
    ...createHandlers({ baseUrl }),
  ],
  /** The server is down: every call answers HTTP 500 without an envelope (the maintenance notice). */
  serverError: (baseUrl = DEFAULT_MOCK_BASE_URL): HttpHandler[] => [
    plainHttp.all(`${baseUrl}/*`, () => new HttpResponse('Internal Server Error', { status: 500 })),
  ],
} as const;

export type ScenarioName = keyof typeof scenarios;
