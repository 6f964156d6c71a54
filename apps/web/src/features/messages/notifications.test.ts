import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import {
  loadInteractions,
  loadMoreInteractions,
  loadAnnouncements,
  notifications,
} from './notifications';
import { hasMore } from '../../stores/pagedList';
import { resetStores } from '../../stores/resetStores';
import { loadUnreadCounts, unread } from '../../stores/unread';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['messages']);
});

beforeEach(() => {
  resetStores();
  toasts.list = [];
});

describe('the unread counts', () => {
  it('loads the badges', async () => {
    await loadUnreadCounts();
    expect(unread.counts).toMatchObject({ friendRequests: 2, notifications: 3 });
  });

  it('keeps the last counts, quietly, when the call fails', async () => {
    await loadUnreadCounts();
    api.use(http.get(`${apiBase}/message/unread-message`, () => HttpResponse.error()));
    await loadUnreadCounts();
    expect(unread.counts?.friendRequests).toBe(2);
    expect(toasts.list).toEqual([]);
  });
});

describe('interactive notifications', () => {
  it('loads every kind, newest first, with the state before this visit', async () => {
    await loadInteractions();
    const { items } = notifications.interactions;
    expect(items.map((item) => item.type)).toEqual([
      'like',
      'gift',
      'comment',
      'reply',
      'follow',
      'like',
      'comment',
      'follow',
      'reply',
    ]);
    expect(items.filter((item) => item.read === 0)).toHaveLength(3);
    // Below SVIP the liker is hidden.
    expect(items[0]?.user).toBeNull();
    // Listing marks them read on the server: the badge is asked again.
    await expect.poll(() => unread.counts).not.toBeNull();
  });

  it('shares a load already on its way: a second mount does not list them read', async () => {
    let calls = 0;
    api.use(
      http.get(`${apiBase}/interact/list`, () => {
        calls += 1;
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            total: 1,
            pageNum: 1,
            pageSize: 20,
            records: [
              {
                id: 1,
                type: 'follow' as const,
                user: null,
                dynamicId: null,
                content: null,
                image: null,
                // The server marks a page read as it lists it: only the first call says unread.
                read: calls === 1 ? (0 as const) : (1 as const),
                createTime: '2026-11-20T08:00:00.000Z',
              },
            ],
          },
        });
      }),
    );
    await Promise.all([loadInteractions('all'), loadInteractions('all')]);
    expect(calls).toBe(1);
    expect(notifications.interactions.items[0]?.read).toBe(0);
  });

  it('filters by kind, clearing the other kind at once', async () => {
    await loadInteractions();
    const loading = loadInteractions('comment');
    expect(notifications.interactions.items).toEqual([]);
    expect(notifications.filter).toBe('comment');
    await loading;
    expect(notifications.interactions.items.map((item) => item.id)).toEqual([901, 876]);
  });

  it('keeps only the answer of the last filter chosen', async () => {
    const first = loadInteractions('gift');
    const second = loadInteractions('follow');
    await Promise.all([first, second]);
    expect(notifications.interactions.items.every((item) => item.type === 'follow')).toBe(true);
  });

  it('asks for the next page of the same kind', async () => {
    const asked: string[] = [];
    api.use(
      http.get(`${apiBase}/interact/list`, ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('type')}:${url.searchParams.get('pageNum')}`);
        const pageNum = Number(url.searchParams.get('pageNum'));
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            total: 21,
            pageNum,
            pageSize: 20,
            records: Array.from({ length: pageNum === 1 ? 20 : 1 }, (_, index) => ({
              id: 1000 - (pageNum - 1) * 20 - index,
              type: 'follow' as const,
              user: null,
              dynamicId: null,
              content: null,
              image: null,
              read: 1 as const,
              createTime: '2026-11-20T08:00:00.000Z',
            })),
          },
        });
      }),
    );
    await loadInteractions('follow');
    expect(hasMore(notifications.interactions)).toBe(true);
    await loadMoreInteractions();
    expect(asked).toEqual(['follow:1', 'follow:2']);
    expect(notifications.interactions.items).toHaveLength(21);
    expect(hasMore(notifications.interactions)).toBe(false);
  });

  it('shows the failed state and the reason', async () => {
    api.use(...scenarios.serverError(apiBase));
    await loadInteractions();
    expect(notifications.interactions.status).toBe('failed');
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'Your notifications could not be loaded',
      description: i18n.t('errors.maintenance'),
    });
  });
});

describe('announcements', () => {
  it('loads the announcements in the interface language', async () => {
    await loadAnnouncements();
    expect(notifications.announcements.status).toBe('ready');
    expect(notifications.announcements.items.length).toBeGreaterThan(0);
    expect(notifications.announcements.items.some((announcement) => announcement.read === 0)).toBe(
      true,
    );
  });

  it('is empty when there are none', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadAnnouncements();
    expect(notifications.announcements).toMatchObject({ status: 'ready', items: [] });
  });
});
