/**
 * Photos in the sizes they are shown at: every JPEG and PNG upload gets WebP copies 160, 480 and
 * 1080 px wide beside it (`<address>.w<width>.webp`), drawn at upload, or on first request for
 * uploads from before. Public copies are files under /uploads/ kept a year; private ones open only
 * with the upload's signed address, checked again as the upload itself is.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLinksFor } from '../../src/domains/file/imageLinks.ts';
import { privateCopyOf } from '../../src/domains/file/privateCopies.ts';
import { DrawingQueue, RENDITION_WIDTHS } from '../../src/domains/file/renditions.ts';
import { IMMUTABLE } from '../../src/http/staticCaching.ts';
import { gif, phonePhoto, png, uploadImage } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

const MINUTE = 60_000;

let app: TestApp;
let me: RegisteredUser;
let photo: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  me = await registerUser(app, { gender: 0 });
  photo = await cameraPhoto(2000, 1500);
});
afterAll(async () => {
  await app.close();
  // Megabytes of photos: not left behind in the temporary folder.
  rmSync(app.services.storage.localDir!, { recursive: true, force: true });
});

/** A JPEG as a camera writes one: a picture with detail in it, EXIF with the place it was taken. */
async function cameraPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x ^ y) * 7) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Heartphone', Model: 'HP 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' },
    })
    .toBuffer();
}

const uploadJpeg = async (bytes: Buffer, purpose: string, owner = me) => {
  const r = await uploadImage(app, owner.token, bytes, purpose, 'photo.jpg', 'image/jpeg');
  expect(r.code).toBe(200);
  return r.data as { url: string; width: number; height: number };
};

const fileOf = (url: string) =>
  path.join(
    app.services.storage.localDir!,
    new URL(url, 'http://x').pathname.replace(/^\/(uploads|api\/image)\//, ''),
  );

/** The copy's address: the suffix on the path, the query (a signed address's) kept. */
const copyOf = (url: string, width: number | string) => {
  const [pathPart, query] = url.split('?');
  return `${pathPart}.w${width}.webp${query ? `?${query}` : ''}`;
};

const load = async (url: string) => {
  const r = await app.inject({ method: 'GET', url });
  return { status: r.statusCode, body: r.rawPayload, headers: r.headers };
};

describe('public uploads', () => {
  it('are stored with WebP copies 160, 480 and 1080 px wide, without metadata, kept a year', async () => {
    const upload = await uploadJpeg(photo, 'dynamic');
    expect(upload).toMatchObject({ width: 2000, height: 1500 });
    const original = readFileSync(fileOf(upload.url));
    for (const width of RENDITION_WIDTHS) {
      const stored = readFileSync(fileOf(copyOf(upload.url, width)));
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.length).toBeLessThan(original.length);

      const served = await load(copyOf(upload.url, width));
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(IMMUTABLE);
      expect(served.body.equals(stored)).toBe(true);
    }
  });

  it('turns a phone photo upright in its copies too, and never enlarges a small picture', async () => {
    const phone = await uploadJpeg(await phonePhoto(), 'chat');
    const small = await uploadImage(app, me.token, png(100, 80), 'avatar');
    for (const width of RENDITION_WIDTHS) {
      const upright = await sharp(readFileSync(fileOf(copyOf(phone.url, width)))).metadata();
      expect(upright).toMatchObject({ format: 'webp', width: 20, height: 40 });
      expect(upright.exif).toBeUndefined();
      const kept = await sharp(readFileSync(fileOf(copyOf(small.data.url, width)))).metadata();
      expect(kept).toMatchObject({ format: 'webp', width: 100, height: 80 });
    }
  });

  it('leave GIFs as they are: no copies', async () => {
    const r = await uploadImage(app, me.token, gif, 'chat', 'a.gif', 'image/gif');
    for (const width of RENDITION_WIDTHS) {
      expect(existsSync(fileOf(copyOf(r.data.url, width)))).toBe(false);
      expect((await load(copyOf(r.data.url, width))).status).toBe(404);
    }
  });

  it('uploaded before copies existed get them drawn on first request, once', async () => {
    const upload = await uploadJpeg(photo, 'dynamic');
    for (const width of RENDITION_WIDTHS) rmSync(fileOf(copyOf(upload.url, width)));

    const url = copyOf(upload.url, 480);
    const answers = await Promise.all(Array.from({ length: 5 }, () => load(url)));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.body.equals(answers[0]!.body)).toBe(true);
    }
    expect(await sharp(answers[0]!.body).metadata()).toMatchObject({ width: 480, height: 360 });
    expect(readFileSync(fileOf(url)).equals(answers[0]!.body)).toBe(true);
    // Only the width asked for was drawn.
    expect(existsSync(fileOf(copyOf(upload.url, 160)))).toBe(false);
  });

  it('answer odd requests without an image or a 5xx, and draw nothing for them', async () => {
    const upload = await uploadJpeg(photo, 'dynamic');
    const [, key] = upload.url.split('/uploads/');
    const album = await uploadJpeg(photo, 'album');
    const notFound = [
      copyOf(upload.url, 999),
      copyOf(upload.url, '0480'),
      copyOf(upload.url, 480).replace(/\.webp$/, '.png'),
      copyOf(copyOf(upload.url, 480), 480),
      copyOf(upload.url.replace(/[0-9a-f]{24}/, '0'.repeat(24)), 480),
      copyOf(`/uploads/avatar/${me.account}/initial.svg`, 160),
      // A private upload's copy is no more public than the upload.
      copyOf(album.url, 480),
      copyOf(album.url.replace('/uploads/album/', '/uploads/%61lbum/'), 480),
    ];
    // Spellings that leave the folder or are no address at all: no image, whatever answers.
    const elsewhere = [
      copyOf(`/uploads/%2e%2e/${key}`, 160),
      copyOf(upload.url.replace('/uploads/', '/uploads/%'), 160),
    ];
    // Missing, as for an upload from before: only its plain address would draw it.
    rmSync(fileOf(copyOf(upload.url, 160)));
    rmSync(fileOf(copyOf(album.url, 480)));
    for (const url of notFound) expect((await load(url)).status, url).toBe(404);
    for (const url of elsewhere) {
      const r = await load(url);
      expect(r.status, url).toBeLessThan(500);
      expect(r.headers['content-type'], url).not.toMatch(/^image\//);
    }
    expect(existsSync(fileOf(copyOf(upload.url, 160)))).toBe(false);
    expect(existsSync(fileOf(copyOf(album.url, 480)))).toBe(false);
  });
  it('that cannot be drawn send the browser to the upload itself, not kept', async () => {
    // An upload damaged on disk since: its copies cannot be drawn, the upload is what there is.
    const key = `dynamic/${me.account}/${'ab'.repeat(12)}.jpg`;
    await app.services.storage.put(key, Buffer.from('not a picture any more'), 'image/jpeg');
    const r = await load(copyOf(`/uploads/${key}`, 480));
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe(`/uploads/${key}`);
    expect(r.headers['cache-control']).toBe('no-store');
  });
});

describe('the drawing queue', () => {
  it('runs at most its slots at once, in order, and says when its waiting room is full', async () => {
    const queue = new DrawingQueue(1, 1);
    const started: number[] = [];
    let finish = () => {};
    const first = queue.run(
      () =>
        new Promise<void>((resolve) => {
          started.push(1);
          finish = resolve;
        }),
    );
    expect(queue.full).toBe(false);
    const second = queue.run(() => {
      started.push(2);
      return Promise.resolve();
    });
    expect(queue.full).toBe(true);
    await Promise.resolve();
    expect(started).toEqual([1]);
    finish();
    await Promise.all([first, second]);
    expect(started).toEqual([1, 2]);
    expect(queue.full).toBe(false);
  });
});

describe('private uploads', () => {
  let owner: RegisteredUser;
  let man: RegisteredUser;
  beforeAll(async () => {
    owner = await registerUser(app, { gender: 0 });
    man = await registerUser(app, { gender: 1 });
  });

  async function albumPhoto() {
    const upload = await uploadJpeg(photo, 'album', owner);
    const added = await app.call('POST', '/album/upload', {
      token: owner.token,
      body: { url: upload.url },
    });
    expect(added.code).toBe(200);
    return { upload: upload.url, id: added.data.id as number, url: added.data.url as string };
  }

  it("open with the upload's signed address, for each width, checked as the upload is", async () => {
    const shown = await albumPhoto();
    expect(shown.url).toMatch(/^\/api\/image\/album\/.*\.jpg\?ctx=/);
    for (const width of RENDITION_WIDTHS) {
      const r = await load(copyOf(shown.url, width));
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('image/webp');
      expect(r.headers['cache-control']).toMatch(/no-store/);
      expect(r.body.equals(readFileSync(fileOf(copyOf(shown.upload, width))))).toBe(true);
    }
    // A man who has not paid gets no copy either, even at an address signed for him.
    const his = imageLinksFor(app.services, man.imAccount)(shown.upload, {
      kind: 'album',
      id: shown.id,
    });
    expect((await load(his)).status).toBe(403);
    expect((await load(copyOf(his, 160))).status).toBe(403);
  });

  it('refuse other widths (404), other uploads, forged and expired addresses (403)', async () => {
    const shown = await albumPhoto();
    const other = await albumPhoto();
    const query = shown.url.split('?')[1]!;
    const sig = new URLSearchParams(query).get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);

    expect((await load(copyOf(shown.url, 999))).status).toBe(404);
    expect((await load(copyOf(shown.url, '0480'))).status).toBe(403);
    // This signature on another upload's copy, or on a copy of a copy.
    expect((await load(`${copyOf(other.url.split('?')[0]!, 480)}?${query}`)).status).toBe(403);
    expect((await load(copyOf(copyOf(shown.url, 480), 480))).status).toBe(403);
    expect((await load(copyOf(shown.url.replace(sig, flipped), 480))).status).toBe(403);
    expect((await load(copyOf(shown.url.split('?')[0]!, 480))).status).toBe(403);

    app.clock.advance(11 * MINUTE);
    expect((await load(copyOf(shown.url, 480))).status).toBe(403);
  });

  it('uploaded before copies existed get them drawn on first request', async () => {
    const shown = await albumPhoto();
    rmSync(fileOf(copyOf(shown.upload, 1080)));
    const r = await load(copyOf(shown.url, 1080));
    expect(r.status).toBe(200);
    expect(await sharp(r.body).metadata()).toMatchObject({ format: 'webp', width: 1080 });
    expect(existsSync(fileOf(copyOf(shown.upload, 1080)))).toBe(true);
  });

  it('moved into the private space take their copies with them', async () => {
    const upload = await uploadJpeg(photo, 'dynamic', owner);
    const user = await app.services.db
      .selectFrom('users')
      .select('id')
      .where('account', '=', owner.account)
      .executeTakeFirstOrThrow();
    const moved = await privateCopyOf(app.services, user, upload.url, 'burn');
    expect(moved).toMatch(/^\/uploads\/burn\//);
    for (const width of RENDITION_WIDTHS) {
      const copy = readFileSync(fileOf(copyOf(moved, width)));
      expect(copy.equals(readFileSync(fileOf(copyOf(upload.url, width))))).toBe(true);
    }
  });
});
