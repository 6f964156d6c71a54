import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { ok, type MockHttp, type MockOptions } from '../http';

type UploadedFile = Schema<'UploadedFile'>;
type UploadPurpose = Schema<'UploadPurpose'>;

const MAX_UPLOAD_BYTES = 10_485_760;
const MAX_VOICE_BYTES = 1_048_576;
const purposes: readonly UploadPurpose[] = [
  'avatar',
  'album',
  'dynamic',
  'chat',
  'burn',
  'selfie',
  'voice',
];
const isPurpose = (value: unknown): value is UploadPurpose =>
  typeof value === 'string' && (purposes as readonly string[]).includes(value);

/** The image type and size found in the content (not the name or declared type), as the server does. */
export function sniffImage(
  bytes: Uint8Array,
): Pick<UploadedFile, 'mimeType' | 'width' | 'height'> | null {
  const at = (i: number) => bytes[i] ?? 0;
  const be16 = (i: number) => (at(i) << 8) | at(i + 1);
  const be32 = (i: number) => ((be16(i) << 16) >>> 0) + be16(i + 2);
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) {
    return { mimeType: 'image/png', width: be32(16) || 1, height: be32(20) || 1 };
  }
  if (at(0) === 0x47 && at(1) === 0x49 && at(2) === 0x46 && at(3) === 0x38) {
    return {
      mimeType: 'image/gif',
      width: at(6) | (at(7) << 8) || 1,
      height: at(8) | (at(9) << 8) || 1,
    };
  }
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) {
    // Walk the segments to the first start-of-frame marker, which holds the size.
    let i = 2;
    while (i + 9 < bytes.length && at(i) === 0xff) {
      const marker = at(i + 1);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { mimeType: 'image/jpeg', width: be16(i + 7) || 1, height: be16(i + 5) || 1 };
      }
      i += 2 + be16(i + 2);
    }
    return { mimeType: 'image/jpeg', width: 1, height: 1 };
  }
  return null;
}

type VoiceMime = 'audio/webm' | 'audio/ogg' | 'audio/mp4';

/** A voice recording's type found in the content (WebM/Matroska, Ogg or MP4), as the server does. */
export function sniffVoice(bytes: Uint8Array): VoiceMime | null {
  const starts = (offset: number, magic: number[]) =>
    magic.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (starts(0, [0x4f, 0x67, 0x67, 0x53])) return 'audio/ogg';
  if (starts(4, [0x66, 0x74, 0x79, 0x70])) return 'audio/mp4';
  return null;
}

const randomName = () => Math.random().toString(16).slice(2, 8).padEnd(6, '0');
const extensions = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
} as const;

/**
 * Uploads. The mock world has a cloud bucket configured (Aliyun OSS and Qiniu answer tokens);
 * /file/upload checks the image like the server and answers an /uploads/ address.
 */
export function fileHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me } = options;
  const inFifteenMinutes = () => new Date(Date.now() + 15 * 60_000).toISOString();

  return [
    http.post('/file/aliyun-sts-token', ({ response }) =>
      response(200).json(
        ok({
          accessKeyId: 'STS.NUgYrLnoC37mZZCNnAbez2PwC',
          accessKeySecret: '3dZn8Hc2mGuAQsSxWvYWmtQkkpMz8WhgXpCNpS2Ksy6Y',
          securityToken: `CAIS/AF1q6Ft5B2yfSjIr5bSCP3hqelG1aGNY0SDi3c6Sfd-mock-${me.account}`,
          bucketName: 'heartline-media',
          endpoint: 'oss-ap-southeast-1.aliyuncs.com',
          url: 'https://heartline-media.oss-ap-southeast-1.aliyuncs.com/',
          expiration: inFifteenMinutes(),
          keyPrefix: `u${me.account}/`,
        }),
      ),
    ),

    http.post('/file/qiniu-token', async ({ request, response }) => {
      const { keyPrefix } = await request.json();
      if (!/^[a-z0-9/_-]{1,64}$/.test(keyPrefix)) {
        return response(400).json({
          code: 400,
          msg: 'keyPrefix: 1 to 64 of a-z, 0-9, /, _ and -',
          data: null,
        });
      }
      return response(200).json(
        ok({
          token: `q8Ls2Xb1vZ0T9rAcN5eY4kW7:Wq2cNw3b0s7sZk1Y9dXj6Vh8PpE=:mock-u${me.account}`,
          domainName: 'https://cdn.heartline.example',
          keyPrefix: `u${me.account}/${keyPrefix}`,
          expiration: inFifteenMinutes(),
        }),
      );
    }),

    http.post('/file/upload', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file');
      const purpose = form.get('purpose');
      if (!(file instanceof Blob) || !isPurpose(purpose)) {
        return response(400).json({
          code: 400,
          msg: 'file and purpose (avatar, album, dynamic, chat, burn, selfie or voice) are required',
          data: null,
        });
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (purpose === 'voice') {
        const mimeType = sniffVoice(bytes);
        if (!mimeType) {
          return response(400).json({
            code: 1301,
            msg: 'Wrong recording format: WebM, Ogg or MP4 audio only',
            data: null,
          });
        }
        if (bytes.length > MAX_VOICE_BYTES) {
          return response(400).json({
            code: 1302,
            msg: 'The recording is too large (1 MB at most)',
            data: null,
          });
        }
        return response(200).json(
          ok({
            url: `/uploads/voice/${me.account}/${randomName()}.${extensions[mimeType]}`,
            size: bytes.length,
            width: 0,
            height: 0,
            mimeType,
          }),
        );
      }
      const image = sniffImage(bytes);
      if (!image) {
        return response(400).json({
          code: 1301,
          msg: 'Wrong image format: JPG, PNG or GIF only',
          data: null,
        });
      }
      if (bytes.length > MAX_UPLOAD_BYTES) {
        return response(400).json({ code: 1302, msg: 'The image is too large', data: null });
      }
      return response(200).json(
        ok({
          url: `/uploads/${purpose}/${me.account}/${randomName()}.${extensions[image.mimeType]}`,
          size: bytes.length,
          ...image,
        }),
      );
    }),
  ];
}
