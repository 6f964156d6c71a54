import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  askDeleteDynamic,
  burnImageDone,
  cancelDeleteDynamic,
  confirmDeleteDynamic,
  dynamics,
  hasMore,
  loadDynamic,
  loadFeed,
  loadMoreFeed,
  openImage,
  reset,
  revealBurn,
  setTop,
  toggleLike,
  translateDynamic,
  translationKey,
} from './dynamics';
import {
  dynamicComments,
  loadComments,
  reset as resetComments,
  translateComment,
} from './dynamicComments';
import { toasts } from '../../stores/toasts';
import { resetStores } from '../../stores/resetStores';
import { session } from '../../stores/session';
import { insufficientCoins } from '../../stores/payment';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('dynamics');
});

beforeEach(() => {
  reset();
  toasts.list = [];
});

const square = () => dynamics.feeds.square;
const byId = (id: number) => square().records.find((d) => d.id === id)!;
const lastToast = () => toasts.list.at(-1);

/** Answers one call with an envelope error, as the server does. */
const refuse = (method: 'get' | 'post', path: string, status: number, msg: string) =>
  api.use(
    http[method](`${apiBase}${path}`, () =>
      HttpResponse.json({ code: status, msg, data: null }, { status }),
    ),
  );

describe('the lists of dynamics', () => {
  it('loads the square newest first, then the next page on demand', async () => {
    await loadFeed('square');
    expect(square().status).toBe('ready');
    expect(square().records).toHaveLength(10);
    expect(square().records[0]!.id).toBe(301);
    expect(hasMore('square')).toBe(true);

    await loadMoreFeed('square');
    expect(square().records).toHaveLength(11);
    expect(square().pageNum).toBe(2);
    expect(hasMore('square')).toBe(false);
  });

  it('loads the friends circle and my own dynamics with the pinned one first', async () => {
    await Promise.all([loadFeed('friends'), loadFeed('mine')]);
    expect(dynamics.feeds.friends.records.length).toBeGreaterThan(0);
    expect(dynamics.feeds.mine.records.map((d) => [d.id, d.top])).toEqual([
      [301, 1],
      [276, 0],
    ]);
  });

  it('keeps the records shown when a refresh fails, and says so', async () => {
    await loadFeed('square');
    api.use(http.get(`${apiBase}/dynamic/dynamic-list`, () => HttpResponse.error()));
    await loadFeed('square');
    expect(square().status).toBe('failed');
    expect(square().records).toHaveLength(10);
    expect(lastToast()).toMatchObject({
      tone: 'error',
      title: 'The dynamics could not be loaded',
    });
  });

  it('marks a first load that failed, for the page to offer a retry', async () => {
    api.use(http.get(`${apiBase}/dynamic/dynamic-list`, () => HttpResponse.error()));
    await loadFeed('friends');
    expect(dynamics.feeds.friends.status).toBe('failed');
    expect(toasts.list).toEqual([]);
  });

  it('reports a next page that failed and lets it be tried again', async () => {
    await loadFeed('square');
    refuse('get', '/dynamic/dynamic-list', 500, 'Database busy');
    await loadMoreFeed('square');
    expect(square().moreFailed).toBe(true);
    expect(square().records).toHaveLength(10);
    expect(lastToast()).toMatchObject({
      title: 'More dynamics could not be loaded',
      description: 'Database busy',
    });
  });
});

describe('likes', () => {
  it('likes at once on screen and keeps the server count', async () => {
    await loadFeed('square');
    const liking = toggleLike(301, true);
    expect(byId(301)).toMatchObject({ supported: true, likes: 13 });
    await liking;
    expect(byId(301)).toMatchObject({ supported: true, likes: 13 });
    expect(dynamics.liking).toEqual([]);
  });

  it('unlikes, and puts the like back when the server refuses', async () => {
    await loadFeed('square');
    refuse('post', '/dynamic/support', 404, 'This dynamic no longer exists');
    await toggleLike(296, false);
    expect(byId(296)).toMatchObject({ supported: true, likes: 42 });
    expect(lastToast()).toMatchObject({
      title: 'The like could not be taken back, please try again',
      description: 'This dynamic no longer exists',
    });
  });

  it('changes every copy: the list and the detail page', async () => {
    await Promise.all([loadFeed('square'), loadDynamic(301)]);
    await toggleLike(301, true);
    expect(dynamics.detail.dynamic).toMatchObject({ supported: true, likes: 13 });
    expect(byId(301).likes).toBe(13);
  });
});

describe('burn after reading', () => {
  it('records the viewing, shows the photos one by one, then shows them burned', async () => {
    await loadFeed('square');
    const seen: unknown[] = [];
    api.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/dynamic/burn-recovery')) seen.push(request.url);
    });
    await revealBurn(289);
    expect(seen).toHaveLength(1);
    expect(dynamics.burnViewer).toMatchObject({ dynamicId: 289, index: 0 });
    expect(dynamics.burnViewer?.images).toHaveLength(1);

    burnImageDone({ early: false });
    expect(dynamics.burnViewer).toBeNull();
    expect(byId(289)).toMatchObject({ burned: 1, images: [] });
    api.events.removeAllListeners();
  });

  it('burns them all when the member closes the viewer early', async () => {
    await loadFeed('square');
    byId(289).images.push('/uploads/dynamic/100004/second.jpg');
    await revealBurn(289);
    burnImageDone({ early: true });
    expect(dynamics.burnViewer).toBeNull();
    expect(byId(289).burned).toBe(1);
  });

  it('keeps the images blurred when the server could not record the viewing', async () => {
    await loadFeed('square');
    refuse('post', '/dynamic/burn-recovery', 404, 'This dynamic no longer exists');
    await revealBurn(289);
    expect(dynamics.burnViewer).toBeNull();
    expect(byId(289).burned).toBe(0);
    expect(lastToast()?.title).toBe('The photos could not be opened, please try again');
  });
});

describe('pinning, deleting, one dynamic', () => {
  it('pins one of mine: the one pinned before is unpinned, the list reordered', async () => {
    await loadFeed('mine');
    expect(await setTop(276, true)).toBe(true);
    expect(dynamics.feeds.mine.records.map((d) => [d.id, d.top])).toEqual([
      [276, 1],
      [301, 0],
    ]);
    expect(lastToast()).toMatchObject({
      tone: 'success',
      title: 'Pinned to the top of your dynamics',
    });
  });

  it('deletes one of mine after the confirmation, from every list', async () => {
    await Promise.all([loadFeed('square'), loadFeed('mine')]);
    const total = square().total;
    askDeleteDynamic(276);
    expect(dynamics.pendingDelete).toBe(276);
    await expect(confirmDeleteDynamic()).resolves.toBe(true);
    expect(dynamics.pendingDelete).toBeNull();
    expect(square().records.some((d) => d.id === 276)).toBe(false);
    expect(square().total).toBe(total - 1);
    expect(dynamics.feeds.mine.records.map((d) => d.id)).toEqual([301]);
    expect(lastToast()).toMatchObject({ tone: 'success', title: 'Dynamic deleted' });
  });

  it('keeps the dialog and the dynamic when the delete fails', async () => {
    await loadFeed('mine');
    askDeleteDynamic(301);
    refuse('post', '/dynamic/del', 500, 'Try later');
    await expect(confirmDeleteDynamic()).resolves.toBe(false);
    expect(dynamics.pendingDelete).toBe(301);
    expect(dynamics.feeds.mine.records).toHaveLength(2);
    cancelDeleteDynamic();
    expect(dynamics.pendingDelete).toBeNull();
  });

  it('loads one dynamic, and knows a deleted one', async () => {
    await loadDynamic(296);
    expect(dynamics.detail).toMatchObject({ id: 296, status: 'ready' });
    expect(dynamics.detail.dynamic?.user.id).toBe(2);
    await loadDynamic(9999);
    expect(dynamics.detail).toMatchObject({ id: 9999, status: 'missing', dynamic: null });
  });

  it('opens a photo for the preview', async () => {
    await loadFeed('square');
    openImage(280, 2);
    expect(dynamics.preview).toMatchObject({ dynamicId: 280, index: 2, count: 4 });
  });

  it('forgets everything when the member logs out', async () => {
    await loadFeed('square');
    resetStores();
    expect(square()).toMatchObject({ records: [], status: 'idle' });
  });
});

describe('paid translation', () => {
  /** Counts the calls to one path, still answered by the mocks. */
  const countCalls = (path: string) => {
    const calls: { key: string | null; body: unknown }[] = [];
    api.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname !== `/api${path}`) return;
      void request
        .clone()
        .json()
        .then((body: unknown) => calls.push({ key: request.headers.get('Idempotency-Key'), body }));
    });
    return calls;
  };

  beforeEach(() => {
    api.events.removeAllListeners();
    resetComments();
    insufficientCoins.open = null;
    session.token = null;
    session.me = null;
  });

  it('translates a dynamic into the interface language, then refreshes the wallet', async () => {
    const calls = countCalls('/dynamic/translate');
    session.token = 'token-of-the-test';
    await loadFeed('square');
    const translating = translateDynamic(296);
    expect(dynamics.translating).toEqual([296]);
    await translating;
    expect(dynamics.translating).toEqual([]);
    expect(dynamics.translations[translationKey(296, 'en')]).toBe(
      'Seville Fair with my friends 💃 What a lovely night!',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ id: 296, toLanguage: 'en' });
    expect(calls[0]!.key).toMatch(/.+/);
    // The side bar's characters and coins come from the member, loaded again.
    await vi.waitFor(() => expect(session.me).not.toBeNull());
  });

  it('shows the kept translation the second time without paying again', async () => {
    const calls = countCalls('/dynamic/translate');
    await loadFeed('square');
    await translateDynamic(293);
    await translateDynamic(293);
    expect(calls).toHaveLength(1);
    expect(dynamics.translations[translationKey(293, 'en')]).toBe(
      'First snow in Novosibirsk! Who else loves winter?',
    );
  });

  it('translates into Simplified Chinese with the dialogue code zh', async () => {
    const calls = countCalls('/dynamic/translate');
    await i18n.changeLanguage('zh-CN');
    try {
      await loadFeed('square');
      await translateDynamic(293);
      expect(dynamics.translations[translationKey(293, 'zh-CN')]).toBe(
        '新西伯利亚的第一场雪！还有谁喜欢冬天？',
      );
      expect(calls[0]!.body).toEqual({ id: 293, toLanguage: 'zh' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('opens the low-balance dialog when nothing can pay (402, code 106)', async () => {
    await loadFeed('square');
    api.use(
      http.post(`${apiBase}/dynamic/translate`, () =>
        HttpResponse.json(
          {
            code: 106,
            msg: 'Insufficient gold coins! Just one coin lets you keep chatting',
            data: null,
          },
          { status: 402 },
        ),
      ),
    );
    await translateDynamic(296);
    expect(insufficientCoins.open).toEqual({
      shortOf: 'translation',
      purchase: { what: 'translation' },
    });
    expect(dynamics.translations).toEqual({});
    expect(dynamics.translating).toEqual([]);
    expect(lastToast()).toBeUndefined();
  });

  it('tells other failures and lets the member try again', async () => {
    await loadFeed('square');
    refuse('post', '/dynamic/translate', 500, 'Translation service unavailable');
    await translateDynamic(296);
    expect(insufficientCoins.open).toBeNull();
    expect(lastToast()?.tone).toBe('error');
    api.resetHandlers();
    await translateDynamic(296);
    expect(dynamics.translations[translationKey(296, 'en')]).toMatch(/Seville/);
  });

  it('translates a reply once, kept when coming back to the dynamic', async () => {
    const calls = countCalls('/dynamic/translate-comment');
    await loadComments(296);
    await translateComment(912);
    expect(dynamicComments.translations[translationKey(912, 'en')]).toBe(
      'Come in April, James! I will teach you to dance sevillanas.',
    );
    await loadComments(301);
    await loadComments(296);
    await translateComment(912);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ id: 912, toLanguage: 'en' });
  });

  it('opens the low-balance dialog when a comment translation cannot be paid', async () => {
    await loadComments(296);
    api.use(
      http.post(`${apiBase}/dynamic/translate-comment`, () =>
        HttpResponse.json(
          { code: 106, msg: 'Insufficient gold coins', data: null },
          { status: 402 },
        ),
      ),
    );
    await translateComment(912);
    expect(insufficientCoins.open?.purchase).toEqual({ what: 'translation' });
    expect(dynamicComments.translations).toEqual({});
  });
});
