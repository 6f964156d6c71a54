/**
 * Decompression bombs and broken images at /file/upload: a small file declaring an enormous
 * picture is refused from its header, before anything decodes it (code 1302, "The image is too
 * large"), and so is an animated GIF whose frames add up past the limit; an image with the right
 * magic bytes that cannot be decoded is a wrong format (1301), never a 500. Nothing is stored.
 * A damaged image that decodes in part is kept as far as it goes, as browsers show it.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animatedGif, png, pngDeclaring, upload, uploadImage } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let me: RegisteredUser;
beforeAll(async () => {
  // The default limits: UPLOAD_MAX_PIXELS 40 megapixels, UPLOAD_LIMIT 10 MB.
  app = await createTestApp();
  me = await registerUser(app);
});
afterAll(() => app.close());

async function uploadCount() {
  const rows = await app.services.db.selectFrom('uploads').select('id').execute();
  return rows.length;
}

/** Every file under the upload folder. */
function storedFiles(): string[] {
  const root = app.services.storage.localDir!;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('POST /file/upload against decompression bombs', () => {
  it('refuses a PNG declaring 100000 x 100000 pixels (1302), undecoded and unstored', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2000);
    const before = { rows: await uploadCount(), files: storedFiles().length };

    const r = await uploadImage(app, me.token, bomb, 'album');
    expect(r).toMatchObject({ status: 400, code: 1302, msg: 'The image is too large', data: null });
    expect(await uploadCount()).toBe(before.rows);
    expect(storedFiles()).toHaveLength(before.files);
  });

  it("answers the refusal in the caller's language", async () => {
    const parts = [
      { name: 'file', value: pngDeclaring(50_000, 50_000), filename: 'b.png' },
      { name: 'purpose', value: 'album' },
    ];
    const r = await upload(app, me.token, parts, 'de');
    expect(r).toMatchObject({ status: 400, code: 1302 });
    expect(r.msg).not.toBe('The image is too large');
  });

  it('counts every frame of an animated GIF: 50 frames of 1000 x 1000 are past 40 MP (1302)', async () => {
    // Its header says 1000 x 1000 (1 MP); the frames make 50 MP once decoded.
    const r = await uploadImage(app, me.token, animatedGif(1000, 1000, 50), 'chat', 'a.gif');
    expect(r).toMatchObject({ status: 400, code: 1302, data: null });
  });

  it('still takes a large image within the limit', async () => {
    const r = await uploadImage(app, me.token, png(4000, 2000), 'dynamic');
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({ width: 4000, height: 2000, mimeType: 'image/png' });
  });
});

describe('POST /file/upload with images that do not decode', () => {
  it('answers 1301, never 500, for a PNG with a header and no pixel data', async () => {
    const good = png(40, 40);
    // The signature and IHDR (40 x 40, readable), then IEND: nothing to decode.
    const empty = Buffer.concat([good.subarray(0, 33), good.subarray(good.length - 12)]);
    const r = await uploadImage(app, me.token, empty, 'album');
    expect(r).toMatchObject({ status: 400, code: 1301, data: null });
  });

  it('stores a damaged PNG as far as it decodes, drawn again as a clean PNG', async () => {
    // As a browser shows a cut-off picture; what is stored is this server's own encoding.
    const damaged = Buffer.from(png(40, 40));
    damaged.fill(0x55, 41, 60); // inside the IDAT chunk, after its header
    const r = await uploadImage(app, me.token, damaged, 'dynamic');
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({ width: 40, height: 40, mimeType: 'image/png' });
    const served = await app.inject({ method: 'GET', url: r.data.url });
    expect(served.rawPayload.equals(damaged)).toBe(false);
  });

  it('answers 1301 for a JPEG with a readable size but no image data', async () => {
    // SOI, a frame header declaring 64 x 64, then noise instead of tables and scans.
    const sof = Buffer.from([
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x40, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11,
      0x01, 0x03, 0x11, 0x01,
    ]);
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'),
      sof,
      deflateSync(Buffer.from('not a picture at all')),
      Buffer.from([0xff, 0xd9]),
    ]);
    const r = await uploadImage(app, me.token, fake, 'avatar', 'me.jpg', 'image/jpeg');
    expect(r).toMatchObject({ status: 400, code: 1301, data: null });
  });
});
