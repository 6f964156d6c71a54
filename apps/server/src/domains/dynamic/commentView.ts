/** A comment or reply as the Comment / CommentReply schemas show it. */
import type { components } from '@heartline/sdk/schema';
import type { CommentRow, User } from '../../db/tables.ts';
import { toUserBrief } from '../user/views.ts';

export type Comment = components['schemas']['Comment'];
export type CommentReply = components['schemas']['CommentReply'];

/** `translation`: the viewer's latest paid translation of it (/dynamic/translate-comment). */
export function toReply(
  row: CommentRow,
  users: Map<number, User>,
  now: Date,
  translation?: string,
): CommentReply | null {
  const author = users.get(row.user_id);
  if (!author || row.parent_id === null) return null;
  const replyTo = row.reply_to_user_id === null ? undefined : users.get(row.reply_to_user_id);
  return {
    id: row.id,
    parentId: row.parent_id,
    user: toUserBrief(author, now),
    // A replied-to user who cancelled since is no longer named.
    replyTo: replyTo ? toUserBrief(replyTo, now) : null,
    content: row.content,
    createTime: row.created_at.toISOString(),
    ...(translation === undefined ? {} : { translation }),
  };
}

export function toComment(
  row: CommentRow,
  users: Map<number, User>,
  now: Date,
  replies: CommentReply[],
  translation?: string,
): Comment | null {
  const author = users.get(row.user_id);
  if (!author) return null;
  const replyTo = row.reply_to_user_id === null ? undefined : users.get(row.reply_to_user_id);
  return {
    id: row.id,
    dynamicId: row.dynamic_id,
    parentId: row.parent_id,
    user: toUserBrief(author, now),
    replyTo: replyTo ? toUserBrief(replyTo, now) : null,
    content: row.content,
    createTime: row.created_at.toISOString(),
    ...(translation === undefined ? {} : { translation }),
    replies,
  };
}
