/**
 * Pact consumer contract of the user domain: profile edit and view, privacy, interface language,
 * follows, visitors, search and the users behind IM accounts, each driving the real SDK function.
 *
 * Provider states introduced here (combined with the shared 'user 100001 is logged in'):
 * - 'user {account} exists with a complete profile and has been active' {account}
 * - 'user {account} does not exist' {account}
 * - 'user {account} follows user {followed}' {account, followed}
 * - 'user {visitor} visited the profile of user {account} today' {visitor, account}
 * - 'user {account} blocked user {blocked}' {account, blocked}
 * User 100001 is a normal member (vipExpireTime null) of gender 0 with a complete profile.
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  requestHeaders,
  sdkAt,
  success,
  userBriefLike,
} from './harness';

const pact = heartlinePact();

const languagePattern = '^(zh-CN|zh-TW|en|de|ru|ko|ja|es)$';
const completeProfile = (account: number) =>
  [`user ${account} exists with a complete profile and has been active`, { account }] as const;
const missing = (account: number) => [`user ${account} does not exist`, { account }] as const;

/** A UserBrief whose identity is fixed by the state; the rest may vary. */

const maria = userBriefLike(100002, {
  nickname: 'María García',
  region: 'ES',
  commonLanguage: 'es',
  vipLevel: 1,
  signature: 'Bailar, viajar y aprender chino.',
});

describe('user contract', () => {
  it('edits my profile and answers my updated information', async () => {
    const edit = { signature: '周末去杭州拍照 📷', hobby: '1,4,7' };
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('an edit of my signature and hobbies')
      .withRequest('POST', '/user/info-edit', (b) => b.headers(requestHeaders(true)).jsonBody(edit))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            id: 1,
            account: 100001,
            nickname: M.string('李小雨'),
            avatar: M.string('/uploads/avatars/100001.png'),
            gender: M.integer(0),
            age: M.integer(28),
            vipLevel: 0,
            region: M.string('CN'),
            commonLanguage: M.string('zh'),
            signature: edit.signature,
            online: M.integer(1),
            imAccount: 'u100001',
            birthday: M.iso8601Date('1998-05-12'),
            height: M.integer(165),
            weight: M.integer(52),
            occupation: M.string('设计师'),
            hobby: edit.hobby,
            introduction: M.string('在上海做设计，喜欢旅行和摄影。'),
            email: M.email('xiaoyu.li@example.com'),
            imPassword: M.string('im-7f3c9a1e5b2d'),
            isPayMsg: M.integer(0),
            isBurnPayMsg: M.integer(0),
            vipExpireTime: M.nullValue(),
            userAccountVo: M.like({
              goldCoin: 50,
              character: 2000,
              vipCharacter: 0,
              freeGifts: 0,
              blurViews: 0,
            }),
            userDataVo: M.like({ fans: 12, follow: 8, friends: 5, visitors: 34, likes: 57 }),
            userSetVo: {
              addFriendMode: M.integer(1),
              showLikes: M.integer(0),
              showComments: M.integer(0),
              language: M.regex(languagePattern, 'zh-CN'),
            },
            createTime: M.iso8601DateTimeWithMillis('2026-03-14T09:20:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const me = await sdkAt(server.url).user.editInfo(edit);
        expect(me.signature).toBe(edit.signature);
        expect(me.hobby).toBe('1,4,7');
        expect(me.account).toBe(100001);
      });
  });

  it("shows another user's profile with my follow, friend and photo state", async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .uponReceiving("a request for user 100002's profile")
      .withRequest('GET', '/user/info', (b) =>
        b.headers(requestHeaders(true)).query({ userId: '2' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            userVo: {
              ...maria,
              birthday: M.iso8601Date('1997-02-14'),
              height: M.integer(168),
              weight: M.integer(57),
              occupation: M.string('Profesora de flamenco'),
              hobby: M.regex('^[0-9]+(,[0-9]+){0,2}$', '1,2,8'),
              introduction: M.string('Soy de Sevilla y enseño flamenco.'),
              userDataVo: M.like({
                fans: 230,
                follow: 41,
                friends: 18,
                visitors: 1204,
                likes: 987,
              }),
              isFollow: M.integer(0),
              isFriend: M.integer(0),
              friendRequestPending: M.integer(0),
              isBlock: M.integer(0),
              // User 100001 is of gender 0: album photos are free to see.
              photoPermission: 1,
              lastActiveTime: M.iso8601DateTimeWithMillis('2026-11-22T09:54:00.000Z'),
            },
          }),
        ),
      )
      .executeTest(async (server) => {
        const { userVo } = await sdkAt(server.url).user.getInfo({ userId: 2 });
        expect(userVo.id).toBe(2);
        expect(userVo.imAccount).toBe('u100002');
        expect(userVo.photoPermission).toBe(1);
        expect([0, 1]).toContain(userVo.isFollow);
      });
  });

  it('answers 404 for a profile that does not exist', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...missing(199999))
      .uponReceiving('a request for the profile of a user who does not exist')
      .withRequest('GET', '/user/info', (b) =>
        b.headers(requestHeaders(true)).query({ userId: '99999' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404, 'This user does not exist')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).user.getInfo({ userId: 99999 })).rejects.toMatchObject({
          kind: 'api',
          code: 404,
          status: 404,
        });
      });
  });

  it('sets my privacy and answers the full settings', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a change of my friend-add mode and comment visibility')
      .withRequest('POST', '/user/privacy-set', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ addFriendMode: 0, showComments: 1 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            addFriendMode: 0,
            showLikes: M.integer(0),
            showComments: 1,
            language: M.regex(languagePattern, 'zh-CN'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const settings = await sdkAt(server.url).user.setPrivacy({
          addFriendMode: 0,
          showComments: 1,
        });
        expect(settings.addFriendMode).toBe(0);
        expect(settings.showComments).toBe(1);
      });
  });

  it('hides my last seen and answers the setting', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a change of my last-seen visibility')
      .withRequest('POST', '/user/privacy-set', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ hideLastSeen: 1 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ hideLastSeen: 1 })))
      .executeTest(async (server) => {
        const settings = await sdkAt(server.url).user.setPrivacy({ hideLastSeen: 1 });
        expect(settings.hideLastSeen).toBe(1);
      });
  });

  it('sets my interface language', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a change of my interface language to Spanish')
      .withRequest('POST', '/user/language-edit', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ language: 'es' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).user.setLanguage({ language: 'es' })).resolves.toBeNull();
      });
  });

  it('follows a user and answers the new state and fan count', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .uponReceiving('a follow of user 100002')
      .withRequest('POST', '/user/follow', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 2, follow: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ isFollow: 1, fans: M.integer(231) })))
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).user.follow({ userId: 2, follow: true });
        expect(result.isFollow).toBe(1);
        expect(result.fans).toBeGreaterThan(0);
      });
  });

  it('refuses following myself (400, 1104)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a follow of myself')
      .withRequest('POST', '/user/follow', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 1, follow: true }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1104, 'You cannot follow yourself')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).user.follow({ userId: 1, follow: true }),
        ).rejects.toMatchObject({ kind: 'api', code: 1104, status: 400 });
      });
  });

  it('refuses following a user who does not exist (404)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...missing(199999))
      .uponReceiving('a follow of a user who does not exist')
      .withRequest('POST', '/user/follow', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 99999, follow: true }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404, 'This user does not exist')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).user.follow({ userId: 99999, follow: true }),
        ).rejects.toMatchObject({ kind: 'api', code: 404, status: 404 });
      });
  });

  it('blocks a user', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .uponReceiving('a block of user 100002')
      .withRequest('POST', '/user/block', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 2, block: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ userId: 2, isBlock: 1 })))
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).user.block({ userId: 2, block: true });
        expect(result).toEqual({ userId: 2, isBlock: 1 });
      });
  });

  it('unblocks a user', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .given('user 100001 blocked user 100002', { account: 100001, blocked: 100002 })
      .uponReceiving('an unblock of user 100002')
      .withRequest('POST', '/user/block', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 2, block: false }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ userId: 2, isBlock: 0 })))
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).user.block({ userId: 2, block: false });
        expect(result.isBlock).toBe(0);
      });
  });

  it('refuses blocking myself (400, 1104)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .uponReceiving('a block of myself')
      .withRequest('POST', '/user/block', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ userId: 1, block: true }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1104, 'You cannot do this to yourself')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).user.block({ userId: 1, block: true }),
        ).rejects.toMatchObject({ kind: 'api', code: 1104, status: 400 });
      });
  });

  it('lists the users I blocked, newest first', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .given('user 100001 blocked user 100002', { account: 100001, blocked: 100002 })
      .uponReceiving('a request for the first page of my blocked users')
      .withRequest('GET', '/user/block-list', (b) =>
        b.headers(requestHeaders(true)).query({ pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.atLeastOneLike({
              ...maria,
              blockTime: M.iso8601DateTimeWithMillis('2026-11-21T07:00:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).user.listBlocked({ pageNum: 1, pageSize: 20 });
        expect(page.records[0]?.imAccount).toBe('u100002');
        expect(page.records[0]?.blockTime).toMatch(/^2\d{3}-/);
      });
  });

  it('lists my fans a page at a time, with the follow-back state', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .given('user 100002 follows user 100001', { account: 100002, followed: 100001 })
      .uponReceiving('a request for the first page of my fans')
      .withRequest('GET', '/user/follow-list', (b) =>
        b.headers(requestHeaders(true)).query({ type: 'fans', pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.atLeastOneLike({
              ...maria,
              isFollow: M.integer(0),
              followTime: M.iso8601DateTimeWithMillis('2026-11-21T07:00:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).user.listFollows({
          type: 'fans',
          pageNum: 1,
          pageSize: 20,
        });
        expect(page.pageNum).toBe(1);
        expect(page.records[0]?.imAccount).toBe('u100002');
        expect([0, 1]).toContain(page.records[0]?.isFollow);
      });
  });

  it('counts the visits on my profile, in all and today', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .given('user 100002 visited the profile of user 100001 today', {
        visitor: 100002,
        account: 100001,
      })
      .uponReceiving('a request for my visitor counts')
      .withRequest('GET', '/user/visitor-num', (b) => b.headers(requestHeaders(true)))
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ total: M.integer(1), today: M.integer(1) })),
      )
      .executeTest(async (server) => {
        const count = await sdkAt(server.url).user.countVisitors();
        expect(count.today).toBeGreaterThan(0);
        expect(count.total).toBeGreaterThanOrEqual(count.today);
      });
  });

  it('lists who visited my profile, newest first', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .given('user 100002 visited the profile of user 100001 today', {
        visitor: 100002,
        account: 100001,
      })
      .uponReceiving('a request for the first page of my visitors')
      .withRequest('GET', '/user/visitor-record', (b) =>
        b.headers(requestHeaders(true)).query({ pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(1),
            pageNum: 1,
            pageSize: 20,
            records: M.atLeastOneLike({
              user: maria,
              visitTime: M.iso8601DateTimeWithMillis('2026-11-22T09:45:00.000Z'),
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = await sdkAt(server.url).user.listVisitors({ pageNum: 1, pageSize: 20 });
        expect(page.records[0]?.user.nickname).toBe('María García');
        expect(page.records[0]?.visitTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      });
  });

  it('finds a user by numeric account', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .uponReceiving('a search for account 100002')
      .withRequest('GET', '/user/search', (b) =>
        b.headers(requestHeaders(true)).query({ content: '100002' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: 1,
            list: [
              {
                id: 2,
                account: 100002,
                nickname: M.string('María García'),
                avatar: M.string('/uploads/avatars/100002.jpg'),
              },
            ],
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await sdkAt(server.url).user.search({ content: '100002' });
        expect(result.total).toBe(1);
        expect(result.list[0]?.id).toBe(2);
      });
  });

  it('finds nobody for an account that does not exist', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...missing(199999))
      .uponReceiving('a search for an account that does not exist')
      .withRequest('GET', '/user/search', (b) =>
        b.headers(requestHeaders(true)).query({ content: '199999' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ total: 0, list: [] })))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).user.search({ content: '199999' })).resolves.toEqual({
          total: 0,
          list: [],
        });
      });
  });

  it('answers the users behind IM accounts, leaving unknown ones out', async () => {
    await pact
      .addInteraction()
      .given(loggedInState)
      .given(...completeProfile(100002))
      .given(...missing(199999))
      .uponReceiving('a lookup of IM accounts u100002 and u199999')
      .withRequest('POST', '/user/by-im-accounts', (b) =>
        b.headers(requestHeaders(true)).jsonBody({ imAccounts: ['u100002', 'u199999'] }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success([maria])))
      .executeTest(async (server) => {
        const users = await sdkAt(server.url).user.listByImAccounts({
          imAccounts: ['u100002', 'u199999'],
        });
        expect(users).toHaveLength(1);
        expect(users[0]?.imAccount).toBe('u100002');
        expect(users[0]?.id).toBe(2);
      });
  });
});
