/**
 * Every accepted upload is drawn again by sharp (libvips) before it is stored, so what others
 * download is pixels this server wrote, never the bytes a user sent: turned upright from its EXIF
 * orientation, then written without any metadata (EXIF with its GPS position, XMP, comments, ICC
 * profiles: sharp keeps none unless asked). The format stays: JPEG as JPEG, PNG as PNG, GIF as
 * GIF with every frame and its timing (an animated GIF stays animated; GIFs carry no orientation).
 *
 * Decoding is bounded by UPLOAD_MAX_PIXELS (limitInputPixels, every frame of a GIF counted),
 * which libvips checks from the header before decoding. Damaged data is decoded as far as it
 * goes (failOn 'none', as browsers show a cut-off photo); an image that cannot be decoded at all
 * is refused as a wrong format (1301).
 */
import sharp from 'sharp';
import { AppError } from '../../http/AppError.ts';

// Uploads are decoded once: libvips' operation cache would only hold on to their memory.
sharp.cache(false);

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif';

export interface ReencodedImage {
  bytes: Buffer;
  /** Of the image as stored (after turning it upright); a GIF's frame size. */
  width: number;
  height: number;
}

const JPEG_QUALITY = 85;

export async function reencodeImage(
  bytes: Buffer,
  mimeType: ImageMime,
  maxPixels: number,
): Promise<ReencodedImage> {
  const animated = mimeType === 'image/gif';
  const input = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'none', animated });
  const output =
    mimeType === 'image/jpeg'
      ? input.rotate().jpeg({ quality: JPEG_QUALITY })
      : mimeType === 'image/png'
        ? input.rotate().png()
        : input.gif();
  try {
    const { data, info } = await output.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message)) throw new AppError(1302);
    throw new AppError(1301);
  }
}
