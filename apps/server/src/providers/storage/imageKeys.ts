/**
 * Keys of the image storage, `<folder>/<account>/<name>.<ext>`, and its private key space: album
 * photos (locked for some viewers until paid), burn-after-reading images and photo verification
 * selfies (operators only). A key in a private
 * folder is never served at a public address: the /uploads/ route refuses it, and an S3 bucket
 * must not allow public reads under these prefixes. It reaches a viewer only through a signed
 * /api/image/ address (domains/file/imageLinks.ts), checked again when served.
 */
export const privateFolders = ['album', 'burn', 'selfie'] as const;
export type PrivateFolder = (typeof privateFolders)[number];

const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  // The demo pictures of the seed (src/seed/images.ts); uploads are never SVG.
  svg: 'image/svg+xml',
  // Voice messages' recordings (domains/file/voiceUpload.ts).
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};

/** A key that cannot climb out of the folder or carry a query: `a/b.jpg`, never `../x`. */
export function isPlainKey(key: string): boolean {
  return /^[A-Za-z0-9_.\-/]+$/.test(key) && !key.split('/').some((s) => s === '..' || s === '');
}

export const isPrivateKey = (key: string): boolean =>
  isPlainKey(key) && privateFolders.some((folder) => key.startsWith(`${folder}/`));

/**
 * Whether a path under /uploads/ (as the static route sees it, `/album/1/x.png`) reaches the
 * private key space. Decoded and normalised first, and compared without case, so neither
 * `%61lbum/`, `./album/` nor `Album/` on a case-insensitive disk gets past it.
 */
export function isPrivatePath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not valid percent-encoding: judged as it is.
  }
  const segments = decoded
    .replace(/\\/g, '/')
    .split('/')
    .filter((s) => s !== '' && s !== '.');
  const first = segments[0]?.toLowerCase();
  return first !== undefined && (privateFolders as readonly string[]).includes(first);
}

/**
 * Where a private copy of a public key goes: the same name in the private folder
 * (`dynamic/100001/9f2c.jpg` -> `burn/100001/9f2c.jpg`), so copying one upload twice makes one copy.
 */
export const privateKeyFor = (folder: PrivateFolder, key: string): string =>
  `${folder}/${key.slice(key.indexOf('/') + 1)}`;

/** The content type of a stored image, from its key's extension. */
export function mimeTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return mimeTypes[extension] ?? 'application/octet-stream';
}
