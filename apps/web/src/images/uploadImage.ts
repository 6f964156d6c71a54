import type { Schema } from '@heartline/sdk';
import { i18n } from '../i18n/i18n';
import { sdk } from '../sdk';
import { notify, notifyFailure } from '../stores/toasts';
import { prepareImage, RejectedImageError } from './prepareImage';

/** What a finished upload answers: the image's /uploads/ address and its size in bytes. */
export type UploadedImage = { url: string; size: number };

export type UploadOptions = {
  /** The storage folder: avatar, album, dynamic, chat or burn. */
  purpose: Schema<'UploadPurpose'>;
  /** Called with 0..1 while the bytes go out (compression comes first, at 0). */
  onProgress?: (fraction: number) => void;
};

/**
 * Checks, compresses and uploads one image for a store. Resolves to the uploaded image, or to
 * null after telling the member why not (wrong type, or the server's message), so callers only
 * handle success.
 */
export async function uploadImage(file: File, { purpose, onProgress }: UploadOptions) {
  try {
    onProgress?.(0);
    const prepared = await prepareImage(file);
    const uploaded = await sdk.file.upload({
      file: prepared,
      purpose,
      onProgress: ({ fraction }) => onProgress?.(fraction),
    });
    return uploaded as UploadedImage;
  } catch (error) {
    if (error instanceof RejectedImageError) {
      notify({ tone: 'error', title: i18n.t('images.wrongType') });
    } else {
      notifyFailure(error, i18n.t('images.uploadFailed'));
    }
    return null;
  }
}
