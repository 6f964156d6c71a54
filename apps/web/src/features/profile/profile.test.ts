import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { toasts } from '../../stores/toasts';
import {
  loadMoreDynamics,
  openProfile,
  profile,
  reset,
  askFriendRequest,
  cancelFriendRequest,
  sendFriendRequest,
  setFollow,
  unlockPhotos,
} from './profile';
import { session } from '../../stores/session';
import { writeToken } from '../../stores/token';
import { closeInsufficientCoins, insufficientCoins } from '../../stores/payment';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('profile');
});

beforeEach(() => {
  reset();
  toasts.list = [];
  writeToken('test-token');
  session.token = 'test-token';
});

const lastToast = () => toasts.list.at(-1);

/** The server's answer to the photo permission's payment (3 coins, 7 left). */
const photoPermissionPaid = (paidBefore: boolean) =>
  HttpResponse.json({
    code: 200,
    msg: 'success',
    data: { recordId: 9, purpose: 'photoPermission', amount: 3, goldCoin: 7, paidBefore },
  });

/** Waits until the album and the dynamics have answered too. */
async function settled() {
  await expect.poll(() => profile.album.status).not.toBe('loading');
  await expect.poll(() => profile.dynamics.status).not.toBe('loading');
}

/** Answers one call with an envelope error, as the server does. */
const refuse = (method: 'get' | 'post', path: string, code: number, msg: string, status = 400) =>
  api.use(
    http[method](`${apiBase}${path}`, () =>
      HttpResponse.json({ code, msg, data: null }, { status }),
    ),
  );

describe('opening a profile', () => {
  it("shows another member's profile with album and dynamics", async () => {
    await openProfile(2);
    await settled();
    expect(profile.status).toBe('ready');
    expect(profile.profile).toMatchObject({ id: 2, nickname: 'María García', isFollow: 1 });
    expect(profile.album.items.map((photo) => photo.id)).toEqual([41, 37, 33, 29]);
    expect(profile.photoPermission).toBe(1);
    expect(profile.dynamics.status).toBe('ready');
    expect(profile.dynamics.items.every((dynamic) => dynamic.user.id === 2)).toBe(true);
  });

  it('shows my own profile without an id, with my dynamics', async () => {
    let dynamicsType: string | null = null;
    api.use(
      http.get(`${apiBase}/dynamic/dynamic-list`, ({ request }) => {
        dynamicsType = new URL(request.url).searchParams.get('type');
        return HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { total: 0, pageNum: 1, pageSize: 20, records: [] },
        });
      }),
    );
    await openProfile(null);
    await settled();
    expect(profile.profile?.id).toBe(1);
    expect(dynamicsType).toBe('mine');
    expect(profile.dynamics.items).toEqual([]);
  });

  it('says the member does not exist on a 404, without an error notice', async () => {
    await openProfile(999);
    await settled();
    expect(profile.status).toBe('notFound');
    expect(profile.profile).toBeNull();
    expect(toasts.list.filter((notice) => notice.title.includes('profile'))).toEqual([]);
  });

  it('reports a failure with the maintenance notice when the server is down', async () => {
    api.use(
      http.get(`${apiBase}/user/info`, () => new HttpResponse('Bad gateway', { status: 502 })),
    );
    await openProfile(2);
    await settled();
    expect(profile.status).toBe('failed');
    expect(toasts.list[0]).toMatchObject({
      tone: 'error',
      title: 'This profile could not be loaded',
      description: i18n.t('errors.maintenance'),
    });
  });

  it('drops the answer of a profile left meanwhile', async () => {
    const first = openProfile(2);
    await openProfile(3);
    await first;
    await settled();
    expect(profile.profile?.id).toBe(3);
    expect(profile.album.items.map((photo) => photo.id)).toEqual([45]);
  });

  it('pages through the dynamics on demand', async () => {
    await openProfile(2);
    await settled();
    const first = profile.dynamics.items.length;
    if (profile.dynamics.total > first) {
      await loadMoreDynamics();
      expect(profile.dynamics.items.length).toBeGreaterThan(first);
    } else {
      expect(await loadMoreDynamics()).toBe(false);
    }
  });
});

describe('following', () => {
  it('changes the button and the fans count at once, then keeps the server count', async () => {
    await openProfile(3);
    await settled();
    expect(profile.profile).toMatchObject({ isFollow: 0, userDataVo: { fans: 64 } });
    const following = setFollow(true);
    expect(profile.profile).toMatchObject({ isFollow: 1, userDataVo: { fans: 65 } });
    expect(profile.followPending).toBe(true);
    await following;
    expect(profile.profile).toMatchObject({ isFollow: 1, userDataVo: { fans: 65 } });
    expect(lastToast()).toMatchObject({ tone: 'success', title: 'You now follow James Wilson' });
  });

  it('unfollows', async () => {
    await openProfile(2);
    await settled();
    await setFollow(false);
    expect(profile.profile).toMatchObject({ isFollow: 0, userDataVo: { fans: 229 } });
  });

  it('puts the button and the count back when the server refuses', async () => {
    await openProfile(3);
    await settled();
    refuse('post', '/user/follow', 404, 'This user does not exist', 404);
    await setFollow(true);
    expect(profile.profile).toMatchObject({ isFollow: 0, userDataVo: { fans: 64 } });
    expect(lastToast()).toMatchObject({
      tone: 'error',
      title: 'Follow failed, please try again',
      description: 'This user does not exist',
    });
  });
});

describe('friend requests', () => {
  it('sends a request that waits for an answer', async () => {
    // A newcomer: no friends and no requests yet.
    api.use(...scenarios.newUser(apiBase));
    await openProfile(7);
    await settled();
    await sendFriendRequest();
    expect(profile.profile?.friendRequestPending).toBe(1);
    expect(lastToast()?.title).toBe(
      'Friend request sent to Алексей Смирнов. You will be friends once they accept.',
    );
  });

  it('asks for a note first, sends it with the request, and closes once sent', async () => {
    const sent: unknown[] = [];
    api.use(
      http.post(`${apiBase}/friend/add-friend`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 200, msg: 'success', data: { state: 0, requestId: 57 } });
      }),
    );
    await openProfile(10);
    await settled();
    askFriendRequest();
    expect(profile.askingFriendRequest).toBe(true);
    cancelFriendRequest();
    expect(profile.askingFriendRequest).toBe(false);
    askFriendRequest();
    await sendFriendRequest('Hi Alex, I saw your photos of Lisbon!');
    expect(sent).toEqual([{ userId: 10, note: 'Hi Alex, I saw your photos of Lisbon!' }]);
    expect(profile.askingFriendRequest).toBe(false);
    expect(profile.profile?.friendRequestPending).toBe(1);
  });

  it('becomes friends at once with a member who lets anyone add them', async () => {
    await openProfile(10);
    await settled();
    await sendFriendRequest();
    expect(profile.profile?.isFriend).toBe(1);
    expect(lastToast()?.title).toBe('You and Alex Morgan are friends now');
  });

  it("says why the request failed, in the server's words", async () => {
    await openProfile(3);
    await settled();
    refuse('post', '/friend/add-friend', 1502, 'A friend request is already waiting');
    await sendFriendRequest();
    expect(profile.profile?.friendRequestPending).toBe(0);
    expect(lastToast()).toMatchObject({
      title: 'Friend request failed',
      description: 'A friend request is already waiting',
    });
  });
});

describe('the photo permission', () => {
  it('keeps the album locked for a man and pays 3 coins to unlock it', async () => {
    api.use(...scenarios.newUser(apiBase));
    await openProfile(2);
    await settled();
    expect(profile.photoPermission).toBe(0);
    expect(profile.album.items.every((photo) => photo.locked && photo.url === null)).toBe(true);

    let paid: unknown;
    let permitted = false;
    api.use(
      http.post(`${apiBase}/pay/gold-coin-pay`, async ({ request }) => {
        paid = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
        permitted = true;
        return photoPermissionPaid(false);
      }),
      http.get(`${apiBase}/album/list`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            total: 1,
            pageNum: 1,
            pageSize: 20,
            photoPermission: permitted ? 1 : 0,
            records: [
              { id: 41, url: '/uploads/a.jpg', locked: false, createTime: '2026-11-18T10:12:00Z' },
            ],
          },
        }),
      ),
    );
    await unlockPhotos();
    expect(paid).toMatchObject({
      body: { purpose: 'photoPermission', toUserId: 2 },
      key: expect.stringMatching(/.+/),
    });
    expect(profile.photoPermission).toBe(1);
    expect(profile.album.items[0]?.url).toBe('/uploads/a.jpg');
    expect(toasts.list.some((notice) => notice.title === 'Photos unlocked')).toBe(true);
  });

  it('pays the photo permission again with the same key when the first answer was lost', async () => {
    const keys: (string | null)[] = [];
    api.use(
      http.post(`${apiBase}/pay/gold-coin-pay`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        // The first answer never arrives (the connection dropped).
        if (keys.length === 1) return HttpResponse.error();
        return photoPermissionPaid(true);
      }),
      // A man without photo permission (its own pay handler comes after the one above).
      ...scenarios.newUser(apiBase),
    );
    await openProfile(2);
    await settled();
    await unlockPhotos();
    expect(profile.photoPermission).toBe(0);
    await unlockPhotos();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/.+/);
    expect(keys[1]).toBe(keys[0]);
    expect(toasts.list.filter((notice) => notice.title === 'Photos unlocked')).toHaveLength(1);
  });

  it('opens the low-balance dialog when the coins are short', async () => {
    api.use(...scenarios.insufficientCoins(apiBase));
    await openProfile(2);
    await settled();
    await unlockPhotos();
    // The dialog names whose photos, and offers coins only (no translation pack for a photo).
    expect(insufficientCoins.open).toEqual({
      shortOf: 'coins',
      purchase: { what: 'photo', of: profile.profile!.nickname },
    });
    expect(profile.photoPermission).toBe(0);
    expect(toasts.list.filter((notice) => notice.tone === 'error')).toEqual([]);
    closeInsufficientCoins();
    expect(insufficientCoins.open).toBeNull();
  });
});
