/**
 * How long browsers (and shared caches) keep the files this server serves, as `setHeaders` of
 * @fastify/static (registered with `cacheControl: false`, so these are the only rules):
 * - the web app's hashed files (/assets/<name>-<hash>.<ext>, Vite's content hashes): a year,
 *   immutable; new content always comes under a new name;
 * - its HTML shell (index.html, also the answer to the app's own routes): revalidated on every
 *   visit (`no-cache`), so a deployment's new script names are seen at once;
 * - its service worker (/sw.js): revalidated on every visit too, so a new version's worker (and
 *   the new shell it keeps offline) is found at once rather than an hour later;
 * - its other public files (robots.txt, the manifest, icons, the footer's /pages/): an hour;
 * - uploaded images: a year, immutable, for the uploads' random names (<folder>/<account>/<24 hex
 *   digits>.<ext>, drawn afresh for each upload and never written again) and their smaller copies
 *   (<name>.w<width>.webp, drawn from them alone); an hour for the
 *   pictures the server draws under fixed names (initial avatars, gift Twemoji, demo pictures),
 *   which a new version may draw differently.
 * API answers are never kept (noStore.ts), private images included.
 */
import type { Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const ONE_HOUR = 'public, max-age=3600';

type SetHeaders = (reply: FastifyReply, file: string, stat: Stats) => void;

/** Vite's output names: `index-BpK8rV6m.js`, `FloatingChatWindow.css.ts-BAfIrwfa.css`. */
const hashedAsset = /^assets\/[^/]+-[\w-]{8,}\.[a-z0-9]+$/i;
/** What imageUpload.ts names an upload (12 random bytes in hex), and its copies (renditions.ts). */
const randomUpload = /\/[0-9a-f]{24}\.[a-z]+(?:\.w\d+\.webp)?$/;
/** The compressed copies @fastify/static's `preCompressed` sends in place of a file. */
const compressedCopy = /\.(br|gz)$/;

/** The `Cache-Control` of a file of the built web app, by its path inside the build. */
export function webCacheControl(file: string): string {
  if (hashedAsset.test(file)) return IMMUTABLE;
  if (file === 'index.html' || file === 'sw.js') return REVALIDATE;
  return ONE_HOUR;
}

/** The `Cache-Control` of a public upload, by its key (`avatar/100001/9f2c....jpg`). */
export function uploadCacheControl(key: string): string {
  return randomUpload.test(`/${key}`) ? IMMUTABLE : ONE_HOUR;
}

/** `setHeaders` for a static root whose files are judged by `rule` (given the path inside it). */
export function cachingHeaders(root: string, rule: (file: string) => string): SetHeaders {
  return (reply, file) => {
    const inside = path.relative(root, file).split(path.sep).join('/').replace(compressedCopy, '');
    reply.header('cache-control', rule(inside));
  };
}
