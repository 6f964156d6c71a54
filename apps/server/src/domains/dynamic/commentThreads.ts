/**
 * A dynamic's comments (/dynamic/comment-list): a page of top-level comments, oldest first, each
 * with all its replies, oldest first. When the author shows comments only to self, anyone else
 * gets an empty page marked `hidden` (and may still comment). Comments by cancelled users vanish.
 */
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { keptCommentTranslations } from '../translation/queries.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toComment, toReply, type Comment } from './commentView.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';
import {
  countTopLevelComments,
  listReplies,
  listTopLevelCommentsPage,
} from './queries/comments.ts';
import { activeUsersById } from './queries/dynamics.ts';

export async function listComments(
  services: Services,
  me: User,
  dynamicId: number,
  page: PageRequest,
) {
  const { db } = services;
  const dynamic = await liveDynamicOr404(db, dynamicId, me.id);
  const author = (await activeUsersById(db, [dynamic.user_id])).get(dynamic.user_id);
  if (!author || (author.show_comments === 1 && author.id !== me.id)) {
    return { ...pageResult<Comment>(page, 0, []), hidden: true };
  }

  const [{ total }, rows] = await Promise.all([
    countTopLevelComments(db, dynamic.id, me.id),
    listTopLevelCommentsPage(db, dynamic.id, me.id, page),
  ]);
  const replies = rows.length
    ? await listReplies(
        db,
        rows.map((r) => r.id),
        me.id,
      )
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
