/**
 * The lists of dynamics (/dynamic/dynamic-list) and one dynamic (/dynamic/dynamic-info):
 * the square (everyone), the friends circle (friends and self), the caller's own and one user's.
 * Own and user lists put the pinned dynamic first; all are otherwise newest first.
 */
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';
import { visibleUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { shapeDynamic, shapeDynamics } from './dynamicView.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';
import { countFeed, listFeedPage, type FeedFilter } from './queries/dynamics.ts';

export type FeedType = 'square' | 'friends' | 'mine' | 'user';

export async function listDynamics(
  services: Services,
  me: User,
  query: { type?: FeedType; userId?: number },
  page: PageRequest,
  language: Language,
) {
  const { db } = services;
  const type = query.type ?? 'square';
  let authorId: number | null = null;
  if (type === 'mine') authorId = me.id;
  if (type === 'user') {
    if (query.userId === undefined) {
      throw new AppError(400, {
        key: 'validation.required',
        params: { field: t(language, 'field.userId') },
      });
    }
    authorId = (await visibleUserOr404(db, me.id, query.userId)).user.id;
  }

  const filter: FeedFilter = {
    viewerId: me.id,
    authorId,
    friendsOf: type === 'friends' ? me.id : null,
  };
  const [{ total }, records] = await Promise.all([
    countFeed(db, filter),
    listFeedPage(db, filter, page),
  ]);
  const now = services.now();
  return pageResult(page, total, await shapeDynamics(services, me, records, now));
}

export async function dynamicInfo(services: Services, me: User, id: number) {
  const row = await liveDynamicOr404(services.db, id, me.id);
  return shapeDynamic(services, me, row, services.now());
}
