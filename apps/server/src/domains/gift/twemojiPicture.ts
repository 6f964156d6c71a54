/**
 * The pictures of gifts and mall goods: Twemoji's SVGs from the installed @twemoji/svg package,
 * copied into the image storage the first time each is shown (once per storage and process), so
 * their URLs work with local storage and S3 alike. Twemoji graphics: copyright Twitter, Inc. and
 * other contributors, licensed under CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ImageStorage } from '../../providers/storage/ImageStorage.ts';

const twemojiDir = path.dirname(
  createRequire(import.meta.url).resolve('@twemoji/svg/package.json'),
);

/** A Twemoji file name: code points in lower-case hex joined by hyphens (1f339, 1f1e8-1f1f3). */
const CODEPOINTS = /^[0-9a-f]{2,6}(-[0-9a-f]{2,6})*$/;

const stored = new WeakMap<ImageStorage, Map<string, Promise<string>>>();

/** The URL of the Twemoji picture `codepoints` (e.g. 1f339, a rose), stored on first use. */
export function twemojiPicture(storage: ImageStorage, codepoints: string): Promise<string> {
  if (!CODEPOINTS.test(codepoints)) throw new Error(`not a Twemoji name: ${codepoints}`);
  let urls = stored.get(storage);
  if (!urls) {
    urls = new Map();
    stored.set(storage, urls);
  }
  let url = urls.get(codepoints);
  if (!url) {
    url = readFile(path.join(twemojiDir, `${codepoints}.svg`)).then((svg) =>
      storage.put(`twemoji/${codepoints}.svg`, svg, 'image/svg+xml'),
    );
    // A failed copy (storage unreachable) is tried again on the next call, not remembered.
    const cache = urls;
    url.catch(() => cache.delete(codepoints));
    urls.set(codepoints, url);
  }
  return url;
}

/** The URLs of several pictures at once, by name. */
export async function twemojiPictures(
  storage: ImageStorage,
  names: Iterable<string>,
): Promise<Map<string, string>> {
  const unique = [...new Set(names)];
  const urls = await Promise.all(unique.map((name) => twemojiPicture(storage, name)));
  return new Map(unique.map((name, i) => [name, urls[i]!]));
}
