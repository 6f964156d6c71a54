import { page, people, scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { hasMoreRecommended, home, loadHome, loadMoreRecommended, reset } from './home';
import { toasts } from '../../stores/toasts';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('home');
});

beforeEach(() => {
  reset();
  toasts.list = [];
});

/** The mock world's people as recommendations, `size` a page, with today's luck. */
const pagesOf = (size: number) =>
  api.use(
    http.get(`${apiBase}/bump/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      query.set('pageSize', String(size));
      const records = people.map((person) => ({ ...person, introduction: '', photos: [] }));
      const luck = { score: 72, message: 'A good day', date: '2026-11-22' };
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: { ...page(records, query), luck },
      });
    }),
  );

describe('the home store', () => {
  it('loads today’s luck and the first page of recommended users', async () => {
    await loadHome();
    expect(home.status).toBe('ready');
    expect(home.luck?.score).toBeGreaterThanOrEqual(1);
    expect(home.luck?.score).toBeLessThanOrEqual(100);
    expect(home.luck?.message).toMatch(/.+/);
    expect(home.users.length).toBeGreaterThan(0);
    expect(home.pageNum).toBe(1);
  });

  it('gives the luck in the interface language', async () => {
    await i18n.changeLanguage('zh-CN');
    try {
      await loadHome();
      expect(home.luck?.message).toMatch(/[\u4e00-\u9fff]/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('adds the next page without repeating anyone, then stops', async () => {
    pagesOf(3);
    await loadHome();
    expect(home.users).toHaveLength(3);
    expect(hasMoreRecommended(home)).toBe(true);
    await loadMoreRecommended();
    expect(home.users).toHaveLength(6);
    expect(new Set(home.users.map((user) => user.id)).size).toBe(6);
    while (hasMoreRecommended(home)) await loadMoreRecommended();
    expect(home.users).toHaveLength(home.total);
  });

  it('shows the empty list', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadHome();
    expect(home.status).toBe('ready');
    expect(home.users).toEqual([]);
    expect(hasMoreRecommended(home)).toBe(false);
    // The luck is there all the same.
    expect(home.luck).not.toBeNull();
  });

  it('marks the page failed and says why', async () => {
    api.use(http.get(`${apiBase}/bump/list`, () => new HttpResponse(null, { status: 503 })));
    await loadHome();
    expect(home.status).toBe('failed');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'The home page could not be loaded',
      description: i18n.t('errors.maintenance'),
    });
  });

  it('keeps what it has when the next page fails', async () => {
    pagesOf(3);
    await loadHome();
    api.use(http.get(`${apiBase}/bump/list`, () => HttpResponse.error()));
    await loadMoreRecommended();
    expect(home.users).toHaveLength(3);
    expect(home.loadingMore).toBe(false);
    expect(toasts.list.at(-1)?.title).toBe('More recommended users could not be loaded');
  });
});
