/**
 * Commenting (/dynamic/comment) and deleting one's own comments (/dynamic/del-comment).
 * Replies are one level deep: a reply to a reply goes under the same top-level comment and
 * answers the reply's author. The dynamic's author is notified of every comment ('comment'), the
 * user answered of a reply ('reply'), nobody twice and nobody of their own words.
 */
import type { Db } from '../../db/database.ts';
import type { DynamicRow, User } from '../../db/tables.ts';
import { forbidden, notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { recordInteraction } from '../notification/recordInteraction.ts';
import { invalidField } from '../../http/fieldError.ts';
import { toComment, type Comment } from './commentView.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';
import {
  findDeletableComment,
  findLiveComment,
  insertComment,
  markCommentDeleted,
  wroteInThread,
} from './queries/comments.ts';
import { activeUsersById } from './queries/dynamics.ts';

export interface CommentInput {
  dynamicId: number;
  content: string;
  parentId?: number;
  replyToUserId?: number;
}

export async function addComment(
  services: Services,
  me: User,
  input: CommentInput,
  language: Language,
): Promise<Comment> {
  const invalid = (field: string) => invalidField(language, field);
  const { db } = services;
  const dynamic = await liveDynamicOr404(db, input.dynamicId, me.id);
  if (input.content.trim() === '') throw invalid('content');
  if (input.parentId === undefined && input.replyToUserId !== undefined)
    throw invalid('replyToUserId');

  let parentId: number | null = null;
  let replyTo: number | null = null;
  // Who the reply answers: the user named, else the author of the comment replied under.
  let answered: number | null = null;
  if (input.parentId !== undefined) {
    const parent = await liveCommentOr404(db, input.parentId, dynamic.id);
    parentId = parent.parent_id ?? parent.id;
    if (input.replyToUserId !== undefined) {
      if (!(await wroteInThread(db, parentId, input.replyToUserId))) throw invalid('replyToUserId');
      replyTo = input.replyToUserId;
    } else if (parent.parent_id !== null) {
      replyTo = parent.user_id;
    }
    answered = replyTo ?? parent.user_id;
  }

  const now = services.now();
  const row = await insertComment(db, {
    dynamicId: dynamic.id,
    userId: me.id,
    parentId,
    replyToUserId: replyTo,
    content: input.content,
    at: now,
  });

  await notify(db, dynamic, me, input.content, answered, now);
  const users = await activeUsersById(db, replyTo === null ? [me.id] : [me.id, replyTo]);
  users.set(me.id, me);
  const comment = toComment(row, users, now, []);
  if (!comment) throw notFound();
  return comment;
}

async function notify(
  db: Db,
  dynamic: DynamicRow,
  me: User,
  content: string,
  answered: number | null,
  at: Date,
): Promise<void> {
  const base = { actorId: me.id, dynamicId: dynamic.id, content, at };
  const image = dynamic.images[0] ?? null;
  if (answered !== null) {
    // Only the author sees a burn-after-reading dynamic's images unblurred: no preview for others.
    const preview = answered === dynamic.user_id || !dynamic.burn_after_reading ? image : null;
    await recordInteraction(db, { ...base, type: 'reply', userId: answered, preview });
  }
  if (answered !== dynamic.user_id) {
    await recordInteraction(db, {
      ...base,
      type: 'comment',
      userId: dynamic.user_id,
      preview: image,
    });
  }
}

/** A comment still shown, on this dynamic; anything else (another dynamic's too) is 404. */
async function liveCommentOr404(db: Db, id: number, dynamicId: number) {
  const row = await findLiveComment(db, id, dynamicId);
  if (!row) throw notFound();
  return row;
}

/** Deletes the caller's comment (with its replies when top-level); another's: 403. */
export async function deleteComment(services: Services, me: User, id: number): Promise<void> {
  const { db } = services;
  const row = await findDeletableComment(db, id);
  if (!row) throw notFound();
  if (row.user_id !== me.id) throw forbidden();
  await markCommentDeleted(db, row.id, services.now());
}
