/**
 * The comments' translations a user paid for, as /dynamic/comment-list shows them: the latest
 * one of each comment or reply, for that user only.
 */
import type { Db } from '../../db/database.ts';

export async function keptCommentTranslations(
  db: Db,
  userId: number,
  commentIds: number[],
): Promise<Map<number, string>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('translate_records')
    .select(['target_id', 'translation'])
    .distinctOn('target_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'comment')
    .where('target_id', 'in', [...new Set(commentIds)].map(String))
    .orderBy('target_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [Number(r.target_id), r.translation]));
}
