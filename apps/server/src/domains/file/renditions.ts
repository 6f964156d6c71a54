/**
 * Every uploaded photo in the sizes it is shown at. Beside each JPEG and PNG upload
 * (`<folder>/<account>/<24 hex>.<jpg|png>`, imageUpload.ts) the storage holds WebP copies
 * RENDITION_WIDTHS wide under `<key>.w<width>.webp`, never wider than the upload itself; the web
 * app lists them in `srcset` (packages/ui's responsiveImage) and the browser loads the one that
 * fits. They sit in the upload's own folder, so they have its visibility: public ones under
 * /uploads/, private ones (album, burn) only through the signed /api/image/ route, where the
 * address signed for the upload also opens its copies (imageRoutes.ts).
 *
 * Drawn at upload from the re-encoded image (no metadata to carry), and on first request for
 * uploads made before they existed (or copied without them): only known widths of an upload
 * that is stored, one drawing per copy at a time, at most DRAWING_SLOTS drawings at once and
 * WAITING_ROOM waiting. A request that finds the room full is answered with the upload itself.
 * GIFs keep their frames and get no copies (the web app shows them as they are); uploads straight
 * to Qiniu or OSS never pass through here, so they have none either and are shown as they are.
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import type { ImageStorage } from '../../providers/storage/ImageStorage.ts';
import type { Services } from '../../services.ts';

/** Thumbnails and avatars, feed and chat pictures, a phone screen's width at 3x. */
export const RENDITION_WIDTHS = [160, 480, 1080] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

const WEBP_QUALITY = 80;
/** Drawing is CPU work: leave the other requests a core. */
const DRAWING_SLOTS = Math.max(1, Math.min(2, availableParallelism() - 1));
const WAITING_ROOM = 16;
/** Copies a bucket is known to hold, remembered up to this many (then asked about again). */
const REMEMBERED = 10_000;

/** The name imageUpload.ts gives a JPEG or PNG upload (and privateCopies.ts its private copy). */
const uploadKey = /^[a-z]+\/[A-Za-z0-9_-]+\/[0-9a-f]{24}\.(?:jpg|png)$/;
const renditionSuffix = /\.w([1-9]\d{0,4})\.webp$/;

export const hasRenditions = (key: string): boolean => uploadKey.test(key);

export const isRenditionWidth = (width: number): width is RenditionWidth =>
  (RENDITION_WIDTHS as readonly number[]).includes(width);

export const renditionKey = (key: string, width: RenditionWidth): string => `${key}.w${width}.webp`;

/** `avatar/1/ab….jpg.w480.webp` -> the upload's key and the width asked for (any number). */
export function parseRenditionKey(key: string): { original: string; width: number } | null {
  const match = renditionSuffix.exec(key);
  if (!match) return null;
  return { original: key.slice(0, match.index), width: Number(match[1]) };
}

/** The copy `width` wide (or the image's own width, if smaller), as WebP without metadata. */
export async function drawRendition(image: Buffer, width: number, maxPixels: number) {
  return sharp(image, { limitInputPixels: maxPixels, failOn: 'none' })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * Draws and stores every copy of an upload just stored (its bytes as stored). A copy that fails
 * is left to be drawn on first request: the upload itself is stored and answered.
 */
export async function storeRenditions(
  services: Pick<Services, 'storage' | 'config' | 'log'>,
  key: string,
  image: Buffer,
): Promise<void> {
  if (!hasRenditions(key)) return;
  const { storage, config, log } = services;
  await Promise.all(
    RENDITION_WIDTHS.map(async (width) => {
      const target = renditionKey(key, width);
      try {
        const bytes = await drawing.run(() =>
          drawRendition(image, width, config.UPLOAD_MAX_PIXELS),
        );
        await storage.put(target, bytes, 'image/webp');
      } catch (error) {
        log.warn({ err: error, key: target }, 'could not draw an image copy at upload');
      }
    }),
  );
}

/**
 * Makes sure a copy of a stored upload exists before it is served: `stored` when it does (drawn
 * now if it was missing), `missing` when the upload itself is not stored, `busy` when it could not
 * be drawn now (too many drawings waiting, or the upload could not be decoded): serve the upload.
 */
export async function ensureRendition(
  services: Pick<Services, 'storage' | 'config' | 'log'>,
  key: string,
  width: RenditionWidth,
): Promise<'stored' | 'missing' | 'busy'> {
  const { storage } = services;
  const state = stateOf(storage);
  const target = renditionKey(key, width);
  if (state.stored.has(target)) return 'stored';
  let pending = state.drawing.get(target);
  if (!pending) {
    pending = findOrDraw(services, key, width).finally(() => state.drawing.delete(target));
    state.drawing.set(target, pending);
  }
  const outcome = await pending;
  // A bucket is asked once per copy; a local folder every time (a file check costs nothing).
  if (outcome === 'stored' && !storage.localDir) remember(state.stored, target);
  return outcome;
}

async function findOrDraw(
  services: Pick<Services, 'storage' | 'config' | 'log'>,
  key: string,
  width: RenditionWidth,
): Promise<'stored' | 'missing' | 'busy'> {
  const { storage, config, log } = services;
  const target = renditionKey(key, width);
  try {
    if (await storage.has(target)) return 'stored';
    if (drawing.full) return 'busy';
    return await drawing.run(async () => {
      const image = await storage.read(key);
      if (!image) return 'missing';
      const bytes = await drawRendition(image, width, config.UPLOAD_MAX_PIXELS);
      await storage.put(target, bytes, 'image/webp');
      return 'stored';
    });
  } catch (error) {
    log.warn({ err: error, key: target }, 'could not draw an image copy; serving the upload');
    return 'busy';
  }
}

interface StorageState {
  stored: Set<string>;
  drawing: Map<string, Promise<'stored' | 'missing' | 'busy'>>;
}

const states = new WeakMap<ImageStorage, StorageState>();

function stateOf(storage: ImageStorage): StorageState {
  let state = states.get(storage);
  if (!state) {
    state = { stored: new Set(), drawing: new Map() };
    states.set(storage, state);
  }
  return state;
}

function remember(set: Set<string>, key: string) {
  if (set.size >= REMEMBERED) set.clear();
  set.add(key);
}

/** At most `slots` jobs at once; the others wait their turn, in order. */
export class DrawingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly slots: number;
  private readonly room: number;

  constructor(slots: number, room: number) {
    this.slots = slots;
    this.room = room;
  }

  /** Every slot taken and the waiting room full. */
  get full(): boolean {
    return this.running >= this.slots && this.waiting.length >= this.room;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running += 1;
    else await new Promise<void>((start) => this.waiting.push(start));
    try {
      return await job();
    } finally {
      // The slot goes to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const drawing = new DrawingQueue(DRAWING_SLOTS, WAITING_ROOM);
