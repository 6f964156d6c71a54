/**
 * What fastify and node refuse before an operation runs answers the envelope too, with the
 * message in the caller's language and a status that says what went wrong: bodies too large,
 * not JSON, empty or of the wrong type; broken uploads; wrong methods; bad URLs; and, over a
 * real socket, header fields too large (431), request lines too long (414) and bytes that are not
 * HTTP at all. None of them changes the database.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageKey } from '../../src/i18n/catalogue/index.ts';
import { t } from '../../src/i18n/translate.ts';
import { multipart, png } from '../support/images.ts';
import { contract, operations } from './contractOperations.ts';
import {
  BODY_LIMIT,
  UPLOAD_LIMIT,
  changedTables,
  createWorld,
  fingerprint,
  send,
  type World,
  report,
} from './fuzzWorld.ts';
import { rawGet, rawHttp } from './rawHttp.ts';

let world: World;
let port: number;
let before: Record<string, string>;
beforeAll(async () => {
  world = await createWorld('frameworkErrors');
  await world.app.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.app.server.address() as AddressInfo).port;
  before = await fingerprint(world);
});
afterAll(async () => {
  report(`frameworkErrors: ${world.sent.requests} requests`);
  await world.app.close();
});

/** A raw request to the listening server, counted with the others. */
const raw = (request: string) => {
  world.sent.requests += 1;
  return rawHttp(port, request);
};

const op = (id: string) => operations.find((o) => o.operationId === id)!;
const login = op('login');
const upload = op('uploadFile');
const hobbies = op('listHobbies');

/** The answer is the error envelope with the message of `key` in `language`. */
function expectRefusal(
  answer: { status: number; body: string; headers: Record<string, unknown> },
  status: number,
  key: MessageKey,
  language: Parameters<typeof t>[0] = 'de',
  code = 400,
) {
  expect(answer.status, answer.body).toBe(status);
  expect(String(answer.headers['content-type'])).toMatch(/^application\/json/);
  const json = JSON.parse(answer.body) as unknown;
  expect(contract.errorEnvelope(json), answer.body).toBe(true);
  expect(json).toEqual({ code, msg: t(language, key), data: null });
}

async function injected(request: Parameters<typeof send>[2], target = login) {
  const response = await send(world, target, {
    ...request,
    headers: { language: 'de', ...request.headers },
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

describe('refusals before any operation runs', () => {
  it('a body over the limit: 413', async () => {
    const payload = JSON.stringify({ account: 'x'.repeat(BODY_LIMIT), password: 'secret1' });
    const answer = await injected({ payload, headers: { 'content-type': 'application/json' } });
    expectRefusal(answer, 413, 'validation.bodyTooLarge');
  });

  it.each([
    ['not JSON', '{"account":', 'application/json', 'validation.badJson'],
    ['a prototype key', '{"__proto__":{"admin":true}}', 'application/json', 'validation.badJson'],
    ['empty with a JSON type', '', 'application/json', 'validation.emptyBody'],
    ['XML', '<a/>', 'application/xml', 'validation.contentType'],
    ['plain text', 'account=1', 'text/plain', 'validation.contentType'],
    [
      'a form',
      'account=1&password=x',
      'application/x-www-form-urlencoded',
      'validation.contentType',
    ],
    ['a JSON type without a subtype', '{}', 'application/', 'validation.contentType'],
  ] as const)('a body that is %s: 400', async (_what, payload, type, key) => {
    const answer = await injected({ payload, headers: { 'content-type': type } });
    expectRefusal(answer, 400, key);
  });

  it('an upload sent to an operation that takes JSON, and JSON sent to the upload: 400', async () => {
    const form = multipart([{ name: 'account', value: '100001' }]);
    const toJson = await injected({
      payload: form.body,
      headers: { 'content-type': form.contentType },
    });
    expectRefusal(toJson, 400, 'validation.contentType');
    const toUpload = await injected(
      { payload: '{}', headers: { 'content-type': 'application/json', token: world.a.token } },
      upload,
    );
    expectRefusal(toUpload, 400, 'validation.contentType');
  });

  const image = multipart([
    { name: 'purpose', value: 'avatar' },
    { name: 'file', value: png(4, 4), filename: 'a.png', contentType: 'image/png' },
  ]);
  it.each([
    ['without a boundary', image.body, 'multipart/form-data', 'validation.multipart'],
    [
      'with another boundary',
      image.body,
      'multipart/form-data; boundary=nope',
      'validation.multipart',
    ],
    [
      'cut short',
      image.body.subarray(0, image.body.length - 30),
      image.contentType,
      'validation.multipart',
    ],
    ['cut in its headers', image.body.subarray(0, 60), image.contentType, 'validation.multipart'],
    ['empty', Buffer.alloc(0), image.contentType, 'validation.required'],
  ] as const)('an upload %s: 400', async (_what, payload, type, key) => {
    const answer = await injected(
      { payload, headers: { 'content-type': type, token: world.a.token } },
      upload,
    );
    if (key === 'validation.required') {
      expect(answer.status).toBe(400);
      expect(contract.errorEnvelope(JSON.parse(answer.body))).toBe(true);
    } else expectRefusal(answer, 400, key);
  });

  // (A lone surrogate cannot travel in a form's UTF-8: it arrives as U+FFFD, which is fine.)
  it('an upload with NUL in a field, a field name or a file name: 400', async () => {
    const forms = [
      multipart([{ name: 'purpose', value: 'avatar\u0000' }]),
      multipart([{ name: 'pur\u0000pose', value: 'avatar' }]),
      multipart([{ name: 'file', value: png(2, 2), filename: 'a\u0000.png' }]),
    ];
    for (const form of forms) {
      const answer = await injected(
        { payload: form.body, headers: { 'content-type': form.contentType, token: world.a.token } },
        upload,
      );
      expect(answer.status, answer.body).toBe(400);
      expect(JSON.parse(answer.body).msg).toMatch(
        t('de', 'validation.badText').replace('{field}', '').trim(),
      );
    }
  });

  it('an upload over the size limit or with too many parts: 400', async () => {
    const big = multipart([
      { name: 'purpose', value: 'avatar' },
      { name: 'file', value: Buffer.alloc(UPLOAD_LIMIT + 10, 1), filename: 'a.png' },
    ]);
    const tooBig = await injected(
      { payload: big.body, headers: { 'content-type': big.contentType, token: world.a.token } },
      upload,
    );
    expectRefusal(tooBig, 400, 'code.1302', 'de', 1302);
    const many = multipart(Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: 'x' })));
    const tooMany = await injected(
      { payload: many.body, headers: { 'content-type': many.contentType, token: world.a.token } },
      upload,
    );
    expectRefusal(tooMany, 400, 'validation.multipart');
  });

  it('a known path with another method: 405 with Allow', async () => {
    for (const [target, method, allow] of [
      [login, 'GET', 'POST'],
      [login, 'PUT', 'POST'],
      [hobbies, 'POST', 'GET, HEAD'],
      [hobbies, 'DELETE', 'GET, HEAD'],
      [upload, 'PATCH', 'POST'],
    ] as const) {
      const answer = await injected({ method }, target);
      expectRefusal(answer, 405, 'route.methodNotAllowed', 'de', 404);
      expect(answer.headers.allow).toBe(allow);
    }
  });

  it('an unknown path: 404', async () => {
    const answer = await injected({ url: '/api/no/such/operation' });
    expectRefusal(answer, 404, 'route.notFound', 'de', 404);
  });

  it.each(['/api/%zz', '/api/user/info%', '/api/%E0%A4%A', '/api/system/%c0%ae%c0%ae'])(
    'a malformed URL (%s): 400',
    async (url) => {
      const answer = await injected({ url });
      expectRefusal(answer, 400, 'validation.badUrl');
      const overSocket = await raw(rawGet(url, { language: 'ja' }));
      expectRefusal(overSocket, 400, 'validation.badUrl', 'ja');
    },
  );

  it('header fields too large: 431, in the language the request named', async () => {
    const answer = await raw(
      rawGet('/api/system/hobby', { language: 'ja', 'x-padding': 'a'.repeat(17_000) }),
    );
    expectRefusal(answer, 431, 'validation.headersTooLarge', 'ja');
  });

  it('a request line too long: 414', async () => {
    const answer = await raw(rawGet(`/api/system/hobby?q=${'a'.repeat(17_000)}`));
    expectRefusal(answer, 414, 'validation.urlTooLong', 'en');
  });

  it.each([
    ['not HTTP', 'HELLO THERE\r\nlanguage: es\r\n\r\n'],
    ['a NUL in a header', rawGet('/api/system/hobby', { language: 'es', 'x-a': 'a\u0000b' })],
    [
      'a header without a colon',
      'GET /api/system/hobby HTTP/1.1\r\nlanguage: es\r\nbroken\r\n\r\n',
    ],
    [
      'a bad Content-Length',
      'POST /api/account/login HTTP/1.1\r\nlanguage: es\r\ncontent-length: x\r\n\r\n',
    ],
  ])('%s: 400', async (_what, request) => {
    const answer = await raw(request);
    expectRefusal(answer, 400, 'validation.malformed', 'es');
  });

  it('a real server still answers a normal request after all that', async () => {
    const answer = await raw(rawGet('/api/system/hobby'));
    expect(answer.status).toBe(200);
    expect(hobbies.success(JSON.parse(answer.body))).toBe(true);
  });

  it('changed nothing in the database', async () => {
    expect(changedTables(before, await fingerprint(world))).toEqual([]);
  });
});
