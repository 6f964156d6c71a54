/**
 * A dynamic as one caller sees it (the Dynamic schema): whether the caller likes it, whether its
 * burn-after-reading images are burned for the caller (then no images; else private images are
 * shown as addresses signed for the caller), and the like and comment counts, null when the
 * author shows them only to self and the caller is someone else. Rows are shaped in batches, a
 * few queries per page whatever its size.
 */
import type { components } from '@heartline/sdk/schema';
import type { DynamicRow, User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { toUserBrief } from '../user/views.ts';
import { imagesBurnedFor } from './burnAfterReading.ts';
import { isDialogueLanguage } from '../translation/contentLanguage.ts';
import { commentCounts } from './queries/comments.ts';
import { activeUsersById, likeCounts, likedBy, openedBurns } from './queries/dynamics.ts';

export type Dynamic = components['schemas']['Dynamic'];

/** Whether the author lets this viewer see a count (show_likes / show_comments 1: self only). */
export const countVisible = (author: User, viewer: User, setting: number) =>
  setting === 0 || author.id === viewer.id;

export async function shapeDynamics(
  services: Services,
  viewer: User,
  rows: DynamicRow[],
  now: Date,
): Promise<Dynamic[]> {
  const { db } = services;
  const links = imageLinksFor(services, viewer.im_account);
  const ids = rows.map((r) => r.id);
  const [authors, likes, comments, supported, opened] = await Promise.all([
    activeUsersById(
      db,
      rows.map((r) => r.user_id),
    ),
    likeCounts(db, ids),
    commentCounts(db, ids),
    likedBy(db, viewer.id, ids),
    openedBurns(db, viewer.id, ids),
  ]);
  return rows.flatMap((row) => {
    const author = authors.get(row.user_id);
    if (!author) return [];
    // The author always sees the images; a viewer who tapped them sees "image burned".
    const isBurned = imagesBurnedFor(row, viewer.id, opened.get(row.id));
    return [
      {
        id: row.id,
        user: toUserBrief(author, now),
        content: row.content,
        images: isBurned
          ? []
          : row.images.map((url) => links(url, { kind: 'dynamic', id: row.id })),
        burnAfterReading: row.burn_after_reading as 0 | 1,
        burned: isBurned ? 1 : 0,
        top: row.top as 0 | 1,
        likes: countVisible(author, viewer, author.show_likes) ? (likes.get(row.id) ?? 0) : null,
        comments: countVisible(author, viewer, author.show_comments)
          ? (comments.get(row.id) ?? 0)
          : null,
        supported: supported.has(row.id),
        createTime: row.created_at.toISOString(),
        language: isDialogueLanguage(row.language) ? row.language : null,
      },
    ];
  });
}

export async function shapeDynamic(
  services: Services,
  viewer: User,
  row: DynamicRow,
  now: Date,
): Promise<Dynamic> {
  const [shaped] = await shapeDynamics(services, viewer, [row], now);
  // liveDynamicOr404 has checked the author; a cancellation in between is a plain 404.
  if (!shaped) throw notFound();
  return shaped;
}
