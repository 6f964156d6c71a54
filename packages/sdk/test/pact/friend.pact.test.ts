/**
 * Pact consumer contract of the friend domain.
 *
 * Provider states introduced here:
 * - 'user 100001 is logged in and is friends with user 100003' {account, friendAccount}
 * - 'user 100001 is logged in and is friends with user 100003 under the remark name Аня из Москвы'
 *   {account, friendAccount, remarkName}
 * - 'user 100001 is logged in and has a pending friend request 42 from user 100004'
 *   {account, requestId, fromAccount}
 * - 'user 100001 is logged in and has sent a pending friend request to user 100006'
 *   {account, toAccount}
 * - 'user 100001 is logged in and friend request 37 from user 100005 was already refused'
 *   {account, requestId, fromAccount}
 * - 'user 100001 is logged in and user 100006 verifies friend requests' {account, userAccount}
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  M,
  pageLike,
  requestHeaders,
  sdkAt,
  success,
  userBriefLike,
} from './harness';

const pact = heartlinePact();

const friendsState = 'user 100001 is logged in and is friends with user 100003';
const friendsParams = { account: 100001, friendAccount: 100003 };
const remarkState =
  'user 100001 is logged in and is friends with user 100003 under the remark name Аня из Москвы';
const pendingState =
  'user 100001 is logged in and has a pending friend request 42 from user 100004';
const pendingParams = { account: 100001, requestId: 42, fromAccount: 100004 };

/** A UserBrief whose id the provider state fixes; the rest may vary. */

describe('friend contract', () => {
  it('lists my friends with their remark names', async () => {
    await pact
      .addInteraction()
      .given(remarkState, { ...friendsParams, remarkName: 'Аня из Москвы' })
      .uponReceiving('a request for the friend list')
      .withRequest('GET', '/friend/friend-list', (b) =>
        b.headers(requestHeaders()).query({ pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                friendUserId: 3,
                user: userBriefLike(100003, {
                  nickname: 'Анна',
                  region: 'RU',
                  commonLanguage: 'ru',
                }),
                friendRemarkName: 'Аня из Москвы',
                imAccount: 'u100003',
                createTime: M.iso8601DateTimeWithMillis('2026-11-18T19:42:10.000Z'),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const friends = await sdkAt(server.url).friend.list({ pageNum: 1, pageSize: 20 });
        expect(friends.records[0]).toMatchObject({
          friendUserId: 3,
          imAccount: 'u100003',
          user: { account: 100003 },
        });
        expect(friends.records[0]?.friendRemarkName).toBe('Аня из Москвы');
      });
  });

  it('sets a remark name for a friend', async () => {
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .uponReceiving('a request to set a remark name for a friend')
      .withRequest('POST', '/friend/updateRemarkName', (b) =>
        b
          .headers(requestHeaders())
          .jsonBody({ friendUserId: 3, friendRemarkName: 'Аня из Москвы' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ friendUserId: 3, friendRemarkName: 'Аня из Москвы' })),
      )
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).friend.setRemarkName({
          friendUserId: 3,
          friendRemarkName: 'Аня из Москвы',
        });
        expect(result).toEqual({ friendUserId: 3, friendRemarkName: 'Аня из Москвы' });
      });
  });

  it('clears a remark name with an empty string', async () => {
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .uponReceiving('a request to clear the remark name of a friend')
      .withRequest('POST', '/friend/updateRemarkName', (b) =>
        b.headers(requestHeaders()).jsonBody({ friendUserId: 3, friendRemarkName: '' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ friendUserId: 3, friendRemarkName: null })))
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).friend.setRemarkName({
          friendUserId: 3,
          friendRemarkName: '',
        });
        expect(result.friendRemarkName).toBeNull();
      });
  });

  it('lists the friend requests I received', async () => {
    await pact
      .addInteraction()
      .given(pendingState, pendingParams)
      .uponReceiving('a request for the friend requests received')
      .withRequest('GET', '/friend/applys', (b) =>
        b.headers(requestHeaders()).query({ type: 'received', pageNum: '1' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: 42,
                user: userBriefLike(100004, {
                  nickname: 'さくら',
                  region: 'JP',
                  commonLanguage: 'ja',
                }),
                note: M.string('はじめまして！日本語を教えますよ。'),
                state: 0,
                createTime: M.iso8601DateTimeWithMillis('2026-11-20T07:15:00.000Z'),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const requests = await sdkAt(server.url).friend.listRequests({
          type: 'received',
          pageNum: 1,
        });
        expect(requests.records[0]).toMatchObject({ id: 42, state: 0, user: { id: 4 } });
        expect(requests.records[0]?.note).toBe('はじめまして！日本語を教えますよ。');
      });
  });

  it('lists the friend requests I sent', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has sent a pending friend request to user 100006', {
        account: 100001,
        toAccount: 100006,
      })
      .uponReceiving('a request for the friend requests sent')
      .withRequest('GET', '/friend/applys', (b) =>
        b.headers(requestHeaders()).query({ type: 'sent' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(57),
                user: userBriefLike(100006, {
                  nickname: 'Lukas Becker',
                  region: 'DE',
                  commonLanguage: 'de',
                }),
                note: M.string('Hallo Lukas! Wollen wir uns austauschen?'),
                state: 0,
                createTime: M.iso8601DateTimeWithMillis('2026-11-20T07:15:00.000Z'),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const sent = await sdkAt(server.url).friend.listRequests({ type: 'sent' });
        expect(sent.records[0]).toMatchObject({ state: 0, user: { id: 6, imAccount: 'u100006' } });
      });
  });

  it('accepts a pending friend request', async () => {
    await pact
      .addInteraction()
      .given(pendingState, pendingParams)
      .uponReceiving('a request to accept pending friend request 42')
      .withRequest('GET', '/friend/apply-deal', (b) =>
        b.headers(requestHeaders()).query({ id: '42', agree: '1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ id: 42, state: 1 })))
      .executeTest(async (server) => {
        const handled = await sdkAt(server.url).friend.acceptOrRefuse({ id: 42, agree: 1 });
        expect(handled).toEqual({ id: 42, state: 1 });
      });
  });

  it('refuses a pending friend request', async () => {
    await pact
      .addInteraction()
      .given(pendingState, pendingParams)
      .uponReceiving('a request to refuse pending friend request 42')
      .withRequest('GET', '/friend/apply-deal', (b) =>
        b.headers(requestHeaders()).query({ id: '42', agree: '0' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ id: 42, state: 2 })))
      .executeTest(async (server) => {
        const handled = await sdkAt(server.url).friend.acceptOrRefuse({ id: 42, agree: 0 });
        expect(handled.state).toBe(2);
      });
  });

  it('is told a friend request was already handled (1503 at HTTP 409)', async () => {
    await pact
      .addInteraction()
      .given(
        'user 100001 is logged in and friend request 37 from user 100005 was already refused',
        {
          account: 100001,
          requestId: 37,
          fromAccount: 100005,
        },
      )
      .uponReceiving('a request to accept a friend request that was already refused')
      .withRequest('GET', '/friend/apply-deal', (b) =>
        b.headers(requestHeaders()).query({ id: '37', agree: '1' }),
      )
      .willRespondWith(409, (b) =>
        b.jsonBody(failure(1503, 'This friend request was already handled')),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).friend.acceptOrRefuse({ id: 37, agree: 1 }),
        ).rejects.toMatchObject({ kind: 'api', code: 1503, status: 409 });
      });
  });

  it('sends a friend request that waits for verification', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and user 100006 verifies friend requests', {
        account: 100001,
        userAccount: 100006,
      })
      .uponReceiving('a friend request with a note to a user who verifies requests')
      .withRequest('POST', '/friend/add-friend', (b) =>
        b.headers(requestHeaders()).jsonBody({
          userId: 6,
          note: 'Hallo Lukas! Ich lerne Deutsch, wollen wir uns austauschen?',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ state: 0, requestId: M.integer(57) })))
      .executeTest(async (server) => {
        const sent = await sdkAt(server.url).friend.add({
          userId: 6,
          note: 'Hallo Lukas! Ich lerne Deutsch, wollen wir uns austauschen?',
        });
        expect(sent.state).toBe(0);
        expect(sent.requestId).toBeGreaterThan(0);
      });
  });

  it('is told we are already friends (1501)', async () => {
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .uponReceiving('a friend request to someone who is already a friend')
      .withRequest('POST', '/friend/add-friend', (b) =>
        b.headers(requestHeaders()).jsonBody({ userId: 3, note: 'Привет!' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1501, 'You are already friends')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).friend.add({ userId: 3, note: 'Привет!' }),
        ).rejects.toMatchObject({ kind: 'api', code: 1501, status: 400 });
      });
  });
  it('deletes a friend', async () => {
    await pact
      .addInteraction()
      .given(friendsState, friendsParams)
      .uponReceiving('a deletion of friend 100003')
      .withRequest('POST', '/friend/delete-friend', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 3 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ friendUserId: 3 })))
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).friend.delete({ userId: 3 });
        expect(result.friendUserId).toBe(3);
      });
  });

  it('refuses deleting someone who is not a friend (400, 1504)', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and user 100006 verifies friend requests', {
        account: 100001,
        userAccount: 100006,
      })
      .uponReceiving('a deletion of user 100006, who is not a friend')
      .withRequest('POST', '/friend/delete-friend', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 6 }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1504, 'You are not friends')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).friend.delete({ userId: 6 })).rejects.toMatchObject({
          kind: 'api',
          code: 1504,
          status: 400,
        });
      });
  });
});
