/**
 * The web app's public files are answered as themselves, not as the app's page: robots.txt keeps
 * crawlers to the open pages, and the manifest lets a phone install the app.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { fakeWebBuild } from './fakeWebBuild.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: fakeWebBuild().dir });
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: 'GET', url });

describe('robots.txt', () => {
  it('is plain text keeping crawlers to the open pages', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = response.payload.split('\n').filter((line) => /^\w/.test(line));
    expect(rules).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /login',
        'Allow: /pages/',
        'Disallow: /api/',
        'Disallow: /uploads/',
        'Disallow: /',
      ]),
    );
    // Allow lines first: crawlers that take the first matching rule see them too.
    expect(rules.at(-1)).toBe('Disallow: /');
    expect(response.payload).not.toMatch(/sitemap/i);
  });
});

describe('manifest.webmanifest', () => {
  it('is the manifest, with its content type, starting at the encounter page', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Heartline',
      short_name: 'Heartline',
      start_url: '/encounter',
      display: 'standalone',
      theme_color: '#d6245d',
      background_color: '#fffaf7',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
        expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }),
        expect.objectContaining({ purpose: 'maskable', sizes: '512x512' }),
      ]),
    );
  });

  it("names icons the web app has, at their sizes, and the shell's theme colour", async () => {
    const web = path.resolve(import.meta.dirname, '../../../web');
    const manifest = JSON.parse(
      readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8'),
    );
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const { width, height, format } = await sharp(path.join(web, 'public', icon.src)).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    const shell = readFileSync(path.join(web, 'index.html'), 'utf8');
    expect(shell).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it("is allowed by the page's Content-Security-Policy", async () => {
    const csp = String((await get('/encounter')).headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    // manifest-src falls back to default-src; the icons are images of the same origin.
    expect(directive('manifest-src') ?? directive('default-src')).toBe("default-src 'self'");
    expect(directive('img-src')).toMatch(/'self'/);
  });
});
