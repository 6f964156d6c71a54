import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  askDeleteComment,
  cancelReply,
  confirmDeleteComment,
  dynamicComments,
  loadComments,
  reset,
  setCommentDraft,
  startReply,
  submitComment,
} from './dynamicComments';
import { dynamics, loadDynamic, reset as resetDynamics } from './dynamics';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('dynamics');
});

beforeEach(() => {
  reset();
  resetDynamics();
  toasts.list = [];
});

/** The detail page's two loads: the dynamic and its comments. */
async function open(id: number) {
  await Promise.all([loadDynamic(id), loadComments(id)]);
}

const thread = () => dynamicComments.records;
const commentCount = () => dynamics.detail.dynamic?.comments;

describe('the comments of a dynamic', () => {
  it('loads the comments oldest first, each with its replies', async () => {
    await open(296);
    expect(dynamicComments.status).toBe('ready');
    expect(thread().map((c) => c.id)).toEqual([910, 918, 921]);
    expect(thread()[0]!.replies.map((r) => r.id)).toEqual([912, 915]);
    expect(dynamicComments.hidden).toBe(false);
  });

  it('knows when the author shows comments only to self', async () => {
    await open(285);
    expect(dynamicComments).toMatchObject({ hidden: true, records: [], status: 'ready' });
  });

  it('marks comments that could not be loaded', async () => {
    api.use(http.get(`${apiBase}/dynamic/comment-list`, () => HttpResponse.error()));
    await loadComments(296);
    expect(dynamicComments.status).toBe('failed');
  });

  it('posts a comment at the end of the thread and counts it', async () => {
    await open(296);
    const before = commentCount()!;
    setCommentDraft('Qué bonito 💃');
    await expect(submitComment()).resolves.toBe(true);
    expect(thread().at(-1)).toMatchObject({
      content: 'Qué bonito 💃',
      parentId: null,
      replies: [],
    });
    expect(commentCount()).toBe(before + 1);
    expect(dynamicComments.draft).toBe('');
  });

  it('posts a reply to a reply under the same comment, answering its author', async () => {
    await open(296);
    const sent: unknown[] = [];
    api.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/dynamic/comment')) sent.push(await request.clone().json());
    });
    startReply({ commentId: 912, nickname: 'Sofía' });
    setCommentDraft('See you in April!');
    await submitComment();
    api.events.removeAllListeners();
    expect(sent).toEqual([{ dynamicId: 296, content: 'See you in April!', parentId: 912 }]);
    const replies = thread()[0]!.replies;
    expect(replies).toHaveLength(3);
    expect(replies.at(-1)).toMatchObject({ content: 'See you in April!', parentId: 910 });
    expect(replies.at(-1)?.replyTo?.id).toBe(2);
    expect(dynamicComments.replyingTo).toBeNull();
  });

  it('does not send a blank comment', async () => {
    await open(296);
    setCommentDraft('   ');
    await expect(submitComment()).resolves.toBe(false);
    expect(thread()).toHaveLength(3);
  });

  it('keeps the draft and says so when the server refuses', async () => {
    await open(296);
    api.use(
      http.post(`${apiBase}/dynamic/comment`, () =>
        HttpResponse.json({ code: 404, msg: 'Not found', data: null }, { status: 404 }),
      ),
    );
    startReply({ commentId: 910, nickname: 'James' });
    setCommentDraft('Hello');
    await submitComment();
    expect(dynamicComments.draft).toBe('Hello');
    expect(dynamicComments.replyingTo).toEqual({ commentId: 910, nickname: 'James' });
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'The reply could not be sent, please try again',
      description: 'Not found',
    });
    cancelReply();
    expect(dynamicComments.replyingTo).toBeNull();
  });

  it('deletes my reply after the confirmation, and the count follows', async () => {
    await open(301);
    expect(commentCount()).toBe(3);
    // 901 is my reply under 900; deleting it leaves the comment.
    askDeleteComment(901);
    expect(dynamicComments.pendingDelete).toBe(901);
    await expect(confirmDeleteComment()).resolves.toBe(true);
    expect(dynamicComments.pendingDelete).toBeNull();
    expect(thread()[0]!.replies).toEqual([]);
    expect(commentCount()).toBe(2);
    expect(toasts.list.at(-1)).toMatchObject({ tone: 'success', title: 'Comment deleted' });
  });

  it('deletes a comment with its replies, and stops answering them', async () => {
    await open(296);
    const before = commentCount()!;
    // The mock world has no comment of mine with replies: the server agrees to delete 910.
    api.use(
      http.post(`${apiBase}/dynamic/del-comment`, () =>
        HttpResponse.json({ code: 200, msg: 'success', data: null }),
      ),
    );
    startReply({ commentId: 915, nickname: '李小雨' });
    askDeleteComment(910);
    await confirmDeleteComment();
    expect(thread().map((c) => c.id)).toEqual([918, 921]);
    expect(commentCount()).toBe(before - 3);
    expect(dynamicComments.replyingTo).toBeNull();
  });

  it('keeps someone else’s comment when the server forbids the delete', async () => {
    await open(296);
    askDeleteComment(910);
    await expect(confirmDeleteComment()).resolves.toBe(false);
    expect(thread()).toHaveLength(3);
    expect(dynamicComments.pendingDelete).toBe(910);
    expect(toasts.list.at(-1)?.title).toBe('Forbidden');
  });
});
