/**
 * Consumer contract of the file domain: cloud upload credentials and uploads to the server.
 *
 * Provider states introduced here:
 * - 'cloud upload storage is configured' (Aliyun OSS and Qiniu both configured)
 * - 'cloud upload storage is not configured' (the default local set-up)
 *
 * The upload's multipart body is written out with a fixed boundary so that the pact file holds
 * both parts (`file` and `purpose`) for the provider to replay; the Content-Type header matches
 * any boundary, and each part is matched by name (the file by its detected content type).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();
const pixel = readFileSync(new URL('./fixtures/pixel.png', import.meta.url));
const expiration = M.iso8601DateTimeWithMillis('2026-11-22T09:20:00.000Z');
const cloudConfigured = 'cloud upload storage is configured';
const boundary = 'heartline-pact-boundary';

/** A multipart/form-data request with a file part and a purpose part, as FormData sends it. */
function multipart(file: { name: string; type: string; bytes: Buffer }, purpose: string) {
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\n${purpose}\r\n` +
        `--${boundary}--\r\n`,
    ),
  ]);
  return {
    headers: {
      ...requestHeaders(),
      'Content-Type': M.regex(
        '^multipart/form-data; ?boundary=.+$',
        `multipart/form-data; boundary=${boundary}`,
      ),
    },
    contentType: `multipart/form-data; boundary=${boundary}`,
    body,
    rules: {
      body: [
        { path: '$.file', rules: [{ 'pact:matcher:type': 'contentType', value: file.type }] },
        { path: '$.purpose', rules: [{ 'pact:matcher:type': 'equality', value: purpose }] },
      ],
    },
  };
}

describe('file', () => {
  it('gives Aliyun OSS credentials for my folder', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(cloudConfigured)
      .uponReceiving('a request for Aliyun STS upload credentials')
      .withRequest('POST', '/file/aliyun-sts-token', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            accessKeyId: M.string('STS.NUgYrLnoC37mZZCNnAbez2PwC'),
            accessKeySecret: M.string('3dZn8Hc2mGuAQsSxWvYWmtQkkpMz8WhgXpCNpS2Ksy6Y'),
            securityToken: M.string('CAIS/AF1q6Ft5B2yfSjIr5bSCP3hqelG1aGNY0SDi3c6SfdYgL7Fg2P8'),
            bucketName: M.string('heartline-media'),
            endpoint: M.string('oss-ap-southeast-1.aliyuncs.com'),
            url: M.regex(
              '^https?://.+/$',
              'https://heartline-media.oss-ap-southeast-1.aliyuncs.com/',
            ),
            expiration,
            keyPrefix: 'u100001/',
          }),
        ),
      )
      .executeTest(async (server) => {
        const sts = await sdkAt(server.url).file.getAliyunStsToken();
        expect(sts.keyPrefix).toBe('u100001/');
        expect(sts.url).toMatch(/\/$/);
        expect(sts.securityToken).toBeTruthy();
      });
  });

  it('answers 1303 when the server has no cloud storage configured', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given('cloud upload storage is not configured')
      .uponReceiving('a request for Aliyun STS credentials without cloud storage')
      .withRequest('POST', '/file/aliyun-sts-token', (b) => b.headers(requestHeaders()))
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1303, 'Cloud upload is not configured on this server')),
      )
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).file.getAliyunStsToken()).rejects.toMatchObject({
          kind: 'api',
          code: 1303,
          status: 400,
        });
      });
  });

  it('gives a Qiniu token for my folder and the requested prefix', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(cloudConfigured)
      .uponReceiving('a request for a Qiniu upload token for burn-after-read images')
      .withRequest('POST', '/file/qiniu-token', (b) =>
        b.headers(requestHeaders()).jsonBody({ keyPrefix: 'burn/' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            token: M.string('q8Ls2Xb1vZ0T9rAcN5eY4kW7:Wq2cNw3b0s7sZk1Y9dXj6Vh8PpE=:eyJzY29wZSI6'),
            domainName: M.string('https://cdn.heartline.example'),
            keyPrefix: 'u100001/burn/',
            expiration,
          }),
        ),
      )
      .executeTest(async (server) => {
        const qiniu = await sdkAt(server.url).file.getQiniuToken({ keyPrefix: 'burn/' });
        expect(qiniu.keyPrefix).toBe('u100001/burn/');
        expect(qiniu.token).toBeTruthy();
        expect(qiniu.domainName).toBeTruthy();
      });
  });

  it('uploads a PNG to the server storage', async () => {
    const request = multipart({ name: 'pixel.png', type: 'image/png', bytes: pixel }, 'album');
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('an upload of a PNG album photo')
      .withRequest('POST', '/file/upload', (b) =>
        b
          .headers(request.headers)
          .body(request.contentType, request.body)
          .matchingRules(request.rules),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            url: M.regex('^/uploads/album/100001/[^/]+\\.png$', '/uploads/album/100001/7e3b9c.png'),
            width: 1,
            height: 1,
            // The server stores the image drawn again without metadata: its own size.
            size: M.integer(pixel.length),
            mimeType: 'image/png',
          }),
        ),
      )
      .executeTest(async (server) => {
        const file = new File([pixel], 'pixel.png', { type: 'image/png' });
        const stored = await sdkAt(server.url).file.upload({ file, purpose: 'album' });
        expect(stored).toMatchObject({ mimeType: 'image/png', width: 1, height: 1 });
        expect(stored.size).toBeGreaterThan(0);
        expect(stored.url).toMatch(/^\/uploads\/album\/100001\//);
      });
  });

  it('refuses a file that is not an image (1301)', async () => {
    const text = Buffer.from('these are holiday notes, not a picture\n');
    const request = multipart({ name: 'notes.txt', type: 'text/plain', bytes: text }, 'dynamic');
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('an upload of a text file as a dynamic image')
      .withRequest('POST', '/file/upload', (b) =>
        b
          .headers(request.headers)
          .body(request.contentType, request.body)
          .matchingRules(request.rules),
      )
      .willRespondWith(400, (b) =>
        b.jsonBody(failure(1301, 'Wrong image format: JPG, PNG or GIF only')),
      )
      .executeTest(async (server) => {
        const file = new File([text], 'notes.txt', { type: 'text/plain' });
        await expect(
          sdkAt(server.url).file.upload({ file, purpose: 'dynamic' }),
        ).rejects.toMatchObject({ kind: 'api', code: 1301, status: 400 });
      });
  });
});
