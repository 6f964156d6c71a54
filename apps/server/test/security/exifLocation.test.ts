/**
 * Metadata in uploaded photos: a phone's JPEG carries where it was taken (EXIF GPS), which on a
 * dating site tells strangers where someone lives. Every accepted image is drawn again and stored
 * without any metadata, turned upright first (the EXIF orientation is applied to the pixels, as
 * it would be lost with the rest); PNG stays PNG without its text or EXIF chunks, and an
 * animated GIF stays animated, without its comments.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GPS_IFD_TAG,
  ORIENTATION_TAG,
  animatedGif,
  exifTags,
  phonePhoto,
  png,
  pngChunkTypes,
  uploadImage,
  withPngChunks,
} from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

let app: TestApp;
let me: RegisteredUser;
beforeAll(async () => {
  app = await createTestApp();
  me = await registerUser(app);
});
afterAll(() => app.close());

/** The stored file behind a public /uploads/ address, and what the browser is served. */
async function storedAndServed(url: string) {
  const stored = readFileSync(
    path.join(app.services.storage.localDir!, url.slice('/uploads/'.length)),
  );
  const served = await app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(stored)).toBe(true);
  return stored;
}

async function uploadRow(url: string) {
  return app.services.db
    .selectFrom('uploads')
    .selectAll()
    .where('url', '=', url)
    .executeTakeFirstOrThrow();
}

/** The colour at (x, y): 'red', 'blue' or something else. */
async function colourAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  if (r > 200 && g < 60 && b < 60) return 'red';
  if (b > 200 && r < 60 && g < 60) return 'blue';
  return `rgb(${r},${g},${b})`;
}

describe('POST /file/upload strips what a photo says about its owner', () => {
  it('stores a phone JPEG without EXIF (no GPS position, no phone model)', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(exifTags(sent.exif!)).toEqual(expect.arrayContaining([GPS_IFD_TAG, ORIENTATION_TAG]));

    const r = await uploadImage(app, me.token, photo, 'dynamic', 'IMG_0042.jpg', 'image/jpeg');
    expect(r).toMatchObject({ status: 200, code: 200 });
    const stored = await storedAndServed(r.data.url);
    const kept = await sharp(stored).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(kept.iptc).toBeUndefined();
    expect(stored.includes(Buffer.from('Heartphone'))).toBe(false);
  });

  it('turns the photo upright from its EXIF orientation, and records the size as stored', async () => {
    const r = await uploadImage(app, me.token, await phonePhoto(), 'avatar', 'a.jpg', 'image/jpeg');
    // Stored sideways as 40 x 20, shown (and now stored) as 20 x 40.
    expect(r.data).toMatchObject({ width: 20, height: 40, mimeType: 'image/jpeg' });
    const stored = await storedAndServed(r.data.url);
    const kept = await sharp(stored).metadata();
    expect(kept).toMatchObject({ width: 20, height: 40 });
    expect(kept.orientation).toBeUndefined();
    // The left (red) half of the sideways picture is now its top.
    expect(await colourAt(stored, 10, 5)).toBe('red');
    expect(await colourAt(stored, 10, 35)).toBe('blue');
    expect(await uploadRow(r.data.url)).toMatchObject({
      width: 20,
      height: 40,
      size: stored.length,
      mime_type: 'image/jpeg',
    });
    expect(r.data.size).toBe(stored.length);
  });

  it('stores a PNG as a PNG without its text and EXIF chunks', async () => {
    const revealing = withPngChunks(png(12, 8), [
      { type: 'tEXt', data: Buffer.from('Comment\0Taken at 12 Rue des Lilas, Paris', 'latin1') },
      { type: 'eXIf', data: Buffer.from('MM\0*\0\0\0\x08\0\0\0\0\0\0', 'latin1') },
    ]);
    expect(pngChunkTypes(revealing)).toEqual(['IHDR', 'tEXt', 'eXIf', 'IDAT', 'IEND']);

    const r = await uploadImage(app, me.token, revealing, 'chat');
    expect(r.data).toMatchObject({ width: 12, height: 8, mimeType: 'image/png' });
    expect(r.data.url).toMatch(/\.png$/);
    const stored = await storedAndServed(r.data.url);
    // Only the picture and its pixel density (pHYs) are left: no text, EXIF, time or profile.
    const metadata = ['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME', 'iCCP'];
    expect(pngChunkTypes(stored).filter((t) => metadata.includes(t))).toEqual([]);
    expect(stored.includes(Buffer.from('Rue des Lilas'))).toBe(false);
  });

  it('keeps an animated GIF animated, frame by frame, without its comment', async () => {
    const gif = animatedGif(8, 6, 3, 'shot at home, 12 Rue des Lilas');
    const r = await uploadImage(app, me.token, gif, 'dynamic', 'wave.gif', 'image/gif');
    // The frame's size, not the three frames stacked.
    expect(r.data).toMatchObject({ width: 8, height: 6, mimeType: 'image/gif' });
    const stored = await storedAndServed(r.data.url);
    const kept = await sharp(stored, { animated: true }).metadata();
    expect(kept).toMatchObject({ format: 'gif', pages: 3, width: 8, pageHeight: 6 });
    expect(kept.delay).toEqual([100, 100, 100]);
    expect(stored.includes(Buffer.from('Rue des Lilas'))).toBe(false);
  });
});
