/**
 * Tiny real images (PNG of any size, 1x1 JPEG and GIF) and a hand-built multipart body, for the
 * upload tests: what a browser would send to /file/upload. Below, the hostile and revealing ones
 * of the security tests.
 */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Envelope, TestApp } from './testApp.ts';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of width x height pixels (8-bit greyscale). */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 baseline JPEG. */
export const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A 1x1 GIF89a with a two-colour table. */
export const gif = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

const BOUNDARY = '----heartline-test-boundary-7f3a';

/** A multipart/form-data body, built by hand as a browser would. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    pieces.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    pieces.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    pieces.push(Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

/** POST /file/upload through app.inject with a hand-built multipart body. */
export async function upload(
  app: TestApp,
  token: string | null,
  parts: Part[],
  language = 'en',
): Promise<Envelope> {
  const { body, contentType } = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload: body,
    headers: {
      'content-type': contentType,
      platform: 'Web',
      brand: 'Chrome',
      language,
      ...(token ? { token } : {}),
    },
  });
  return {
    status: response.statusCode,
    ...response.json<Omit<Envelope, 'status'>>(),
  };
}

/** Uploads an image file with a purpose; answers the envelope. */
export const uploadImage = (
  app: TestApp,
  token: string,
  bytes: Buffer,
  purpose = 'album',
  filename = 'photo.png',
  contentType = 'image/png',
) =>
  upload(app, token, [
    { name: 'file', value: bytes, filename, contentType },
    { name: 'purpose', value: purpose },
  ]);

// Hostile and revealing images, for the security tests (test/security/).

/**
 * A PNG whose header declares width x height while its data holds a single row: what a
 * decompression bomb looks like before it is decoded, without this test building one.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + Math.min(width, 1024)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG with extra chunks (e.g. tEXt, eXIf) right after its header. */
export function withPngChunks(image: Buffer, chunks: { type: string; data: Buffer }[]): Buffer {
  const afterHeader = 8 + 25; // signature + IHDR (length, type, 13 bytes, crc)
  return Buffer.concat([
    image.subarray(0, afterHeader),
    ...chunks.map((c) => chunk(c.type, c.data)),
    image.subarray(afterHeader),
  ]);
}

/** The chunk types of a PNG, in order. */
export function pngChunkTypes(image: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at + 8 <= image.length;) {
    const length = image.readUInt32BE(at);
    types.push(image.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

/**
 * An animated GIF: a black width x height screen on which each of `frames` frames adds one red
 * pixel (so no two frames look alike), looping, with an optional comment extension.
 */
export function animatedGif(
  width: number,
  height: number,
  frames: number,
  comment?: string,
): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0xf0; // a global colour table of 2 entries: black (the background), red
  const parts = [
    Buffer.from('GIF89a'),
    screen,
    Buffer.from([0x00, 0x00, 0x00, 0xff, 0x00, 0x00]),
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 0x03, 0x01, 0x00, 0x00, 0x00]),
  ];
  if (comment) {
    parts.push(Buffer.from([0x21, 0xfe, comment.length]), Buffer.from(comment), Buffer.from([0]));
  }
  for (let i = 0; i < frames; i += 1) {
    parts.push(Buffer.from([0x21, 0xf9, 0x04, 0x00, 0x0a, 0x00, 0x00, 0x00])); // 100 ms
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(i % width, 1);
    descriptor.writeUInt16LE(Math.floor(i / width) % height, 3);
    descriptor.writeUInt16LE(1, 5);
    descriptor.writeUInt16LE(1, 7);
    // One pixel of colour 1, LZW-coded with a minimum code size of 2 (clear, 1, end).
    parts.push(descriptor, Buffer.from([0x02, 0x02, 0x4c, 0x01, 0x00]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** The tags of an EXIF block's first directory (IFD0), as sharp's metadata() gives the block. */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

/** EXIF tag of the GPS directory (the position a phone wrote) and of the orientation. */
export const GPS_IFD_TAG = 0x8825;
export const ORIENTATION_TAG = 0x0112;

/**
 * A JPEG as a phone writes it: 40x20 pixels stored sideways (left half red, right half blue)
 * with EXIF orientation 6 (turn 90 degrees clockwise to show), the phone's make and model, and
 * the GPS position where it was taken.
 */
export async function phonePhoto(): Promise<Buffer> {
  const red = await sharp({
    create: { width: 20, height: 20, channels: 3, background: '#ff0000' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Heartphone', Model: 'HP 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();
}
