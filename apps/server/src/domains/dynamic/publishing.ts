/**
 * Publishing, deleting and pinning the caller's dynamics. A dynamic needs share content and at
 * least one image (1401), and every image must be one the caller uploaded (through /file/upload
 * or into the caller's folder of the cloud bucket), so nobody posts another user's pictures.
 * A burn-after-reading dynamic's images are kept in the private key space (copied there from
 * their public upload), so only their signed addresses serve them (burnAfterReading.ts).
 * One dynamic per user is pinned: pinning one unpins the one before, in one transaction.
 */
import type { Db } from '../../db/database.ts';
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

export interface ReleaseInput {
  content?: string;
  images?: string[];
  burnAfterReading?: 0 | 1;
  top?: 0 | 1;
}

export async function releaseDynamic(
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
    return trx
      .insertInto('dynamics')
      .values({
        user_id: me.id,
        content,
        images: JSON.stringify(images),
        burn_after_reading: burns ? 1 : 0,
        top,
        language: detectLanguage(content),
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return shapeDynamic(services, me, row, now);
}

/** Deletes the caller's dynamic with its likes, comments and the notifications about it. */
export async function deleteDynamic(services: Services, me: User, id: number): Promise<void> {
  const { db } = services;
  const row = await ownDynamicOr403(db, me, id);
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('dynamics')
      .set({ deleted_at: now, top: 0 })
      .where('id', '=', row.id)
      .execute();
    await trx.deleteFrom('dynamic_likes').where('dynamic_id', '=', row.id).execute();
    await trx
      .updateTable('comments')
      .set({ deleted_at: now })
      .where('dynamic_id', '=', row.id)
      .where('deleted_at', 'is', null)
      .execute();
    // A notification would only lead to a dynamic that answers 404.
    await trx.deleteFrom('interactions').where('dynamic_id', '=', row.id).execute();
  });
}

/** Pins (unpinning the one before) or unpins the caller's dynamic; another's: 403 code 1402. */
export async function setDynamicTop(services: Services, me: User, id: number, top: boolean) {
  const { db } = services;
  const row = await ownDynamicOr403(db, me, id, 1402);
  await db.transaction().execute(async (trx) => {
    if (top) await unpinAll(trx, me.id);
    await trx
      .updateTable('dynamics')
      .set({ top: top ? 1 : 0 })
      .where('id', '=', row.id)
      .execute();
  });
  return { id: row.id, top };
}

/** Unpins the user's dynamics, holding the user's row so two pins at once cannot both stay. */
async function unpinAll(db: Db, userId: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  await db
    .updateTable('dynamics')
    .set({ top: 0 })
    .where('user_id', '=', userId)
    .where('top', '=', 1)
    .execute();
}
