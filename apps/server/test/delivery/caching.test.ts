/**
 * What a returning visitor's browser may keep: the hashed files for a year without asking, the
 * shell and the service worker never without asking (so a deployment shows at once), other public
 * files an hour, uploads under random names for a year, and nothing of the API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, ONE_HOUR, REVALIDATE } from '../../src/http/staticCaching.ts';
import { uploadImage, png } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser } from '../support/users.ts';
import { fakeWebBuild, type FakeWebBuild } from './fakeWebBuild.ts';

let app: TestApp;
let web: FakeWebBuild;
beforeAll(async () => {
  web = fakeWebBuild();
  app = await createTestApp({ WEB_DIST: web.dir });
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding = 'gzip, deflate, br, zstd') =>
  app.inject({
    method: 'GET',
    url,
    headers: {
      platform: 'Web',
      brand: 'Chrome',
      language: 'en',
      'accept-encoding': acceptEncoding,
    },
  });

describe('the web app', () => {
  it('keeps the hashed files a year, immutable, compressed or not', async () => {
    for (const url of [web.script.url, web.style.url]) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await get(url, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
      }
    }
  });

  it.each(['/', '/index.html', '/encounter', '/profile/3', '/chat?to=u100001'])(
    'has the shell at %s revalidated on every visit',
    async (url) => {
      for (const accept of ['br', 'identity']) {
        const response = await get(url, accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers['cache-control']).toBe(REVALIDATE);
      }
    },
  );

  it('has the service worker revalidated on every visit, so a new version is found at once', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(REVALIDATE);
  });

  it.each(['/robots.txt', '/manifest.webmanifest', '/icons/icon-192.png', '/pages/en/about.html'])(
    'keeps the public file %s an hour',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(ONE_HOUR);
    },
  );

  it('revalidates with the ETag the browser kept', async () => {
    const first = await get(web.script.url, 'br');
    const again = await app.inject({
      method: 'GET',
      url: web.script.url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves no compressed copy at an address of its own', async () => {
    const copy = readFileSync(path.join(web.dir, `${web.script.url}.br`));
    const response = await get(`${web.script.url}.br`, 'identity');
    expect(response.rawPayload.equals(copy)).toBe(false);
    expect(response.headers['cache-control']).not.toBe(IMMUTABLE);
  });
});

describe('uploads and the API', () => {
  it('keeps an upload under its random name a year, a picture drawn under a fixed name an hour', async () => {
    const me = await registerUser(app);
    const uploaded = await uploadImage(app, me.token, png(4, 4), 'avatar');
    expect(uploaded.data.url).toMatch(/\/[0-9a-f]{24}\.png$/);
    expect((await get(uploaded.data.url)).headers['cache-control']).toBe(IMMUTABLE);

    const info = await app.call('GET', '/account/my-info', { token: me.token });
    expect(info.data.avatar).toBe(`/uploads/avatar/${me.account}/initial.svg`);
    const drawn = await get(info.data.avatar);
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['cache-control']).toBe(ONE_HOUR);
  });

  it('still lets no API answer be kept, found or not', async () => {
    for (const url of ['/api/system/region', '/api/system/hobby', '/api/nothing-here']) {
      expect((await get(url)).headers['cache-control']).toBe('no-store');
    }
  });
});
