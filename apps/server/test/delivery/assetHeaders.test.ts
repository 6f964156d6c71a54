/**
 * The built files carry the headers that apply to them, the shell every security header: the
 * document-only ones (CSP, frame and opener policies, HSTS, the X-* set) were most of each small
 * script's answer on a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { fakeWebBuild, type FakeWebBuild } from './fakeWebBuild.ts';

let app: TestApp;
let web: FakeWebBuild;
beforeAll(async () => {
  web = fakeWebBuild();
  app = await createTestApp({ WEB_DIST: web.dir });
});
afterAll(() => app.close());

const get = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

const documentHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'strict-transport-security',
  'x-frame-options',
  'referrer-policy',
];

describe('headers of the built files', () => {
  it('scripts and style sheets keep nosniff and the resource policy, not the page policies', async () => {
    for (const url of [web.script.url, web.style.url]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      for (const name of documentHeaders) expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('the shell keeps every security header, at / and at an app route', async () => {
    for (const url of ['/', '/encounter']) {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      for (const name of documentHeaders) expect(response.headers[name], name).toBeDefined();
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('an API answer keeps them too', async () => {
    const response = await get('/api/system/region');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-frame-options']).toBeDefined();
  });

  it('an /assets/ address answered with the shell keeps the page policies', async () => {
    const response = await get('/assets/missing-Zz9_Yy8x.js');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toBeDefined();
  });
});
