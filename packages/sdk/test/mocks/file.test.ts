import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers } from '../../src/mocks';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome' });
const pixel = readFileSync(new URL('../pact/fixtures/pixel.png', import.meta.url));

describe('file mocks', () => {
  it('gives Aliyun OSS credentials limited to my folder, valid for 15 minutes', async () => {
    const sts = await sdk.file.getAliyunStsToken();
    expect(sts.keyPrefix).toBe('u100001/');
    expect(sts.url).toMatch(/^https:\/\//);
    expect(sts.accessKeyId && sts.accessKeySecret && sts.securityToken).toBeTruthy();
    const minutes = (Date.parse(sts.expiration) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('gives a Qiniu token for my folder and the requested prefix, refusing a bad prefix', async () => {
    const qiniu = await sdk.file.getQiniuToken({ keyPrefix: 'burn/' });
    expect(qiniu).toMatchObject({
      keyPrefix: 'u100001/burn/',
      domainName: 'https://cdn.heartline.example',
    });
    expect(qiniu.token).toBeTruthy();
    await expect(sdk.file.getQiniuToken({ keyPrefix: '../Etc' })).rejects.toMatchObject({
      kind: 'api',
      code: 400,
    });
  });

  it('uploads a PNG and answers its address, size and type', async () => {
    const file = new File([pixel], 'pixel.png', { type: 'image/png' });
    const stored = await sdk.file.upload({ file, purpose: 'album' });
    expect(stored.url).toMatch(/^\/uploads\/album\/100001\/\w+\.png$/);
    expect(stored).toMatchObject({
      mimeType: 'image/png',
      width: 1,
      height: 1,
      size: pixel.length,
    });
  });

  it('recognises the image by content, refusing a text file named .jpg (1301)', async () => {
    const fake = new File(['not really an image'], 'holiday.jpg', { type: 'image/jpeg' });
    await expect(sdk.file.upload({ file: fake, purpose: 'dynamic' })).rejects.toMatchObject({
      kind: 'api',
      code: 1301,
      status: 400,
    });
  });

  it('refuses an image over 10 MB (1302)', async () => {
    const big = new Blob([pixel, new Uint8Array(10_485_760)], { type: 'image/png' });
    await expect(sdk.file.upload({ file: big, purpose: 'chat' })).rejects.toMatchObject({
      kind: 'api',
      code: 1302,
    });
  });

  it('uploads a voice recording by its magic bytes, refusing anything else and over 1 MB', async () => {
    const webm = new Uint8Array(3000);
    webm.set([0x1a, 0x45, 0xdf, 0xa3]);
    const voice = await sdk.file.upload({ file: new Blob([webm]), purpose: 'voice' });
    expect(voice).toMatchObject({ mimeType: 'audio/webm', size: 3000, width: 0, height: 0 });
    expect(voice.url).toMatch(/^\/uploads\/voice\/100001\/[0-9a-f]+\.webm$/);
    await expect(
      sdk.file.upload({ file: new Blob([pixel]), purpose: 'voice' }),
    ).rejects.toMatchObject({ kind: 'api', code: 1301 });
    const large = new Uint8Array(1_048_577);
    large.set([0x4f, 0x67, 0x67, 0x53]);
    await expect(
      sdk.file.upload({ file: new Blob([large]), purpose: 'voice' }),
    ).rejects.toMatchObject({ kind: 'api', code: 1302 });
  });
});
