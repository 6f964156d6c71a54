/**
 * Burn-after-reading dynamics (decisions.md): a viewer who tapped the blurred images is recorded
 * here, and from then on gets the dynamic as "image burned" (no images, `burned` 1), and the
 * images' signed addresses stop serving them (`checkDynamicImageViewer`). The author always sees
 * the images, so the author's own call records nothing. Their images are kept in the private key
 * space (publishing.ts).
 */
import type { DynamicRow, User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { invalidField } from '../../http/fieldError.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';
import { insertBurn, openedBurns } from './queries/dynamics.ts';

export async function burnImagesFor(
  services: Services,
  me: User,
  id: number,
  language: Language,
): Promise<void> {
  const { db } = services;
  const row = await liveDynamicOr404(db, id, me.id);
  if (row.burn_after_reading !== 1) throw invalidField(language, 'id');
  if (row.user_id === me.id) return;
  await insertBurn(db, row.id, me.id, services.now());
}

/**
 * Whether a dynamic's images are burned for the viewer: never in a dynamic that does not burn,
 * never for its author; for anyone else once they opened them (`openedAt`; when `openedBy` is
 * given, opened at or before it).
 */
export function imagesBurnedFor(
  row: Pick<DynamicRow, 'burn_after_reading' | 'user_id'>,
  viewerId: number,
  openedAt: Date | undefined,
  openedBy?: Date,
): boolean {
  if (row.burn_after_reading !== 1 || row.user_id === viewerId || !openedAt) return false;
  return openedBy === undefined || openedAt.getTime() <= openedBy.getTime();
}

/**
 * Whether the viewer may load the image at `url` of dynamic `dynamicId` now (its signed address
 * being served): a live dynamic holding this image, not burned for the viewer: opened no longer
 * ago than BURN_IMAGE_VIEW_SECONDS (the app shows the images after opening). 404 otherwise.
 */
export async function checkDynamicImageViewer(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  viewer: Pick<User, 'id'>,
  dynamicId: number,
  url: string,
): Promise<void> {
  const { db } = services;
  const row = await liveDynamicOr404(db, dynamicId, viewer.id);
  if (!row.images.includes(url)) throw notFound();
  const opened = await openedBurns(db, viewer.id, [row.id]);
  const openedBy = new Date(
    services.now().getTime() - services.config.BURN_IMAGE_VIEW_SECONDS * 1000,
  );
  if (imagesBurnedFor(row, viewer.id, opened.get(row.id), openedBy)) throw notFound();
}
