/**
 * Burn-after-reading dynamics (decisions.md): a viewer who tapped the blurred images is recorded
 * here, and from then on gets the dynamic as "image burned" (no images, `burned` 1). The author
 * always sees the images, so the author's own call records nothing.
 */
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { invalidField } from '../user/fieldError.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';

export async function burnImagesFor(
  services: Services,
  me: User,
  id: number,
  language: Language,
): Promise<void> {
  const { db } = services;
  const row = await liveDynamicOr404(db, id);
  if (row.burn_after_reading !== 1) throw invalidField(language, 'id');
  if (row.user_id === me.id) return;
  await db
    .insertInto('dynamic_burns')
    .values({ dynamic_id: row.id, user_id: me.id, created_at: services.now() })
    .onConflict((oc) => oc.columns(['dynamic_id', 'user_id']).doNothing())
    .execute();
}
