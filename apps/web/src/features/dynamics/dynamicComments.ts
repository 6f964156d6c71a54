import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { currentLanguage } from '../../i18n/i18n';
import {
  dialogueLanguage,
  translationFailed,
  translationKey,
  updateDynamic,
  type LoadStatus,
} from './dynamics';
import { notify, notifyFailure } from '../../stores/toasts';
import { payOnce } from '../../stores/payment';
import { registerReset } from '../../stores/resetStores';
import { balanceChanged } from '../account';

/** A top-level comment with its replies (API `Comment`). */
export type DynamicComment = Data<'/dynamic/comment-list', 'get'>['records'][number];

type CommentsState = {
  /** Whose comments these are. */
  dynamicId: number | null;
  /** Top-level comments, oldest first, each with its replies. */
  records: DynamicComment[];
  total: number;
  pageNum: number;
  /** The author shows comments only to self (the caller may still comment). */
  hidden: boolean;
  status: LoadStatus;
  loadingMore: boolean;
  /** The composer: its text, who is answered, and whether it is being sent. */
  draft: string;
  replyingTo: { commentId: number; nickname: string } | null;
  submitting: boolean;
  /** My comment or reply whose delete waits for confirmation, and whether it is running. */
  pendingDelete: number | null;
  deleting: boolean;
  /** Paid translations of comments and replies by `translationKey(id, language)`. */
  translations: Record<string, string>;
  /** Comments and replies whose translation is on its way. */
  translating: number[];
};

export const COMMENT_PAGE_SIZE = 20;

const initial = (): CommentsState => ({
  dynamicId: null,
  records: [],
  total: 0,
  pageNum: 0,
  hidden: false,
  status: 'idle',
  loadingMore: false,
  draft: '',
  replyingTo: null,
  submitting: false,
  pendingDelete: null,
  deleting: false,
  translations: {},
  translating: [],
});

/** The comments of the dynamic on /dynamic/:id, and the box to write one. */
export const dynamicComments = proxy<CommentsState>(initial());

let request = 0;

/** The first page of a dynamic's comments; another dynamic starts with an empty composer. */
export async function loadComments(dynamicId: number) {
  const state = dynamicComments;
  const current = ++request;
  if (state.dynamicId !== dynamicId) {
    // Translations paid for stay: coming back to a dynamic shows them again, free.
    Object.assign(state, initial(), { dynamicId, translations: state.translations });
  }
  state.status = 'loading';
  try {
    const page = await sdk.dynamic.listComments({
      dynamicId,
      pageNum: 1,
      pageSize: COMMENT_PAGE_SIZE,
    });
    if (current !== request) return;
    Object.assign(state, {
      records: page.records,
      total: page.total,
      pageNum: 1,
      hidden: page.hidden,
      status: 'ready',
    });
  } catch {
    if (current === request) state.status = 'failed';
  }
}

export function hasMoreComments() {
  const state = dynamicComments;
  return state.status === 'ready' && state.records.length < state.total;
}

/** The next page of comments (a comment posted meanwhile is not repeated). */
export async function loadMoreComments() {
  const state = dynamicComments;
  if (state.loadingMore || !hasMoreComments() || state.dynamicId === null) return;
  const current = request;
  state.loadingMore = true;
  try {
    const pageNum = state.pageNum + 1;
    const page = await sdk.dynamic.listComments({
      dynamicId: state.dynamicId,
      pageNum,
      pageSize: COMMENT_PAGE_SIZE,
    });
    if (current !== request) return;
    const shown = new Set(state.records.map((comment) => comment.id));
    state.records.push(...page.records.filter((comment) => !shown.has(comment.id)));
    state.total = page.total;
    state.pageNum = pageNum;
  } catch (error) {
    if (current === request) notifyFailure(error, i18n.t('dynamics:comments.moreFailed'));
  } finally {
    if (current === request) state.loadingMore = false;
  }
}

export function setCommentDraft(content: string) {
  dynamicComments.draft = content;
}

/** Answers a comment or a reply (a reply's reply stays under the same comment). */
export function startReply(target: { commentId: number; nickname: string }) {
  dynamicComments.replyingTo = target;
}

export function cancelReply() {
  dynamicComments.replyingTo = null;
}

/** The dynamic's comment count, which counts replies too. */
function changeCount(dynamicId: number, by: number) {
  updateDynamic(dynamicId, (d) => {
    if (d.comments !== null) d.comments = Math.max(0, d.comments + by);
  });
}

/**
 * Sends the draft as a comment, or as a reply to the comment answered. The new comment shows
 * at the end of the thread, a reply at the end of its comment's replies.
 */
export async function submitComment() {
  const state = dynamicComments;
  const { dynamicId, draft, replyingTo } = state;
  if (dynamicId === null || state.submitting || draft.trim() === '') return false;
  state.submitting = true;
  try {
    const comment = await sdk.dynamic.comment({
      dynamicId,
      content: draft,
      ...(replyingTo ? { parentId: replyingTo.commentId } : {}),
    });
    if (state.dynamicId !== dynamicId) return true;
    if (comment.parentId === null) {
      state.records.push(comment);
      state.total += 1;
    } else {
      const { id, parentId, user, replyTo, content, createTime } = comment;
      state.records
        .find((parent) => parent.id === parentId)
        ?.replies.push({ id, parentId, user, replyTo, content, createTime });
    }
    changeCount(dynamicId, 1);
    Object.assign(state, { draft: '', replyingTo: null });
    return true;
  } catch (error) {
    notifyFailure(
      error,
      i18n.t(replyingTo ? 'dynamics:comments.replyFailed' : 'dynamics:comments.sendFailed'),
    );
    return false;
  } finally {
    state.submitting = false;
  }
}

/** Asks before deleting one of my comments or replies (the confirm dialog shows). */
export function askDeleteComment(id: number) {
  dynamicComments.pendingDelete = id;
}

export function cancelDeleteComment() {
  if (!dynamicComments.deleting) dynamicComments.pendingDelete = null;
}

/** Deletes the comment (with its replies) or reply the dialog asked about. */
export async function confirmDeleteComment() {
  const state = dynamicComments;
  const id = state.pendingDelete;
  if (id === null || state.deleting) return false;
  state.deleting = true;
  try {
    await sdk.dynamic.deleteComment({ id });
    removeComment(id);
    state.pendingDelete = null;
    notify({ tone: 'success', title: i18n.t('dynamics:comments.deleted') });
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('dynamics:comments.deleteFailed'));
    return false;
  } finally {
    state.deleting = false;
  }
}

/** Takes a deleted comment (and its replies) or reply off the thread and the counts. */
function removeComment(id: number) {
  const state = dynamicComments;
  const comment = state.records.find((c) => c.id === id);
  let removed = 0;
  if (comment) {
    removed = 1 + comment.replies.length;
    state.records = state.records.filter((c) => c.id !== id);
    state.total = Math.max(0, state.total - 1);
  } else {
    for (const parent of state.records) {
      const before = parent.replies.length;
      parent.replies = parent.replies.filter((reply) => reply.id !== id);
      removed += before - parent.replies.length;
    }
  }
  // Answering what is gone makes no sense any more.
  const answered = state.replyingTo?.commentId;
  if (answered === id || comment?.replies.some((reply) => reply.id === answered)) {
    state.replyingTo = null;
  }
  if (state.dynamicId !== null) changeCount(state.dynamicId, -removed);
}

/** A comment or reply shown now, wherever it is in the thread. */
function findComment(id: number) {
  for (const comment of dynamicComments.records) {
    if (comment.id === id) return comment;
    const reply = comment.replies.find((r) => r.id === id);
    if (reply) return reply;
  }
  return undefined;
}

/**
 * Translates a comment or reply into the interface language, paid like a dynamic's translation.
 * The result is kept per language: asking again shows it without paying again.
 */
export async function translateComment(id: number) {
  const state = dynamicComments;
  const language = currentLanguage();
  const key = translationKey(id, language);
  if (!findComment(id) || key in state.translations || state.translating.includes(id)) return;
  state.translating.push(id);
  try {
    const answer = await payOnce(`comment-translation:${key}`, (options) =>
      sdk.dynamic.translateComment({ id, toLanguage: dialogueLanguage(language) }, options),
    );
    state.translations[key] = answer.translation;
    balanceChanged();
  } catch (error) {
    translationFailed(error);
  } finally {
    state.translating = state.translating.filter((translating) => translating !== id);
  }
}

export function reset() {
  Object.assign(dynamicComments, initial());
  request += 1;
}
registerReset(reset);

export function useDynamicComments() {
  return useSnapshot(dynamicComments);
}
