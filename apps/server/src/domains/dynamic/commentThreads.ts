/**
 * A dynamic's comments (/dynamic/comment-list): a page of top-level comments, oldest first, each
 * with all its replies, oldest first. When the author shows comments only to self, anyone else
 * gets an empty page marked `hidden` (and may still comment). Comments by cancelled users vanish.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { keptCommentTranslations } from '../translation/keptTranslations.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toComment, toReply, type Comment } from './commentView.ts';
import { activeUsersById, liveDynamicOr404 } from './liveDynamics.ts';

/** Comments still shown: not deleted, by a user who has not cancelled. */
const liveComments = (db: Db) =>
  db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null);

export async function listComments(
  services: Services,
  me: User,
  dynamicId: number,
  page: PageRequest,
) {
  const { db } = services;
  const dynamic = await liveDynamicOr404(db, dynamicId);
  const author = (await activeUsersById(db, [dynamic.user_id])).get(dynamic.user_id);
  if (!author || (author.show_comments === 1 && author.id !== me.id)) {
    return { ...pageResult<Comment>(page, 0, []), hidden: true };
  }

  const topLevel = liveComments(db)
    .where('comments.dynamic_id', '=', dynamic.id)
    .where('comments.parent_id', 'is', null);
  const [{ total }, rows] = await Promise.all([
    topLevel.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    topLevel
      .selectAll('comments')
      .orderBy('comments.created_at', 'asc')
      .orderBy('comments.id', 'asc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  const replies = rows.length
    ? await liveComments(db)
        .selectAll('comments')
        .where(
          'comments.parent_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('comments.created_at', 'asc')
        .orderBy('comments.id', 'asc')
        .execute()
    : [];
  const users = await activeUsersById(
    db,
    [...rows, ...replies].flatMap((r) =>
      r.reply_to_user_id === null ? [r.user_id] : [r.user_id, r.reply_to_user_id],
    ),
  );
  // The caller's own paid translations, shown under the comments they translated.
  const translations = await keptCommentTranslations(
    db,
    me.id,
    [...rows, ...replies].map((r) => r.id),
  );
  const now = services.now();
  const records = rows.flatMap((row) => {
    const thread = replies
      .filter((r) => r.parent_id === row.id)
      .flatMap((r) => toReply(r, users, now, translations.get(r.id)) ?? []);
    return toComment(row, users, now, thread, translations.get(row.id)) ?? [];
  });
  return { ...pageResult(page, total, records), hidden: false };
}
