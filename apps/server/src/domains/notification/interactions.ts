/**
 * Interactive notifications (/interact/list): what others did to the caller, newest first,
 * optionally of one kind. Seeing who liked me is an SVIP privilege (decisions.md): below SVIP a
 * like is listed without its author. `read` is the state before this call; the page is then
 * marked read. Notifications by users who cancelled since vanish with them. A preview that is a
 * private image (a burn-after-reading dynamic's, shown to its author) is signed for the caller.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toUserBrief, vipLevelOn } from '../user/views.ts';
import {
  countInteractions,
  listInteractionsPage,
  listUsersByIds,
  markInteractionsRead,
} from './queries.ts';

type Interaction = components['schemas']['Interaction'];
type InteractionType = components['schemas']['InteractionType'];

export async function listInteractions(
  services: Services,
  me: User,
  type: InteractionType | undefined,
  page: PageRequest,
) {
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    countInteractions(db, me.id, type),
    listInteractionsPage(db, me.id, type, page),
  ]);
  const actorIds = [...new Set(rows.map((r) => r.actor_id))];
  const actors = actorIds.length ? await listUsersByIds(db, actorIds) : [];
  const actorById = new Map(actors.map((a) => [a.id, a]));

  const unreadIds = rows.filter((r) => r.read === 0).map((r) => r.id);
  if (unreadIds.length) {
    await markInteractionsRead(db, unreadIds);
  }

  const now = services.now();
  const seesLikers = vipLevelOn(me, now) === 2;
  const links = imageLinksFor(services, me.im_account);
  const records: Interaction[] = rows.map((r) => {
    const actor = actorById.get(r.actor_id);
    const hidden = r.type === 'like' && !seesLikers;
    return {
      id: r.id,
      type: r.type as InteractionType,
      user: actor && !hidden ? toUserBrief(actor, now) : null,
      dynamicId: r.dynamic_id,
      content: r.content,
      image:
        r.preview && r.dynamic_id
          ? links(r.preview, { kind: 'dynamic', id: r.dynamic_id })
          : r.preview,
      read: r.read ? 1 : 0,
      createTime: r.created_at.toISOString(),
    };
  });
  return pageResult(page, total, records);
}
