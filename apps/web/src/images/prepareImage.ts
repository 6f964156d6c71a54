import imageCompression from 'browser-image-compression';

/** The image types members may upload (spec section 5). */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif'] as const;

/** For `<input type="file" accept=...>`. */
export const acceptImages = acceptedImageTypes.join(',');

/** Images larger than this are compressed before upload (spec section 9). */
export const compressAbove = 102_400;

/** Compressed images fit in 1920 x 1080, turned to the image's own orientation. */
const longSide = 1920;
const shortSide = 1080;

export class RejectedImageError extends Error {
  constructor(readonly file: File) {
    super(`Not a JPG, PNG or GIF image: ${file.name}`);
  }
}

export const isAcceptedImage = (file: File) =>
  (acceptedImageTypes as readonly string[]).includes(file.type);

/**
 * The largest side the compressed image may have: the 1920 x 1080 box turned to the image's
 * orientation, so a portrait photo is at most 1080 wide and 1920 high. Never enlarges.
 */
export function maxSideFor(width: number, height: number): number {
  const landscape = width >= height;
  const scale = Math.min(
    1,
    (landscape ? longSide : shortSide) / width,
    (landscape ? shortSide : longSide) / height,
  );
  return Math.round(Math.max(width, height) * scale);
}

/**
 * Checks the type (throws RejectedImageError otherwise) and compresses JPG and PNG images over
 * 100 KB at quality 0.5 within 1920 x 1080. GIFs go up as they are: redrawing one on a canvas
 * would keep only its first frame.
 */
export async function prepareImage(file: File): Promise<File> {
  if (!isAcceptedImage(file)) throw new RejectedImageError(file);
  if (file.size <= compressAbove || file.type === 'image/gif') return file;
  const bitmap = await createImageBitmap(file);
  const maxWidthOrHeight = maxSideFor(bitmap.width, bitmap.height);
  bitmap.close();
  const compressed = await imageCompression(file, {
    initialQuality: 0.5,
    maxWidthOrHeight,
    // On this thread: the library's worker is a blob: script that loads the library again from
    // a CDN, which the server's Content-Security-Policy rightly refuses (no blob: workers, no
    // third-party scripts). One photo at a time, the work is the same.
    useWebWorker: false,
    // Keep the member's format; the library would otherwise keep PNG transparency as PNG anyway.
    fileType: file.type,
  });
  // Compression can, rarely, make a small, already-optimised image bigger.
  const smaller = compressed.size < file.size ? compressed : file;
  return new File([smaller], file.name, { type: smaller.type, lastModified: file.lastModified });
}
