/**
 * Announcements (/message/notices): newest first, in the caller's language (English when a
 * notice lacks it). `read` is the caller's state before this call; the notices on the page are
 * then marked read for the caller (notice_reads), which lowers the unread count of announcements.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { localizedText } from './localizedText.ts';
import { countAnnouncements, listAnnouncementsPage, markAnnouncementsRead } from './queries.ts';

type Announcement = components['schemas']['Announcement'];

export async function listAnnouncements(
  services: Services,
  me: User,
  page: PageRequest,
  language: Language,
) {
  const { db } = services;
  const [{ total }, rows] = await Promise.all([
    countAnnouncements(db),
    listAnnouncementsPage(db, me.id, page),
  ]);
  const unread = rows.filter((r) => !r.wasRead);
  if (unread.length) {
    await markAnnouncementsRead(
      db,
      me.id,
      unread.map((r) => r.id),
    );
  }
  const records: Announcement[] = rows.map((r) => ({
    id: r.id,
    title: localizedText(r.title, language),
    content: localizedText(r.content, language),
    createTime: r.created_at.toISOString(),
    read: r.wasRead ? 1 : 0,
  }));
  return pageResult(page, total, records);
}
