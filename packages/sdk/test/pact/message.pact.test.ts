/**
 * Pact consumer contract of the message domain (conversations, unread counts, announcements,
 * interactive notifications, burn-after-read chat images, customer service).
 *
 * Provider states introduced here:
 * - 'an announcement titled Dating safety tips is published' {title}
 * - 'user 100001 is logged in and has not exchanged any chat message yet' {account}
 * - 'user 100001 is logged in and is friends with user 100003 under the remark name Аня из Москвы'
 *   {account, friendAccount, remarkName}
 * - 'user 100003 sent user 100001 a gift message that is unread' {fromAccount, toAccount}
 * - 'user 100006 commented on dynamic 314 of user 100001' {commenterAccount, dynamicId, ownerAccount}
 * - 'user 100001 is logged in as a normal member' {account}
 * - 'user 100001 is logged in as an SVIP member' {account}
 * - 'user 100002 liked dynamic 314 of user 100001' {likerAccount, dynamicId, ownerAccount}
 * - 'user 100005 sent user 100001 the burn-after-read image message 1289375612245'
 *   {fromAccount, toAccount, msgId}
 * - 'user 100001 pinned three conversations' {account}
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  pageLike,
  requestHeaders,
  sdkAt,
  success,
  userBriefLike,
} from './harness';

const pact = heartlinePact();

const me = { account: 100001 };
const imAccount = (example: string) => M.regex('^[a-z0-9_.-]+$', example);
const dateTime = (example = '2026-11-20T08:30:00.000Z') => M.iso8601DateTimeWithMillis(example);

/** A UserBrief whose id the provider state fixes; the rest may vary. */

/** The customer-service conversation before any message with it. */
const serviceConversation = {
  channel_id: M.string('hl_service_u100001'),
  imAccount: imAccount('hl_service'),
  unread_num: M.integer(0),
  onlineState: M.integer(1),
  userType: 2,
  friendRemarkName: null,
  nickname: M.string('Heartline Service'),
  avatar: M.string('/uploads/avatars/service.png'),
  vipLevel: M.integer(0),
  userId: null,
  friendUserId: null,
  pinned: true,
  muted: false,
  lastMessage: null,
};

describe('message contract', () => {
  it('lists announcements', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .given('an announcement titled Dating safety tips is published', {
        title: 'Dating safety tips',
      })
      .uponReceiving('a request for the announcements')
      .withRequest('GET', '/message/notices', (b) =>
        b.headers(requestHeaders()).query({ pageNum: '1', pageSize: '20' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(12),
                title: M.string('Dating safety tips'),
                content: M.string('Never send money to someone you have not met.'),
                createTime: dateTime('2026-11-19T09:00:00.000Z'),
                read: M.integer(0),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const notices = await sdkAt(server.url).message.listAnnouncements({
          pageNum: 1,
          pageSize: 20,
        });
        expect(notices.records[0]?.title).toBe('Dating safety tips');
        expect([0, 1]).toContain(notices.records[0]?.read);
      });
  });

  it('lists only customer service, pinned, before any chat', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has not exchanged any chat message yet', me)
      .uponReceiving('a request for the conversation list of a user who never chatted')
      .withRequest('POST', '/message/user-session-list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(success([serviceConversation])))
      .executeTest(async (server) => {
        const list = await sdkAt(server.url).message.listConversations();
        expect(list).toHaveLength(1);
        expect(list[0]).toMatchObject({ userType: 2, pinned: true, userId: null });
        expect(list[0]?.lastMessage).toBeNull();
      });
  });

  it('lists customer service first, then a friend with unread messages and a gift preview', async () => {
    await pact
      .addInteraction()
      .given(
        'user 100001 is logged in and is friends with user 100003 under the remark name Аня из Москвы',
        { account: 100001, friendAccount: 100003, remarkName: 'Аня из Москвы' },
      )
      .given('user 100003 sent user 100001 a gift message that is unread', {
        fromAccount: 100003,
        toAccount: 100001,
      })
      .uponReceiving('a request for the conversation list with one friend conversation')
      .withRequest('POST', '/message/user-session-list', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success([
            serviceConversation,
            {
              channel_id: 'u100001_u100003',
              imAccount: 'u100003',
              unread_num: M.integer(1),
              onlineState: M.integer(1),
              userType: 1,
              friendRemarkName: 'Аня из Москвы',
              nickname: M.string('Анна'),
              avatar: M.string('/uploads/avatars/100003.png'),
              vipLevel: M.integer(2),
              userId: 3,
              friendUserId: 3,
              pinned: false,
              muted: false,
              lastMessage: {
                id: M.string('1289375612101'),
                msg: M.string('[Gift]'),
                type: 'custom',
                customType: 'gift',
                time: M.integer(1795163400000),
                lastTime: dateTime('2026-11-20T08:30:00.000Z'),
              },
            },
          ]),
        ),
      )
      .executeTest(async (server) => {
        const [service, friend] = await sdkAt(server.url).message.listConversations();
        expect(service).toMatchObject({ userType: 2, pinned: true });
        expect(friend).toMatchObject({
          userType: 1,
          friendUserId: 3,
          friendRemarkName: 'Аня из Москвы',
          pinned: false,
          lastMessage: { type: 'custom', customType: 'gift' },
        });
        expect(friend?.unread_num).toBeGreaterThan(0);
      });
  });

  it('pins and mutes a conversation', async () => {
    await pact
      .addInteraction()
      .given('user 100003 sent user 100001 a gift message that is unread', {
        fromAccount: 100003,
        toAccount: 100001,
      })
      .given(loggedInState, me)
      .uponReceiving('a request to pin and mute a conversation')
      .withRequest('POST', '/message/conversation-settings', (b) =>
        b.headers(requestHeaders()).jsonBody({ imAccount: 'u100003', pinned: true, muted: true }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ imAccount: 'u100003', muted: true, pinned: true })),
      )
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).message.setConversationSettings({
            imAccount: 'u100003',
            pinned: true,
            muted: true,
          }),
        ).resolves.toEqual({ imAccount: 'u100003', muted: true, pinned: true });
      });
  });

  it('is told a fourth conversation cannot be pinned (1508)', async () => {
    await pact
      .addInteraction()
      .given('user 100001 pinned three conversations', me)
      .given('user 100003 sent user 100001 a gift message that is unread', {
        fromAccount: 100003,
        toAccount: 100001,
      })
      .uponReceiving('a request to pin a fourth conversation')
      .withRequest('POST', '/message/conversation-settings', (b) =>
        b.headers(requestHeaders()).jsonBody({ imAccount: 'u100003', pinned: true }),
      )
      .willRespondWith(400, (b) => b.jsonBody(failure(1508)))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).message.setConversationSettings({ imAccount: 'u100003', pinned: true }),
        ).rejects.toMatchObject({ code: 1508 });
      });
  });

  it('is told there is no conversation with someone never written to (404)', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in and has not exchanged any chat message yet', me)
      .uponReceiving('a request to mute a conversation that does not exist')
      .withRequest('POST', '/message/conversation-settings', (b) =>
        b.headers(requestHeaders()).jsonBody({ imAccount: 'u100009', muted: true }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404)))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).message.setConversationSettings({ imAccount: 'u100009', muted: true }),
        ).rejects.toMatchObject({ code: 404 });
      });
  });

  it('dismisses the paid-photo notice', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a request to dismiss the paid-photo notice')
      .withRequest('POST', '/message/update_alert_status', (b) =>
        b.headers(requestHeaders()).jsonBody({ alertType: 0 }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).message.dismissPaymentNotice({ alertType: 0 }),
        ).resolves.toBeNull();
      });
  });

  it('counts what I have not read', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a request for the unread counts')
      .withRequest('GET', '/message/unread-message', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            total: M.integer(9),
            conversations: M.integer(4),
            friendRequests: M.integer(1),
            notifications: M.integer(3),
            notices: M.integer(1),
            service: M.integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const counts = await sdkAt(server.url).message.countUnread();
        expect(counts.total).toBe(
          counts.conversations + counts.friendRequests + counts.notifications + counts.notices,
        );
      });
  });

  it('lists comment notifications', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .given('user 100006 commented on dynamic 314 of user 100001', {
        commenterAccount: 100006,
        dynamicId: 314,
        ownerAccount: 100001,
      })
      .uponReceiving('a request for the comment notifications')
      .withRequest('GET', '/interact/list', (b) =>
        b.headers(requestHeaders()).query({ type: 'comment' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(901),
                type: 'comment',
                user: userBriefLike(100006, {
                  nickname: 'Lukas Becker',
                  region: 'DE',
                  commonLanguage: 'de',
                }),
                dynamicId: 314,
                content: M.string('Wunderschönes Foto! Wo ist das?'),
                image: M.string('/uploads/dynamics/314-1.jpg'),
                read: M.integer(0),
                createTime: dateTime('2026-11-20T08:02:00.000Z'),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const comments = await sdkAt(server.url).message.listInteractions({ type: 'comment' });
        expect(comments.records[0]).toMatchObject({
          type: 'comment',
          dynamicId: 314,
          user: { id: 6 },
        });
        expect(comments.records[0]?.content).toBeTruthy();
      });
  });

  it('hides who liked me from a normal member', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in as a normal member', me)
      .given('user 100002 liked dynamic 314 of user 100001', {
        likerAccount: 100002,
        dynamicId: 314,
        ownerAccount: 100001,
      })
      .uponReceiving('a request for the like notifications of a normal member')
      .withRequest('GET', '/interact/list', (b) =>
        b.headers(requestHeaders()).query({ type: 'like' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success(
            pageLike(
              M.atLeastOneLike({
                id: M.integer(905),
                type: 'like',
                user: null,
                dynamicId: 314,
                content: null,
                image: M.string('/uploads/dynamics/314-1.jpg'),
                read: M.integer(0),
                createTime: dateTime('2026-11-21T09:00:00.000Z'),
              }),
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const likes = await sdkAt(server.url).message.listInteractions({ type: 'like' });
        expect(likes.records[0]).toMatchObject({ type: 'like', user: null, dynamicId: 314 });
      });
  });

  it('marks a burn-after-read image as read', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .given('user 100005 sent user 100001 the burn-after-read image message 1289375612245', {
        fromAccount: 100005,
        toAccount: 100001,
        msgId: '1289375612245',
      })
      .uponReceiving('a request to mark a burn-after-read image as read')
      .withRequest('POST', '/im/read-burnimg', (b) =>
        b.headers(requestHeaders()).jsonBody({ msgId: '1289375612245' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            msgId: '1289375612245',
            readTime: dateTime('2026-11-20T23:31:05.000Z'),
            // The address to show it from, signed for the reader.
            url: M.regex(
              '^/api/image/.+[?&]sig=[A-Za-z0-9_-]+$',
              '/api/image/burn/100005/a.jpg?ctx=chat-1&sig=f',
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const read = await sdkAt(server.url).message.readBurnImage({ msgId: '1289375612245' });
        expect(read.msgId).toBe('1289375612245');
        expect(Number.isNaN(Date.parse(read.readTime))).toBe(false);
        expect(read.url).toContain('sig=');
      });
  });

  it('is told an unknown burn-after-read image does not exist (404)', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a request to mark an unknown burn-after-read image as read')
      .withRequest('POST', '/im/read-burnimg', (b) =>
        b.headers(requestHeaders()).jsonBody({ msgId: '9999999999999' }),
      )
      .willRespondWith(404, (b) => b.jsonBody(failure(404, 'Not found')))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).message.readBurnImage({ msgId: '9999999999999' }),
        ).rejects.toMatchObject({ kind: 'api', code: 404, status: 404 });
      });
  });

  it('gives a normal member the common customer-service account', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in as a normal member', me)
      .uponReceiving('a request for the customer-service account of a normal member')
      .withRequest('GET', '/service/im-account', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            serviceAccount: imAccount('hl_service'),
            nickname: M.string('Heartline Service'),
            avatar: M.string('/uploads/avatars/service.png'),
            exclusive: false,
          }),
        ),
      )
      .executeTest(async (server) => {
        const service = await sdkAt(server.url).message.getServiceAccount();
        expect(service.exclusive).toBe(false);
        expect(service.serviceAccount).toMatch(/^[a-z0-9_.-]+$/);
      });
  });

  it('gives an SVIP member the exclusive customer-service account', async () => {
    await pact
      .addInteraction()
      .given('user 100001 is logged in as an SVIP member', me)
      .uponReceiving('a request for the customer-service account of an SVIP member')
      .withRequest('GET', '/service/im-account', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            serviceAccount: imAccount('hl_service_vip'),
            nickname: M.string('Heartline SVIP Service'),
            avatar: M.string('/uploads/avatars/service.png'),
            exclusive: true,
          }),
        ),
      )
      .executeTest(async (server) => {
        const service = await sdkAt(server.url).message.getServiceAccount();
        expect(service.exclusive).toBe(true);
      });
  });
});
