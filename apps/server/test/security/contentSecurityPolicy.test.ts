/**
 * The Content-Security-Policy the server sends with the app: scripts may reach the app's own
 * origin (its API and chat gateway; 'self' covers same-origin ws:/wss:) and the configured chat
 * service, never any WebSocket host at all (which `ws: wss:` allowed: an injected script could
 * send what it read anywhere). Workers only from the app's origin (its service worker, /sw.js):
 * the web app compresses images on its own thread rather than in a blob: worker that loads the
 * library from a CDN. Images come from the app, the
 * browser itself (data:, blob: previews) and the image bucket's origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/** The policy's directives, each with its sources. */
async function policyOf(app: TestApp): Promise<Record<string, string[]>> {
  const r = await app.inject({ method: 'GET', url: '/api/system/region' });
  const header = String(r.headers['content-security-policy']);
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the Content-Security-Policy by default', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("lets scripts connect to the app's own origin only", async () => {
    const policy = await policyOf(app);
    expect(policy['connect-src']).toEqual(["'self'"]);
  });

  it("allows only the app's own service worker: no blob: worker and nothing it would load", async () => {
    const policy = await policyOf(app);
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('loads images from the app, data: and blob: previews, nowhere else', async () => {
    const policy = await policyOf(app);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('is sent with the app, the API, images and errors alike', async () => {
    for (const url of ['/', '/api/nope', '/uploads/avatar/none.png']) {
      const r = await app.inject({ method: 'GET', url });
      expect(r.headers['content-security-policy'], url).toMatch(/connect-src 'self'(;|$)/);
    }
  });
});

describe('the Content-Security-Policy with an external chat service and an image bucket', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      CHAT_PROVIDER_ORIGINS: 'wss://im-api-v2.easemob.com, https://a1.easemob.com',
      S3_BUCKET: 'heartline-images',
      S3_REGION: 'eu-west-1',
      S3_PUBLIC_URL: 'https://img.heartline.example/pictures',
    });
  });
  afterAll(() => app.close());

  it("allows the chat service's WebSocket and REST origins, and still no other host", async () => {
    const policy = await policyOf(app);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'wss://im-api-v2.easemob.com',
      'https://a1.easemob.com',
    ]);
  });

  it("loads images from the bucket's public address and its presigned addresses", async () => {
    const policy = await policyOf(app);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.heartline.example',
      'https://heartline-images.s3.eu-west-1.amazonaws.com',
    ]);
  });

  it('refuses a chat origin that is not one (a path, a list, another directive)', () => {
    for (const value of [
      'wss://im.example.com/websocket',
      "wss://im.example.com; script-src 'unsafe-inline'",
      'ws:',
      '*',
    ]) {
      expect(() => loadConfig({ CHAT_PROVIDER_ORIGINS: value }), value).toThrow(
        /CHAT_PROVIDER_ORIGINS/,
      );
    }
  });
});
