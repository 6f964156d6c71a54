/**
 * Announcements (/message/notices): newest first, in the caller's language (English when a
 * notice lacks it). `read` is the caller's state before this call; the notices on the page are
 * then marked read for the caller (notice_reads), which lowers the unread count of announcements.
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { localizedText } from './localizedText.ts';

type Notice = components['schemas']['Notice'];

export async function listNotices(
  services: Services,
  me: User,
  page: PageRequest,
  language: Language,
) {
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('notices')
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notices')
      .selectAll('notices')
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('notice_reads')
              .select('notice_reads.notice_id')
              .whereRef('notice_reads.notice_id', '=', 'notices.id')
              .where('notice_reads.user_id', '=', me.id),
          )
          .as('wasRead'),
      )
      .orderBy('notices.created_at', 'desc')
      .orderBy('notices.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  const unread = rows.filter((r) => !r.wasRead);
  if (unread.length) {
    await db
      .insertInto('notice_reads')
      .values(unread.map((r) => ({ notice_id: r.id, user_id: me.id })))
      .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
      .execute();
  }
  const records: Notice[] = rows.map((r) => ({
    id: r.id,
    title: localizedText(r.title, language),
    content: localizedText(r.content, language),
    createTime: r.created_at.toISOString(),
    read: r.wasRead ? 1 : 0,
  }));
  return pageResult(page, total, records);
}
