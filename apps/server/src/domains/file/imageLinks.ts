/**
 * Signed addresses of private images (album photos, burn-after-reading images). An image in the
 * storage's private key space (providers/storage/imageKeys.ts) reaches a viewer only as
 *
 *   /api/image/<key>?ctx=<album|dynamic|chat|photoVerification>-<id>&viewer=<IM account>&exp=<unix s>&sig=<HMAC>
 *
 * issued by the view that decided the viewer may see it (an album photo, a dynamic, a chat
 * message: `ctx`), valid IMAGE_URL_TTL_SECONDS, and checked again when served (imageRoutes.ts):
 * the signature, the expiry, and the rule of its context for that viewer at that moment. `sig` is
 * HMAC-SHA256 with the server's secret over the key, context, viewer and expiry. Any other address
 * (public images, cloud buckets) is shown as it is.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { API_PREFIX } from '../../contract/registerOperations.ts';
import { AppError, forbidden } from '../../http/AppError.ts';
import { isPrivateKey } from '../../providers/storage/imageKeys.ts';
import type { Services } from '../../services.ts';

export const IMAGE_ROUTE = `${API_PREFIX}/image/`;

export type ImageContextKind = 'album' | 'dynamic' | 'chat' | 'photoVerification';

/** Where a viewer was shown the image: an album photo, a dynamic or a chat message, by id. */
export interface ImageContext {
  kind: ImageContextKind;
  id: number;
}

/** One viewer's addresses: a private image's signed for them, any other as it is. */
export type ImageLinks = (url: string, context: ImageContext) => string;

type LinkServices = Pick<Services, 'config' | 'storage' | 'now'>;

/** Signed addresses stay the same for a minute, so a page shown twice is not loaded twice. */
const EXPIRY_STEP_SECONDS = 60;

export function imageLinksFor(services: LinkServices, viewer: string): ImageLinks {
  const { config, storage } = services;
  const nowSeconds = services.now().getTime() / 1000;
  const exp =
    Math.ceil((nowSeconds + config.IMAGE_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) *
    EXPIRY_STEP_SECONDS;
  return (url, context) => {
    const key = storage.keyOf(url);
    if (key === null || !isPrivateKey(key)) return url;
    const ctx = `${context.kind}-${context.id}`;
    const sig = signature(config, { key, ctx, viewer, exp });
    const query = new URLSearchParams({ ctx, viewer, exp: String(exp), sig });
    return `${IMAGE_ROUTE}${key}?${query.toString()}`;
  };
}

/** What a valid signed address grants: this viewer, this image, in this context. */
export interface ImageGrant {
  key: string;
  viewer: string;
  context: ImageContext;
  /** When the address stops working. */
  expiresAt: Date;
}

/**
 * Checks a signed address (its key and query) and answers what it grants; 403 when the signature
 * does not match, the address expired or a part is missing; 404 for a key outside the private
 * space (nothing public is served here).
 */
export function verifyImageLink(
  services: Pick<Services, 'config' | 'now'>,
  key: string,
  query: Record<string, unknown>,
): ImageGrant {
  if (!isPrivateKey(key)) throw new AppError(404);
  const { ctx, viewer, exp, sig } = query;
  if (typeof ctx !== 'string' || typeof viewer !== 'string') throw forbidden();
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) {
    throw forbidden();
  }
  const context = parseContext(ctx);
  if (!context) throw forbidden();
  const expected = Buffer.from(signature(services.config, { key, ctx, viewer, exp: Number(exp) }));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
  const expiresAt = new Date(Number(exp) * 1000);
  if (expiresAt.getTime() <= services.now().getTime()) throw forbidden();
  return { key, viewer, context, expiresAt };
}

/**
 * The stored address behind a signed one, when it is valid and was issued to this viewer (a
 * client may send back the address it was shown); any other address as it is.
 */
export function storedAddressOf(services: LinkServices, viewer: string, url: string): string {
  if (!url.startsWith(IMAGE_ROUTE)) return url;
  const [pathPart = '', search = ''] = url.slice(IMAGE_ROUTE.length).split('?', 2);
  try {
    const grant = verifyImageLink(
      services,
      pathPart,
      Object.fromEntries(new URLSearchParams(search)),
    );
    return grant.viewer === viewer ? services.storage.urlOf(grant.key) : url;
  } catch {
    return url;
  }
}

function parseContext(ctx: string): ImageContext | null {
  const match = /^(album|dynamic|chat|photoVerification)-([1-9]\d{0,15})$/.exec(ctx);
  if (!match) return null;
  return { kind: match[1] as ImageContextKind, id: Number(match[2]) };
}

function signature(
  config: Config,
  parts: { key: string; ctx: string; viewer: string; exp: number },
): string {
  return createHmac('sha256', imageUrlSecret(config))
    .update(`v1\n${parts.key}\n${parts.ctx}\n${parts.viewer}\n${parts.exp}`)
    .digest('base64url');
}

const secrets = new WeakMap<Config, Buffer>();

/**
 * The signing secret: IMAGE_URL_SECRET, else the one kept in DATA_DIR/image-url-secret (made on
 * first start, readable by the server's user only). Tests without one get a random secret per
 * configuration, never a file.
 */
export function imageUrlSecret(config: Config): Buffer {
  if (config.IMAGE_URL_SECRET) return Buffer.from(config.IMAGE_URL_SECRET);
  let secret = secrets.get(config);
  if (!secret) {
    secret =
      config.NODE_ENV === 'test' || config.DATA_DIR === 'memory'
        ? randomBytes(32)
        : Buffer.from(keptSecret(path.join(config.DATA_DIR, 'image-url-secret')));
    secrets.set(config, secret);
  }
  return secret;
}

function keptSecret(file: string): string {
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < 32) {
      throw new Error(`${file} holds no usable secret: delete it, or set IMAGE_URL_SECRET`);
    }
    return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const made = randomBytes(32).toString('base64url');
  try {
    // 'wx': a second process starting at the same moment keeps the first one's secret.
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
    return made;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
