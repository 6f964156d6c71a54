/**
 * Publishing, deleting and pinning the caller's dynamics. A dynamic needs share content and at
 * least one image (1401), and every image must be one the caller uploaded (through /file/upload
 * or into the caller's folder of the cloud bucket), so nobody posts another user's pictures.
 * A burn-after-reading dynamic's images are kept in the private key space (copied there from
 * their public upload), so only their signed addresses serve them (burnAfterReading.ts).
 * One dynamic per user is pinned: pinning one unpins the one before, in one transaction.
 */
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { isOwnUpload } from '../album/ownUpload.ts';
import { privateCopyOf } from '../file/privateCopies.ts';
import { invalidField } from '../../http/fieldError.ts';
import { detectLanguage } from '../translation/contentLanguage.ts';
import { shapeDynamic } from './dynamicView.ts';
import { ownDynamicOr403 } from './liveDynamics.ts';
import {
  insertDynamic,
  markDynamicDeleted,
  setDynamicPinned,
  unpinAll,
} from './queries/dynamics.ts';

export interface ReleaseInput {
  content?: string;
  images?: string[];
  burnAfterReading?: 0 | 1;
  top?: 0 | 1;
}

export async function publishDynamic(
  services: Services,
  me: User,
  input: ReleaseInput,
  language: Language,
) {
  const { db, config } = services;
  const content = input.content ?? '';
  const given = input.images ?? [];
  // Checked here rather than by the schema, so the caller gets the specific code 1401.
  if (content.trim() === '' || given.length === 0) throw new AppError(1401);
  for (const url of given) {
    if (!(await isOwnUpload(db, config, me, url))) throw invalidField(language, 'images');
  }
  const burns = input.burnAfterReading === 1;
  const images = burns
    ? await Promise.all(given.map((url) => privateCopyOf(services, me, url, 'burn')))
    : given;
  const now = services.now();
  const top = input.top === 1 ? 1 : 0;
  const row = await db.transaction().execute(async (trx) => {
    if (top) await unpinAll(trx, me.id);
    return insertDynamic(trx, {
      userId: me.id,
      content,
      images,
      burnAfterReading: burns ? 1 : 0,
      top,
      language: detectLanguage(content),
      at: now,
    });
  });
  return shapeDynamic(services, me, row, now);
}

/** Deletes the caller's dynamic with its likes, comments and the notifications about it. */
export async function deleteDynamic(services: Services, me: User, id: number): Promise<void> {
  const { db } = services;
  const row = await ownDynamicOr403(db, me, id);
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    await markDynamicDeleted(trx, row.id, now);
  });
}

/** Pins (unpinning the one before) or unpins the caller's dynamic; another's: 403 code 1402. */
export async function setDynamicTop(services: Services, me: User, id: number, top: boolean) {
  const { db } = services;
  const row = await ownDynamicOr403(db, me, id, 1402);
  await db.transaction().execute(async (trx) => {
    if (top) await unpinAll(trx, me.id);
    await setDynamicPinned(trx, row.id, top);
  });
  return { id: row.id, top };
}
