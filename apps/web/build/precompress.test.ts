import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDir, shouldPrecompress } from './precompress';

const big = PRECOMPRESS_MIN_BYTES;

describe('shouldPrecompress', () => {
  it.each([
    ['assets/index-BpK8rV6m.js', big],
    ['assets/index-C-6VosJG.css', 50_000],
    ['index.html', 3222],
    ['pages/en/about.html', 3553],
    ['assets/1f339-C4_oczVD.svg', 2048],
    ['manifest.webmanifest', big],
    ['robots.txt', big],
    ['data/strings.json', big],
    ['assets/Index-ABC.JS', big],
  ])('compresses %s (%i bytes)', (file, size) => {
    expect(shouldPrecompress(file, size)).toBe(true);
  });

  it.each([
    ['assets/tiny-BpK8rV6m.js', big - 1],
    ['favicon.svg', 422],
    ['icons/icon-512.png', 40_000],
    ['assets/photo-AbCd1234.jpg', 90_000],
    ['assets/font-AbCd1234.woff2', 30_000],
    ['assets/index-BpK8rV6m.js.br', 60_000],
    ['assets/index-BpK8rV6m.js.gz', 70_000],
    ['.vite/manifest.json', 20_000],
    ['.vite/chunk-modules.json', 20_000],
  ])('leaves %s (%i bytes) alone', (file, size) => {
    expect(shouldPrecompress(file, size)).toBe(false);
  });
});

describe('precompressDir', () => {
  it('writes .br and .gz copies that unpack to the file, beside text files only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'heartline-precompress-'));
    const script = `export const words = ${JSON.stringify('heart line '.repeat(300))};\n`;
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'assets/index-AbCd1234.js'), script);
    await writeFile(path.join(dir, 'assets/small-AbCd1234.js'), 'export {};\n');
    await writeFile(path.join(dir, 'icon.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(dir, '.vite/manifest.json'), JSON.stringify({ x: script }));

    await precompressDir(dir);

    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      '.vite',
      '.vite/manifest.json',
      'assets',
      'assets/index-AbCd1234.js',
      'assets/index-AbCd1234.js.br',
      'assets/index-AbCd1234.js.gz',
      'assets/small-AbCd1234.js',
      'icon.png',
    ]);
    const br = await readFile(path.join(dir, 'assets/index-AbCd1234.js.br'));
    const gz = await readFile(path.join(dir, 'assets/index-AbCd1234.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    await rm(dir, { recursive: true });
  });
});
