/**
 * Draws the web app manifest's PNG icons from the brand mark (public/favicon.svg): the mark at
 * 192 and 512 pixels, and a maskable 512 whose background fills the square, so the launcher's
 * mask (circle, squircle) cuts the shape; the heart already sits inside the maskable safe zone
 * (the centred circle of 80% of the width). Run once when the mark changes, and commit the PNGs:
 *   npm exec -w @heartline/web -- node build/makeIcons.ts
 * sharp is the server's dependency (apps/server), found in the repository's node_modules.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8');
const roundedCorners = / rx="\d+(\.\d+)?"/;
if (!roundedCorners.test(mark)) throw new Error('favicon.svg: no rounded background to square');
const fullBleed = mark.replace(roundedCorners, '');

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: mark },
  { file: 'icons/icon-512.png', size: 512, svg: mark },
  { file: 'icons/icon-maskable-512.png', size: 512, svg: fullBleed },
];

for (const { file, size, svg } of icons) {
  // The mark's viewBox is 24 units wide: drawn at the density that makes it `size` pixels.
  await sharp(Buffer.from(svg), { density: (72 * size) / 24 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.warn(`wrote public/${file}`);
}
