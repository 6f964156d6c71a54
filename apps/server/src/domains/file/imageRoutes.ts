/**
 * Where browsers load uploaded images from:
 * - /uploads/<key>: the public images of the local storage (avatars, public dynamics, chat
 *   photos, gift icons), as files; never a key of the private folders (404), whatever its
 *   spelling.
 * - /api/image/<key>?ctx&viewer&exp&sig: a private image (album photo, burn-after-reading image)
 *   for the viewer its signed address was issued to (imageLinks.ts), after checking the signature,
 *   the expiry, that the viewer's account is active, and the rule of the address's context for
 *   that viewer now (album: photo permission, 403; dynamic and chat: burned, recalled or deleted,
 *   404). The bytes come from the local folder, or by a redirect to a presigned S3 GET.
 * Either serves an upload's smaller WebP copies at `<address>.w<width>.webp` (renditions.ts),
 * drawn on first request when missing; a private image's signed address opens its copies too
 * (the same query on the copy's path: the signature covers the upload's key, the width is one of
 * RENDITION_WIDTHS or 404).
 * Not an operation of openapi.yaml: it answers images, and its failures the usual envelope.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../db/tables.ts';
import { forbidden, notFound } from '../../http/AppError.ts';
import { cachingHeaders, uploadCacheControl } from '../../http/staticCaching.ts';
import { isPlainKey, isPrivatePath } from '../../providers/storage/imageKeys.ts';
import type { Services } from '../../services.ts';
import { IMAGE_ROUTE, imageUrlSecret, verifyImageLink, type ImageGrant } from './imageLinks.ts';
import { findActiveUserByImAccount } from './queries.ts';
import {
  ensureRendition,
  hasRenditions,
  isRenditionWidth,
  parseRenditionKey,
  renditionKey,
} from './renditions.ts';

const UPLOADS = '/uploads/';

/** How long a presigned bucket address given in a redirect works. */
const REDIRECT_SECONDS = 60;

/**
 * The rule of each context a private image's address is issued in, each in its own domain (album:
 * photo permission; dynamic and chat: burned, recalled or deleted). Given by app.ts, so that the
 * file domain, which the others use for uploads, depends on none of them.
 */
export type ImageViewerRules = Record<
  ImageGrant['context']['kind'],
  (services: Services, viewer: User, id: number, url: string) => Promise<void>
>;

export async function registerImageRoutes(
  app: FastifyInstance,
  services: Services,
  rules: ImageViewerRules,
) {
  // Made (or read) at start-up, so a bad secret file stops the server rather than an image.
  imageUrlSecret(services.config);
  const { storage } = services;
  const localDir = storage.localDir;
  if (localDir) {
    await app.register(async (uploads) => {
      uploads.addHook('onRequest', (request, reply) => drawMissingCopy(services, request, reply));
      await uploads.register(fastifyStatic, {
        root: localDir,
        prefix: UPLOADS,
        decorateReply: false,
        index: false,
        allowedPath: (pathname) => !isPrivatePath(pathname),
        cacheControl: false,
        setHeaders: cachingHeaders(localDir, uploadCacheControl),
      });
    });
  }

  app.get(`${IMAGE_ROUTE}*`, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const copy = parseRenditionKey(path);
    // A copy is opened by the upload's signed address: the signature is checked on its key.
    const key = copy?.original ?? path;
    const grant = verifyImageLink(services, key, request.query as Record<string, unknown>);
    const viewer = await activeViewer(services, grant.viewer);
    await rules[grant.context.kind](services, viewer, grant.context.id, storage.urlOf(key));

    let served = key;
    if (copy) {
      if (!hasRenditions(key) || !isRenditionWidth(copy.width)) throw notFound();
      const found = await ensureRendition(services, key, copy.width);
      if (found === 'missing') throw notFound();
      if (found === 'stored') served = renditionKey(key, copy.width);
    }
    const secondsLeft = Math.ceil((grant.expiresAt.getTime() - services.now().getTime()) / 1000);
    const image = await storage.open(served, Math.min(REDIRECT_SECONDS, secondsLeft));
    if (!image) throw notFound();
    // Never kept by a browser or proxy: the next look is checked again (as every /api/ answer).
    reply.header('cache-control', 'private, no-store');
    if (image.kind === 'redirect') return reply.redirect(image.url, 302);
    return reply.type(image.mimeType).header('content-length', image.size).send(image.body);
  });
}

/**
 * Before /uploads/ serves a copy of a public upload (`<key>.w480.webp`), draws it if it is not
 * stored yet; when it cannot be drawn now, redirects to the upload itself. Anything else (other
 * widths, private folders, other files) is left to the static route, which answers it or 404.
 */
async function drawMissingCopy(services: Services, request: FastifyRequest, reply: FastifyReply) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const pathname = request.url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(UPLOADS) || isPrivatePath(pathname.slice(UPLOADS.length - 1))) return;
  let key = pathname.slice(UPLOADS.length);
  try {
    key = decodeURIComponent(key);
  } catch {
    return;
  }
  const copy = parseRenditionKey(key);
  if (!copy || !isPlainKey(key) || !hasRenditions(copy.original)) return;
  if (!isRenditionWidth(copy.width)) return;
  const found = await ensureRendition(services, copy.original, copy.width);
  if (found === 'busy') {
    // Not kept: the next look gets the copy.
    reply.header('cache-control', 'no-store');
    return reply.redirect(`${UPLOADS}${copy.original}`, 302);
  }
}

async function activeViewer(services: Services, imAccount: string): Promise<User> {
  const viewer = await findActiveUserByImAccount(services.db, imAccount);
  if (!viewer) throw forbidden();
  return viewer;
}
