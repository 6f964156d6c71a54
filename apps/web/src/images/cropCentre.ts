/** A cropped avatar is at most this many pixels a side (it shows at 160 px at most). */
const maxSide = 1080;

/**
 * The square the round avatar preview shows (packages/ui RegisterForm): the centre of the
 * picture, `zoom` times closer (1 to 3). At zoom 1 the picture goes up as chosen (the avatar is
 * drawn with object-fit: cover, which shows that same centre), so a GIF keeps its animation.
 */
export async function cropCentre(file: File, zoom: number): Promise<File> {
  if (zoom <= 1) return file;
  const bitmap = await createImageBitmap(file);
  const side = Math.min(bitmap.width, bitmap.height) / zoom;
  const size = Math.max(1, Math.round(Math.min(side, maxSide)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  // A PNG keeps its transparency; a JPEG stays a JPEG; a GIF's first frame becomes a PNG.
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) return file;
  const name = file.name.replace(/\.\w+$/, '') + (type === 'image/jpeg' ? '.jpg' : '.png');
  return new File([blob], name, { type, lastModified: file.lastModified });
}
