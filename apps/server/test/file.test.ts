import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { percentEncode, rpcSignature } from '../src/providers/storage/AliyunSts.ts';
import { createImageStorage } from '../src/providers/storage/createImageStorage.ts';
import { LocalImageStorage } from '../src/providers/storage/LocalImageStorage.ts';
import { S3ImageStorage } from '../src/providers/storage/S3ImageStorage.ts';
import { gif, jpeg, png, upload, uploadImage } from './support/images.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const cloud = {
  ALIYUN_OSS_BUCKET: 'heartline-media',
  ALIYUN_OSS_ENDPOINT: 'oss-ap-southeast-1.aliyuncs.com',
  ALIYUN_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  ALIYUN_ACCESS_KEY_SECRET: 'ExampleAccessKeySecret0123456789',
  ALIYUN_STS_ROLE_ARN: 'acs:ram::1234567890123456:role/heartline-upload',
  QINIU_ACCESS_KEY: 'q8Ls2Xb1vZ0T9rAcN5eY4kW7',
  QINIU_SECRET_KEY: 'ExampleQiniuSecretKey0123456789',
  QINIU_BUCKET: 'heartline-burn',
  QINIU_DOMAIN: 'https://cdn.heartline.example',
};

/** What Aliyun STS received, and what it answers (an AssumeRole-shaped response). */
const sts: { requests: URLSearchParams[]; fail: boolean } = { requests: [], fail: false };
const s3Puts: { path: string; body: Buffer; type: string | null; signed: boolean }[] = [];
const mock = setupServer(
  http.post('https://sts.aliyuncs.com/', async ({ request }) => {
    sts.requests.push(new URLSearchParams(await request.text()));
    if (sts.fail) {
      return HttpResponse.json(
        { RequestId: 'E1', HostId: 'sts.aliyuncs.com', Code: 'NoPermission', Message: 'denied' },
        { status: 403 },
      );
    }
    return HttpResponse.json({
      RequestId: '964A0BA6-4C5B-4E69-9BCB-4DA6ED1A6DDA',
      AssumedRoleUser: {
        Arn: 'acs:ram::1234567890123456:role/heartline-upload/u100001',
        AssumedRoleId: '3445:u100001',
      },
      Credentials: {
        SecurityToken: 'CAIS-example-security-token',
        AccessKeyId: 'STS.NUgYrLnoC37mZZCNnAbez2PwC',
        AccessKeySecret: '3dZn8Hc2mGuAQsSxWvYWmtQkkpMz8WhgXpCNpS2Ksy6Y',
        Expiration: '2026-11-22T10:15:00Z',
      },
    });
  }),
  http.put('https://s3.test.example/heartline-images/*', async ({ request }) => {
    s3Puts.push({
      path: new URL(request.url).pathname,
      body: Buffer.from(await request.arrayBuffer()),
      type: request.headers.get('content-type'),
      signed: (request.headers.get('authorization') ?? '').startsWith('AWS4-HMAC-SHA256'),
    });
    return new HttpResponse(null, { status: 200, headers: { etag: '"abc"' } });
  }),
  // What the bucket holds for reads: the last PUT of each path.
  http.all('https://s3.test.example/heartline-images/*', ({ request }) => {
    const path = new URL(request.url).pathname;
    const stored = s3Puts.findLast((put) => put.path === path);
    if (!stored) return new HttpResponse(null, { status: 404 });
    const headers = {
      'content-type': stored.type ?? '',
      'content-length': String(stored.body.length),
    };
    if (request.method === 'HEAD') return new HttpResponse(null, { status: 200, headers });
    if (request.method === 'GET') return new HttpResponse(stored.body, { status: 200, headers });
    return undefined;
  }),
);

let app: TestApp;
let me: RegisteredUser;
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: 'bypass' });
  app = await createTestApp({ UPLOAD_LIMIT: '4096' });
  me = await registerUser(app);
});
afterEach(() => {
  sts.requests.length = 0;
  sts.fail = false;
});
afterAll(async () => {
  mock.close();
  await app.close();
});

/** Changes configuration values for one test, as an operator would. */
function configure(values: Record<string, string | undefined>) {
  Object.assign(app.services.config, values);
}
const unconfigure = () =>
  configure(Object.fromEntries(Object.keys(cloud).map((k) => [k, undefined])));

describe('POST /file/upload', () => {
  it("stores a PNG under <purpose>/<account>/ and records it as the caller's upload", async () => {
    const bytes = png(7, 5);
    const r = await uploadImage(app, me.token, bytes, 'dynamic');
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({ width: 7, height: 5, mimeType: 'image/png' });
    expect(r.data.url).toMatch(new RegExp(`^/uploads/dynamic/${me.account}/[0-9a-f]{24}\\.png$`));

    // Stored as the server drew it again (test/security/exifLocation.test.ts), and served as stored.
    const file = path.join(app.services.storage.localDir!, r.data.url.replace('/uploads/', ''));
    const stored = readFileSync(file);
    expect(r.data.size).toBe(stored.length);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 7, height: 5 });
    const served = await app.inject({ method: 'GET', url: r.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);

    const row = await app.services.db
      .selectFrom('uploads')
      .selectAll()
      .where('url', '=', r.data.url)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: me.id,
      purpose: 'dynamic',
      mime_type: 'image/png',
      size: stored.length,
      width: 7,
      height: 5,
    });
    // Album photos are private: their stored address serves nothing (test/security/privateImages).
    const album = await uploadImage(app, me.token, png(7, 5), 'album');
    expect(album.data.url).toMatch(new RegExp(`^/uploads/album/${me.account}/[0-9a-f]{24}\\.png$`));
    expect((await app.inject({ method: 'GET', url: album.data.url })).statusCode).toBe(404);
  });

  it('recognises JPEG and GIF by content, whatever the name says', async () => {
    const j = await uploadImage(app, me.token, jpeg, 'avatar', 'picture.gif', 'image/gif');
    expect(j.data).toMatchObject({ mimeType: 'image/jpeg', width: 1, height: 1 });
    expect(j.data.url).toMatch(new RegExp(`^/uploads/avatar/${me.account}/[0-9a-f]+\\.jpg$`));
    const g = await uploadImage(app, me.token, gif, 'chat', 'anim.png', 'image/png');
    expect(g.data).toMatchObject({ mimeType: 'image/gif', width: 1, height: 1 });
    expect(g.data.url).toMatch(/\.gif$/);
    for (const purpose of ['dynamic', 'burn']) {
      expect((await uploadImage(app, me.token, png(1, 1), purpose)).data.url).toContain(
        `/uploads/${purpose}/`,
      );
    }
  });

  it('refuses a text file named .png (1301), by content', async () => {
    const r = await uploadImage(
      app,
      me.token,
      Buffer.from('these are holiday notes, not a picture\n'),
      'dynamic',
      'notes.png',
      'image/png',
    );
    expect(r).toMatchObject({ status: 400, code: 1301, data: null });
    expect(r.msg).toMatch(/JPG, PNG or GIF/);
  });

  it('refuses other image formats and truncated images (1301)', async () => {
    // A WebP header: an image, but not an accepted one.
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(24),
    ]);
    expect((await uploadImage(app, me.token, webp, 'album', 'x.png')).code).toBe(1301);
    expect((await uploadImage(app, me.token, png(4, 4).subarray(0, 12), 'album')).code).toBe(1301);
    expect((await uploadImage(app, me.token, Buffer.alloc(0), 'album')).code).toBe(1301);
  });

  it('refuses a file over UPLOAD_LIMIT (1302) and stores nothing', async () => {
    // A real PNG followed by padding: past the 4096-byte limit of this test app.
    const padded = Buffer.concat([png(20, 20), Buffer.alloc(5000, 1)]);
    const before = await app.services.db.selectFrom('uploads').select('id').execute();
    const r = await uploadImage(app, me.token, padded, 'album');
    expect(r).toMatchObject({ status: 400, code: 1302, data: null });
    expect(await app.services.db.selectFrom('uploads').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it("answers the message in the caller's language", async () => {
    const r = await upload(
      app,
      me.token,
      [
        { name: 'file', value: Buffer.from('hello'), filename: 'a.gif', contentType: 'image/gif' },
        { name: 'purpose', value: 'album' },
      ],
      'zh-CN',
    );
    expect(r.code).toBe(1301);
    expect(r.msg).not.toMatch(/Wrong image format/);
  });

  it('needs a file and a known purpose, and nothing else (400)', async () => {
    const noFile = await upload(app, me.token, [{ name: 'purpose', value: 'album' }]);
    expect(noFile).toMatchObject({ status: 400, code: 400 });
    const noPurpose = await upload(app, me.token, [
      { name: 'file', value: png(1, 1), filename: 'a.png' },
    ]);
    expect(noPurpose).toMatchObject({ status: 400, code: 400 });
    const badPurpose = await uploadImage(app, me.token, png(1, 1), '../etc');
    expect(badPurpose).toMatchObject({ status: 400, code: 400 });
    const extra = await upload(app, me.token, [
      { name: 'file', value: png(1, 1), filename: 'a.png' },
      { name: 'purpose', value: 'album' },
      { name: 'owner', value: '1' },
    ]);
    expect(extra).toMatchObject({ status: 400, code: 400 });
    const json = await app.call('POST', '/file/upload', {
      token: me.token,
      body: { purpose: 'album' },
    });
    expect(json).toMatchObject({ status: 400, code: 400 });
  });

  it('requires a login', async () => {
    expect((await uploadImage(app, '', png(1, 1))).status).toBe(401);
  });
});

describe('POST /file/qiniu-token', () => {
  it("signs a put policy scoped to the caller's folder, as Qiniu documents", async () => {
    configure(cloud);
    const r = await app.call('POST', '/file/qiniu-token', {
      token: me.token,
      body: { keyPrefix: 'burn/' },
    });
    unconfigure();
    expect(r).toMatchObject({ status: 200, code: 200 });
    const keyPrefix = `u${me.account}/burn/`;
    expect(r.data).toMatchObject({
      domainName: cloud.QINIU_DOMAIN,
      keyPrefix,
      expiration: new Date(app.clock.now.getTime() + 900_000).toISOString(),
    });
    const [accessKey, sign, encodedPolicy] = r.data.token.split(':');
    expect(accessKey).toBe(cloud.QINIU_ACCESS_KEY);
    const expected = createHmac('sha1', cloud.QINIU_SECRET_KEY)
      .update(encodedPolicy)
      .digest('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(sign).toBe(expected);
    const policy = JSON.parse(Buffer.from(encodedPolicy, 'base64url').toString());
    expect(policy).toMatchObject({
      scope: `${cloud.QINIU_BUCKET}:${keyPrefix}`,
      isPrefixalScope: 1,
      deadline: Math.floor(app.clock.now.getTime() / 1000) + 900,
    });
  });

  it('answers 1303 when Qiniu is not configured, and validates keyPrefix', async () => {
    expect(
      await app.call('POST', '/file/qiniu-token', {
        token: me.token,
        body: { keyPrefix: 'burn/' },
      }),
    ).toMatchObject({
      status: 400,
      code: 1303,
    });
    configure(cloud);
    const bad = await app.call('POST', '/file/qiniu-token', {
      token: me.token,
      body: { keyPrefix: '../x' },
    });
    unconfigure();
    expect(bad).toMatchObject({ status: 400, code: 400 });
    expect(
      (await app.call('POST', '/file/qiniu-token', { body: { keyPrefix: 'a/' } })).status,
    ).toBe(401);
  });
});

describe('POST /file/aliyun-sts-token', () => {
  it("assumes the role through STS with a signed request and a policy for the caller's folder only", async () => {
    configure(cloud);
    const r = await app.call('POST', '/file/aliyun-sts-token', { token: me.token });
    unconfigure();
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toEqual({
      accessKeyId: 'STS.NUgYrLnoC37mZZCNnAbez2PwC',
      accessKeySecret: '3dZn8Hc2mGuAQsSxWvYWmtQkkpMz8WhgXpCNpS2Ksy6Y',
      securityToken: 'CAIS-example-security-token',
      bucketName: 'heartline-media',
      endpoint: 'oss-ap-southeast-1.aliyuncs.com',
      url: 'https://heartline-media.oss-ap-southeast-1.aliyuncs.com/',
      expiration: '2026-11-22T10:15:00.000Z',
      keyPrefix: `u${me.account}/`,
    });

    expect(sts.requests).toHaveLength(1);
    const sent = Object.fromEntries(sts.requests[0]!);
    expect(sent).toMatchObject({
      Action: 'AssumeRole',
      Version: '2015-04-01',
      Format: 'JSON',
      AccessKeyId: cloud.ALIYUN_ACCESS_KEY_ID,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      RoleArn: cloud.ALIYUN_STS_ROLE_ARN,
      RoleSessionName: `u${me.account}`,
      DurationSeconds: '900',
      Timestamp: app.clock.now.toISOString().replace('.000Z', 'Z'),
    });
    expect(JSON.parse(sent.Policy!).Statement[0]).toEqual({
      Effect: 'Allow',
      Action: ['oss:PutObject'],
      Resource: [`acs:oss:*:*:heartline-media/u${me.account}/*`],
    });
    const { Signature, ...signed } = sent;
    expect(Signature).toBe(rpcSignature('POST', signed, cloud.ALIYUN_ACCESS_KEY_SECRET));
  });

  it('answers 1303 when Aliyun OSS is not configured, without calling STS', async () => {
    const r = await app.call('POST', '/file/aliyun-sts-token', { token: me.token });
    expect(r).toMatchObject({ status: 400, code: 1303, data: null });
    expect(sts.requests).toHaveLength(0);
    expect((await app.call('POST', '/file/aliyun-sts-token')).status).toBe(401);
  });

  it('answers 1304 (retry later), never a 5xx and without leaking details, when STS refuses', async () => {
    configure(cloud);
    sts.fail = true;
    const r = await app.call('POST', '/file/aliyun-sts-token', { token: me.token });
    unconfigure();
    expect(r).toMatchObject({ status: 400, code: 1304, data: null });
    expect(r.msg).not.toMatch(/denied|NoPermission/);
  });
});

describe('Aliyun RPC signature', () => {
  // The worked example of Aliyun's RPC signature documentation (DescribeRegions, GET).
  it('matches the documented example', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
    expect(percentEncode("a b*~!'()")).toBe('a%20b%2A~%21%27%28%29');
  });
});

describe('image storage', () => {
  it('is the local folder by default and an S3 bucket when S3_BUCKET is set', async () => {
    const local = createImageStorage(loadConfig({ UPLOAD_DIR: 'data/uploads' }));
    expect(local).toBeInstanceOf(LocalImageStorage);

    const s3 = createImageStorage(
      loadConfig({
        S3_BUCKET: 'heartline-images',
        S3_ENDPOINT: 'https://s3.test.example',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://img.heartline.example',
      }),
    );
    expect(s3).toBeInstanceOf(S3ImageStorage);
    expect(s3.localDir).toBeNull();
    const bytes = png(1, 1);
    const url = await s3.put('album/100001/abc.png', bytes, 'image/png');
    expect(url).toBe('https://img.heartline.example/album/100001/abc.png');
    expect(s3Puts).toHaveLength(1);
    expect(s3Puts[0]).toMatchObject({
      path: '/heartline-images/album/100001/abc.png',
      type: 'image/png',
      signed: true,
    });
    expect(s3Puts[0]!.body.equals(bytes)).toBe(true);
  });

  it('reads back what it holds, and says what it does not (the copies drawn on first request)', async () => {
    const s3 = new S3ImageStorage({
      S3_BUCKET: 'heartline-images',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.test.example',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: undefined,
    });
    const bytes = png(3, 2);
    await s3.put('dynamic/100001/kept.png', bytes, 'image/png');
    expect(await s3.has('dynamic/100001/kept.png')).toBe(true);
    expect((await s3.read('dynamic/100001/kept.png'))?.equals(bytes)).toBe(true);
    expect(await s3.has('dynamic/100001/never.png')).toBe(false);
    expect(await s3.read('dynamic/100001/never.png')).toBeNull();
  });

  it("answers the bucket's own address without S3_PUBLIC_URL", async () => {
    const s3 = new S3ImageStorage({
      S3_BUCKET: 'heartline-images',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.test.example',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: undefined,
    });
    expect(await s3.put('chat/1/x.gif', gif, 'image/gif')).toBe(
      'https://s3.test.example/heartline-images/chat/1/x.gif',
    );
  });
});
