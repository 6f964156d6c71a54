import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import { hasMore } from '../../stores/pagedList';
import { resetStores } from '../../stores/resetStores';
import { unread } from '../../stores/unread';
import {
  answerRequest,
  loadFollows,
  loadFriends,
  loadLikes,
  loadMoreVisitors,
  loadRequests,
  loadVisitors,
  saveRemarkName,
  setFollow,
  social,
} from './social';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['social', 'messages']);
});

beforeEach(() => {
  resetStores();
  toasts.list = [];
});

const titles = () => toasts.list.map((notice) => notice.title);
const refuse = (status: number, code: number, msg: string) =>
  HttpResponse.json({ code, msg, data: null }, { status });

describe('friends', () => {
  it('loads the address book with the remark names', async () => {
    await loadFriends();
    expect(social.friends.status).toBe('ready');
    expect(social.friends.items).toHaveLength(6);
    expect(social.friends.items[0]).toMatchObject({
      friendUserId: 2,
      friendRemarkName: 'Mari 🌻 马德里',
    });
  });

  it('shows the empty state when there are no friends', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadFriends();
    expect(social.friends).toMatchObject({ status: 'ready', items: [], total: 0 });
  });

  it('says so when the list cannot be loaded, with the server message', async () => {
    api.use(
      http.get(`${apiBase}/friend/friend-list`, () => refuse(500, 500, 'Database unavailable')),
    );
    await loadFriends();
    expect(social.friends.status).toBe('failed');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Your friends could not be loaded',
    });
  });

  it('saves a remark name and shows it; a refusal rejects and says why', async () => {
    await loadFriends();
    await saveRemarkName(3, '  James from London ');
    expect(social.friends.items.find((f) => f.friendUserId === 3)?.friendRemarkName).toBe(
      'James from London',
    );
    expect(titles()).toContain('Remark name saved');

    api.use(
      http.post(`${apiBase}/friend/updateRemarkName`, () => refuse(400, 1504, 'Not friends')),
    );
    await expect(saveRemarkName(3, 'Jim')).rejects.toThrow();
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'The remark name could not be saved',
      description: 'Not friends',
    });
    expect(social.friends.items.find((f) => f.friendUserId === 3)?.friendRemarkName).toBe(
      'James from London',
    );
  });
});

describe('friend requests', () => {
  it('lists received and sent requests separately', async () => {
    await Promise.all([loadRequests('received'), loadRequests('sent')]);
    expect(social.requests.received.items.map((r) => r.id)).toEqual([58, 55, 42, 37]);
    expect(social.requests.sent.items[0]).toMatchObject({ id: 31, state: 1 });
  });

  it('accepts a request: its state changes, the notice names the new friend, the badge refreshes', async () => {
    let unreadAsked = 0;
    api.use(
      http.get(`${apiBase}/message/unread-message`, () => {
        unreadAsked += 1;
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            total: 1,
            conversations: 0,
            friendRequests: 1,
            notifications: 0,
            notices: 0,
            service: 0,
          },
        });
      }),
    );
    await loadRequests('received');
    const answer = answerRequest(58, 'accept');
    expect(social.answering[58]).toBe('accept');
    await expect(answer).resolves.toBe(true);
    expect(social.requests.received.items.find((r) => r.id === 58)?.state).toBe(1);
    expect(social.answering[58]).toBeUndefined();
    const sender = social.requests.received.items.find((r) => r.id === 58)!.user.nickname;
    expect(titles()).toContain(`${sender} is now your friend`);
    await expect.poll(() => unread.counts?.friendRequests).toBe(1);
    expect(unreadAsked).toBeGreaterThan(0);
  });

  it('refuses a request', async () => {
    await loadRequests('received');
    await answerRequest(55, 'refuse');
    expect(social.requests.received.items.find((r) => r.id === 55)?.state).toBe(2);
  });

  it('shows the server message and reloads when the request was already handled', async () => {
    await loadRequests('received');
    await expect(answerRequest(42, 'accept')).resolves.toBe(false);
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'The friend request could not be accepted',
      description: 'This friend request was already handled',
    });
  });
});

describe('followers and follows', () => {
  it('loads my fans with whether I follow each back', async () => {
    await loadFollows('fans');
    expect(social.follows.fans.items.map((e) => [e.id, e.isFollow])).toEqual([
      [3, 0],
      [5, 0],
      [2, 1],
      [9, 0],
      [7, 0],
      [8, 1],
    ]);
  });

  it('follows back and unfollows: both lists show the new state', async () => {
    await Promise.all([loadFollows('fans'), loadFollows('follows')]);
    const follow = setFollow(3, true);
    expect(social.followPending).toEqual([3]);
    await expect(follow).resolves.toBe(true);
    expect(social.followPending).toEqual([]);
    expect(social.follows.fans.items.find((e) => e.id === 3)?.isFollow).toBe(1);

    await setFollow(2, false);
    expect(social.follows.follows.items.find((e) => e.id === 2)?.isFollow).toBe(0);
    expect(social.follows.fans.items.find((e) => e.id === 2)?.isFollow).toBe(0);
  });

  it('keeps the state and says so when following fails', async () => {
    await loadFollows('fans');
    api.use(
      http.post(`${apiBase}/user/follow`, () => refuse(404, 404, 'This user does not exist')),
    );
    await expect(setFollow(3, true)).resolves.toBe(false);
    expect(social.follows.fans.items.find((e) => e.id === 3)?.isFollow).toBe(0);
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'Follow failed, please try again',
      description: 'This user does not exist',
    });
  });

  it('is empty for a member without fans', async () => {
    api.use(...scenarios.emptyLists(apiBase));
    await loadFollows('fans');
    expect(social.follows.fans).toMatchObject({ status: 'ready', total: 0, items: [] });
  });
});

describe('visitors and likes', () => {
  it('loads the counts and pages through the visitors, 20 at a time', async () => {
    await loadVisitors();
    expect(social.visitorCount?.total).toBe(34);
    expect(social.visitors.items).toHaveLength(20);
    expect(hasMore(social.visitors)).toBe(true);
    await loadMoreVisitors();
    expect(social.visitors.items).toHaveLength(34);
    expect(social.visitors.pageNum).toBe(2);
    expect(hasMore(social.visitors)).toBe(false);
  });

  it('keeps the visitors shown when a further page fails', async () => {
    await loadVisitors();
    api.use(http.get(`${apiBase}/user/visitor-record`, () => refuse(500, 500, 'Busy')));
    await loadMoreVisitors();
    expect(social.visitors.items).toHaveLength(20);
    expect(social.visitors.loadingMore).toBe(false);
    expect(titles()).toContain('More visitors could not be loaded');
  });

  it('lists likes without the liker below SVIP, with the liker for SVIP members', async () => {
    await loadLikes();
    expect(social.likes.items.map((like) => like.user)).toEqual([null, null]);

    api.use(...scenarios.svipUser(apiBase));
    await loadLikes();
    expect(social.likes.items.every((like) => like.user !== null)).toBe(true);
  });
});
