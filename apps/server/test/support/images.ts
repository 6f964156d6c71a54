/**
 * Tiny real images (PNG of any size, 1x1 JPEG and GIF) and a hand-built multipart body, for the
 * upload tests: what a browser would send to /file/upload.
 */
import { deflateSync } from 'node:zlib';
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
    ...(response.json() as Omit<Envelope, 'status'>),
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
