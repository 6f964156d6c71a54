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
import { activeUsersById, liveDynamicOr404 } from './liveDynamics.ts';

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
  const dynamic = await liveDynamicOr404(db, input.dynamicId);
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
  const row = await db
    .insertInto('comments')
    .values({
      dynamic_id: dynamic.id,
      user_id: me.id,
      parent_id: parentId,
      reply_to_user_id: replyTo,
      content: input.content,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

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
  const row = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .selectAll('comments')
    .where('comments.id', '=', id)
    .where('comments.dynamic_id', '=', dynamicId)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Whether the user wrote the top-level comment or a reply under it (and has not cancelled). */
async function wroteInThread(db: Db, topId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
    .select('comments.id')
    .where((eb) => eb.or([eb('comments.id', '=', topId), eb('comments.parent_id', '=', topId)]))
    .where('comments.user_id', '=', userId)
    .where('comments.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the caller's comment (with its replies when top-level); another's: 403. */
export async function deleteComment(services: Services, me: User, id: number): Promise<void> {
  const { db } = services;
  const row = await db
    .selectFrom('comments')
    .innerJoin('dynamics', 'dynamics.id', 'comments.dynamic_id')
    .select(['comments.id', 'comments.user_id'])
    .where('comments.id', '=', id)
    .where('comments.deleted_at', 'is', null)
    .where('dynamics.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.user_id !== me.id) throw forbidden();
  await db
    .updateTable('comments')
    .set({ deleted_at: services.now() })
    .where((eb) => eb.or([eb('id', '=', row.id), eb('parent_id', '=', row.id)]))
    .where('deleted_at', 'is', null)
    .execute();
}
