/**
 * Compression as a phone on a slow network feels it: the web app's files arrive as the build's
 * brotli or gzip copies, JSON answers of 1 kB and more are compressed as they go, and callers
 * that accept neither get the plain bytes. The chat gateway and uploads work as before.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatUser, listenForChat } from '../support/chatWorld.ts';
import { multipart, png } from '../support/images.ts';
import { rawLogin, rawSocket } from '../support/rawSocket.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser } from '../support/users.ts';
import { fakeWebBuild, type FakeWebBuild } from './fakeWebBuild.ts';

/** What Chrome sends. */
const CHROME = 'gzip, deflate, br, zstd';

let app: TestApp;
let web: FakeWebBuild;
beforeAll(async () => {
  web = fakeWebBuild();
  app = await createTestApp({ WEB_DIST: web.dir });
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      platform: 'Web',
      brand: 'Chrome',
      language: 'en',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...headers,
    },
  });

/** The body as the browser reads it, unpacked by its Content-Encoding (once). */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  const body = response.rawPayload;
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  expect(encoding).toBeUndefined();
  return body.toString();
}

const varies = (response: LightMyRequestResponse) =>
  String(response.headers.vary).toLowerCase().split(/,\s*/);

describe("the web app's files", () => {
  it.each([
    [CHROME, 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
  ])('sends a script precompressed, once, to a caller accepting "%s": %s', async (accept, used) => {
    const response = await get(web.script.url, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(used);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(varies(response)).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(web.script.text.length / 3);
    expect(decoded(response)).toBe(web.script.text);
  });

  it.each([[undefined], ['identity'], ['deflate']])(
    'sends the plain script to a caller accepting %s, still varying on Accept-Encoding',
    async (accept) => {
      const response = await get(web.script.url, accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.payload).toBe(web.script.text);
      expect(varies(response)).toContain('accept-encoding');
    },
  );

  it("answers the app's own routes with the shell's brotli copy", async () => {
    for (const url of ['/', '/encounter', '/profile/3']) {
      const response = await get(url, CHROME);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(decoded(response)).toBe(web.shell);
    }
    expect((await get('/encounter')).payload).toBe(web.shell);
  });

  it('sends files under 1 kB without a copy as they are, never compressed as they go', async () => {
    for (const url of [web.style.url, '/robots.txt', '/manifest.webmanifest']) {
      const response = await get(url, CHROME);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBeLessThan(1024);
      expect(response.rawPayload.length).toBe(Number(response.headers['content-length']));
    }
    expect((await get(web.style.url, CHROME)).payload).toBe(web.style.text);
  });
});

describe('API answers', () => {
  it.each([
    [CHROME, 'br'],
    ['gzip', 'gzip'],
  ])(
    'compresses a JSON answer over 1 kB for "%s" with %s, still no-store',
    async (accept, used) => {
      const plain = await get('/api/system/region');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const response = await get('/api/system/region', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(used);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(varies(response)).toContain('accept-encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    },
  );

  it('leaves answers under 1 kB and answers to callers accepting nothing as they are', async () => {
    const small = await get('/api/system/hobby', CHROME);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200 });

    const identity = await get('/api/system/region', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toMatchObject({ code: 200 });
  });

  it('still answers errors with the envelope, no-store', async () => {
    for (const [url, status] of [
      ['/api/no-such-operation', 404],
      ['/api/user/info', 401],
    ] as const) {
      const response = await get(url, CHROME);
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(decoded(response))).toMatchObject({ code: status, data: null });
    }
  });

  it('takes an upload and serves the stored picture', async () => {
    const me = await registerUser(app);
    const { body, contentType } = multipart([
      { name: 'file', value: png(7, 5), filename: 'photo.png', contentType: 'image/png' },
      { name: 'purpose', value: 'dynamic' },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: body,
      headers: {
        'content-type': contentType,
        'accept-encoding': CHROME,
        platform: 'Web',
        brand: 'Chrome',
        language: 'en',
        token: me.token,
      },
    });
    expect(response.statusCode).toBe(200);
    const { data } = JSON.parse(decoded(response));
    expect(data).toMatchObject({ width: 7, height: 5, mimeType: 'image/png' });

    const picture = await get(data.url, CHROME);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // A PNG is compressed already: sent as stored.
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(data.size);
  });
});

describe('the chat gateway', () => {
  it('still logs in over its WebSocket', async () => {
    const url = await listenForChat(app);
    const user = await createChatUser(app.services);
    const socket = rawSocket(url);
    const welcome = await rawLogin(socket, { user: user.imAccount, password: user.imPassword });
    expect(welcome).toMatchObject({ type: 'welcome', resumed: false });
    await socket.send({ type: 'ping' });
    expect(await socket.next((f) => f.type === 'pong')).toMatchObject({ seq: 0 });
    socket.close();
    await socket.closed;
  });
});
