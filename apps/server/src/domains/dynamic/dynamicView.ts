/**
 * A dynamic as one caller sees it (the Dynamic schema): whether the caller likes it, whether its
 * burn-after-reading images are burned for the caller (then no images; else private images are
 * shown as addresses signed for the caller), and the like and comment counts, null when the
 * author shows them only to self and the caller is someone else. Rows are shaped in batches, a
 * few queries per page whatever its size.
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { DynamicRow, User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { toUserBrief } from '../user/views.ts';
import { imagesBurnedFor, openedBurns } from './burnAfterReading.ts';
import { isDialogueLanguage } from '../translation/contentLanguage.ts';
import { activeUsersById } from './liveDynamics.ts';

export type Dynamic = components['schemas']['Dynamic'];

/** Likes by users who have not cancelled, per dynamic. */
export async function likeCounts(db: Db, dynamicIds: number[]): Promise<Map<number, number>> {
  if (dynamicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('dynamic_likes')
    .innerJoin('users', 'users.id', 'dynamic_likes.user_id')
    .where('dynamic_likes.dynamic_id', 'in', dynamicIds)
    .where('users.cancelled_at', 'is', null)
    .groupBy('dynamic_likes.dynamic_id')
    .select(['dynamic_likes.dynamic_id as id', sql<number>`count(*)::int`.as('n')])
    .execute();
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Comments and replies still shown (not deleted, author not cancelled), per dynamic. */
async function commentCounts(db: Db, dynamicIds: number[]): Promise<Map<number, number>> {
  if (dynamicIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .where('comments.dynamic_id', 'in', dynamicIds)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .groupBy('comments.dynamic_id')
    .select(['comments.dynamic_id as id', sql<number>`count(*)::int`.as('n')])
    .execute();
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function likedBy(db: Db, viewerId: number, dynamicIds: number[]): Promise<Set<number>> {
  if (dynamicIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('dynamic_likes')
    .select('dynamic_id')
    .where('user_id', '=', viewerId)
    .where('dynamic_id', 'in', dynamicIds)
    .execute();
  return new Set(rows.map((r) => r.dynamic_id));
}

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
