/**
 * A voice message's recording (/file/upload purpose voice): WebM (Matroska), Ogg or MP4 audio
 * recognised by its magic bytes alone (never the name or declared type), at most
 * VOICE_UPLOAD_LIMIT bytes, stored as it came at voice/<account>/<random>.<ext> and recorded in
 * uploads with purpose voice, which only a voice message's ext.url accepts (gateway
 * imageMessages.ts); no image field takes it (album/ownUpload.ts).
 */
import { randomBytes } from 'node:crypto';
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { insertUpload } from './queries.ts';

type UploadedFile = components['schemas']['UploadedFile'];
type VoiceMime = Extract<UploadedFile['mimeType'], `audio/${string}`>;

const extensionOf: Record<VoiceMime, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

const startsWith = (bytes: Buffer, offset: number, magic: number[]) =>
  bytes.length >= offset + magic.length && magic.every((byte, i) => bytes[offset + i] === byte);

/** The recording's type from its first bytes: the EBML header, `OggS`, or `ftyp` at byte 4. */
export function voiceMimeOf(bytes: Buffer): VoiceMime | null {
  if (startsWith(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'audio/webm';
  if (startsWith(bytes, 0, [0x4f, 0x67, 0x67, 0x53])) return 'audio/ogg';
  if (startsWith(bytes, 4, [0x66, 0x74, 0x79, 0x70])) return 'audio/mp4';
  return null;
}

export async function uploadVoice(
  services: Services,
  me: User,
  bytes: Buffer,
): Promise<UploadedFile> {
  if (bytes.length > services.config.VOICE_UPLOAD_LIMIT) {
    throw new AppError(1302, { key: 'upload.voiceTooLarge' });
  }
  const mimeType = voiceMimeOf(bytes);
  if (!mimeType) throw new AppError(1301, { key: 'upload.voiceWrongFormat' });
  const key = `voice/${me.account}/${randomBytes(12).toString('hex')}.${extensionOf[mimeType]}`;
  const url = await services.storage.put(key, bytes, mimeType);
  await insertUpload(services.db, {
    user_id: me.id,
    url,
    purpose: 'voice',
    mime_type: mimeType,
    size: bytes.length,
    width: 0,
    height: 0,
    created_at: services.now(),
  });
  return { url, width: 0, height: 0, size: bytes.length, mimeType };
}
