/**
 * Uploading an image to this server's storage (/file/upload): JPEG, PNG or GIF recognised by the
 * content's magic bytes (never the name or declared type), at most UPLOAD_LIMIT bytes and
 * UPLOAD_MAX_PIXELS pixels (read from the header, before any decoding), drawn again without its
 * metadata (reencodeImage.ts), stored at <purpose>/<account>/<random>.<ext> with its smaller WebP
 * copies beside it (renditions.ts) and recorded in uploads (so later calls can tell the caller's
 * own uploads from anyone else's). Album and burn
 * uploads land in the private key space (providers/storage/imageKeys.ts): their address is what
 * the uploads table and the client keep, but only signed /api/image/ addresses serve them.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '@heartline/sdk/schema';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { UploadedPart } from '../../contract/context.ts';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';
import { insertUpload } from './queries.ts';
import { reencodeImage, type ImageMime } from './reencodeImage.ts';
import { storeRenditions } from './renditions.ts';
import { uploadVoice } from './voiceUpload.ts';

type UploadPurpose = components['schemas']['UploadPurpose'];
type UploadedFile = components['schemas']['UploadedFile'];

const purposes: readonly UploadPurpose[] = [
  'avatar',
  'album',
  'dynamic',
  'chat',
  'burn',
  'selfie',
  'voice',
];
const extensionOf = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const;

const isImageMime = (mime: string | undefined): mime is ImageMime =>
  mime !== undefined && mime in extensionOf;

export async function uploadImage(
  services: Services,
  me: User,
  files: UploadedPart[],
  fields: Record<string, string>,
  language: Language,
): Promise<UploadedFile> {
  const unknown = Object.keys(fields).find((name) => name !== 'purpose');
  if (unknown)
    throw new AppError(400, { key: 'validation.unknownField', params: { field: unknown } });
  const strayFile = files.find((part) => part.field !== 'file');
  if (strayFile) {
    throw new AppError(400, { key: 'validation.unknownField', params: { field: strayFile.field } });
  }
  const file = files[0];
  if (!file) {
    throw new AppError(400, {
      key: 'validation.required',
      params: { field: t(language, 'field.file') },
    });
  }
  const purpose = fields.purpose as UploadPurpose | undefined;
  if (!purpose || !purposes.includes(purpose)) throw new AppError(400);
  if (purpose === 'voice') return uploadVoice(services, me, file.bytes);

  const { config } = services;
  // The multipart limit stops larger files first; this keeps the rule if that limit changes.
  if (file.bytes.length > config.UPLOAD_LIMIT) throw new AppError(1302);
  const mimeType = (await fileTypeFromBuffer(file.bytes))?.mime;
  if (!isImageMime(mimeType)) throw new AppError(1301);
  // A decompression bomb (a small file declaring a huge picture) stops here, undecoded.
  const declared = dimensionsOf(file.bytes);
  if (declared.width * declared.height > config.UPLOAD_MAX_PIXELS) throw new AppError(1302);
  const { bytes, width, height } = await reencodeImage(
    file.bytes,
    mimeType,
    config.UPLOAD_MAX_PIXELS,
  );
  // Rare (a tightly packed PNG drawn again), but what is stored keeps the size rule too.
  if (bytes.length > config.UPLOAD_LIMIT) throw new AppError(1302);

  const key = `${purpose}/${me.account}/${randomBytes(12).toString('hex')}.${extensionOf[mimeType]}`;
  const url = await services.storage.put(key, bytes, mimeType);
  await storeRenditions(services, key, bytes);
  await insertUpload(services.db, {
    user_id: me.id,
    url,
    purpose,
    mime_type: mimeType,
    size: bytes.length,
    width,
    height,
    created_at: services.now(),
  });
  return { url, width, height, size: bytes.length, mimeType };
}

/** A file with the right magic bytes but no readable size is not an image either. */
function dimensionsOf(bytes: Buffer): { width: number; height: number } {
  try {
    const { width, height } = imageSize(bytes);
    if (width >= 1 && height >= 1) return { width, height };
  } catch {
    // Truncated or corrupt: answered as a wrong format below.
  }
  throw new AppError(1301);
}
