/**
 * The lists of dynamics (/dynamic/dynamic-list) and one dynamic (/dynamic/dynamic-info):
 * the square (everyone), the friends circle (friends and self), the caller's own and one user's.
 * Own and user lists put the pinned dynamic first; all are otherwise newest first.
 */
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';
import { activeUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { shapeDynamic, shapeDynamics } from './dynamicView.ts';
import { liveDynamicOr404, liveDynamics } from './liveDynamics.ts';

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
    authorId = (await activeUserOr404(db, query.userId)).id;
  }

  let base = liveDynamics(db);
  if (authorId !== null) base = base.where('dynamics.user_id', '=', authorId);
  if (type === 'friends') {
    base = base.where((eb) =>
      eb.or([
        eb('dynamics.user_id', '=', me.id),
        eb(
          'dynamics.user_id',
          'in',
          eb.selectFrom('friendships').select('friend_id').where('user_id', '=', me.id),
        ),
      ]),
    );
  }

  let rows = base.selectAll('dynamics');
  // One author's list shows the pinned dynamic first; mixed lists are purely by time.
  if (authorId !== null) rows = rows.orderBy('dynamics.top', 'desc');
  const [{ total }, records] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    rows
      .orderBy('dynamics.created_at', 'desc')
      .orderBy('dynamics.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  const now = services.now();
  return pageResult(page, total, await shapeDynamics(services, me, records, now));
}

export async function dynamicInfo(services: Services, me: User, id: number) {
  const row = await liveDynamicOr404(services.db, id);
  return shapeDynamic(services, me, row, services.now());
}
