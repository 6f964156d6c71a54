/**
 * Liking a dynamic (/dynamic/support): idempotent both ways. Only a new like notifies the
 * author, so liking, unliking and liking again does not flood their notifications.
 */
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { recordInteraction } from '../notification/recordInteraction.ts';
import { countVisible } from './dynamicView.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';
import { activeUsersById, deleteLike, insertLike, likeCounts } from './queries/dynamics.ts';

export async function likeDynamic(services: Services, me: User, id: number, support: boolean) {
  const { db } = services;
  const row = await liveDynamicOr404(db, id, me.id);
  const now = services.now();
  if (support) {
    const inserted = await insertLike(db, row.id, me.id, now);
    if (inserted) {
      await recordInteraction(db, {
        type: 'like',
        userId: row.user_id,
        actorId: me.id,
        dynamicId: row.id,
        preview: row.images[0] ?? null,
        at: now,
      });
    }
  } else {
    await deleteLike(db, row.id, me.id);
  }
  const author = (await activeUsersById(db, [row.user_id])).get(row.user_id);
  const visible = author !== undefined && countVisible(author, me, author.show_likes);
  const likes = visible ? ((await likeCounts(db, [row.id])).get(row.id) ?? 0) : null;
  return { supported: support, likes };
}
