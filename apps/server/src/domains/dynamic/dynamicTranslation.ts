/**
 * Paid translations of a dynamic's content (/dynamic/translate) and of a comment or reply
 * (/dynamic/translate-comment). A comment's translation is kept for the caller, who sees the
 * latest one as the comment's `translation` in /dynamic/comment-list (translation/queries.ts).
 */
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { ChatLanguage } from '../../providers/translation/Translator.ts';
import type { Services } from '../../services.ts';
import { liveDynamicOr404 } from './liveDynamics.ts';
import { findShownComment, findUndeletedComment } from './queries/comments.ts';
import { activeUsersById } from './queries/dynamics.ts';
import { translateAndCharge, type PayingCall } from '../translation/paidTranslation.ts';

/** A dynamic with images only has nothing to translate: no language pair to speak of. */
function textOr1702(content: string): string {
  const text = content.trim();
  if (!text) throw new AppError(1702);
  return text;
}

export async function translateDynamic(
  services: Services,
  me: User,
  call: PayingCall,
  input: { id: number; toLanguage: ChatLanguage },
) {
  const paid = await translateAndCharge(services, me, call, async () => {
    const dynamic = await liveDynamicOr404(services.db, input.id, me.id);
    return {
      kind: 'dynamic',
      targetId: String(dynamic.id),
      text: textOr1702(dynamic.content),
      to: input.toLanguage,
    };
  });
  return {
    translation: paid.translation,
    toLanguage: input.toLanguage,
    characters: paid.characters,
    charged: paid.charged,
    userAccountVo: paid.userAccountVo,
  };
}

export async function translateComment(
  services: Services,
  me: User,
  call: PayingCall,
  input: { id: number; toLanguage: ChatLanguage },
) {
  const paid = await translateAndCharge(services, me, call, async () => {
    const comment = await visibleCommentOr404(services, me, input.id);
    return {
      kind: 'comment',
      targetId: String(comment.id),
      text: textOr1702(comment.content),
      to: input.toLanguage,
    };
  });
  return {
    translation: paid.translation,
    toLanguage: input.toLanguage,
    characters: paid.characters,
    charged: paid.charged,
    userAccountVo: paid.userAccountVo,
  };
}

/**
 * A comment the caller can read in /dynamic/comment-list: not deleted, its author not cancelled,
 * on a live dynamic whose author does not show comments only to self (unless the caller is that
 * author). Anything else is 404, as the list would not show it.
 */
async function visibleCommentOr404(services: Services, me: User, id: number) {
  const { db } = services;
  const comment = await findShownComment(db, id);
  if (!comment) throw notFound();
  const dynamic = await liveDynamicOr404(db, comment.dynamic_id, me.id);
  const author = (await activeUsersById(db, [dynamic.user_id])).get(dynamic.user_id);
  if (!author || (author.show_comments === 1 && author.id !== me.id)) throw notFound();
  if (comment.parent_id !== null) {
    // A reply under a top-level comment that was deleted is no longer shown.
    const parent = await findUndeletedComment(db, comment.parent_id);
    if (!parent) throw notFound();
  }
  return comment;
}
