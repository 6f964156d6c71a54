/**
 * Blocking (issue 18): a block hides two users from each other everywhere (matching, search,
 * recommendations, visitors, notifications, dynamics, comments, follow lists, the conversation
 * list and its unread counts), refuses every action between them (chat 1505/1506, follow,
 * befriend, pay, gift), ends their friendship, requests and follows, and is listed for unblocking.
 * Deleting a friend ends the friendship on both sides.
 */
import type { ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { t } from '../src/i18n/translate.ts';
import { listenForChat, testClientOptions } from './support/chatWorld.ts';
import { publish } from './support/dynamics.ts';
import { giveCoins } from './support/payFixtures.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let url: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.logout()));
});
afterAll(() => app.close());

const get = (
  user: RegisteredUser,
  path: string,
  query: Record<string, string | number | boolean> = {},
) => app.call('GET', path, { token: user.token, query });
const post = (user: RegisteredUser, path: string, body: unknown = {}) =>
  app.call('POST', path, { token: user.token, body });
const block = (user: RegisteredUser, other: RegisteredUser, on = true) =>
  post(user, '/user/block', { userId: other.id, block: on });
const ids = (records: Array<{ id?: number; user?: { id: number } }>) =>
  records.map((r) => r.id ?? r.user?.id);
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

async function chatAs(user: RegisteredUser, language = 'en') {
  const { im_password } = await app.services.db
    .selectFrom('users')
    .select('im_password')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const client = createLocalClient({ url, ...testClientOptions, language });
  clients.push(client);
  const messages: string[] = [];
  // Customer service's greeting arrives at the first login; only the members' messages count.
  client.on('message', (m) => {
    if (!m.from.startsWith('hl_service')) messages.push(m.msg);
  });
  await client.login({ user: user.imAccount, password: im_password });
  return { client, messages };
}

describe('POST /user/block', () => {
  it('ends the friendship, friend requests and follows both ways, and lists the block', async () => {
    const [me, them, other] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    await app.services.db
      .insertInto('friendships')
      .values([
        { user_id: me.id, friend_id: them.id, remark_name: 'Old friend' },
        { user_id: them.id, friend_id: me.id },
      ])
      .execute();
    await post(me, '/user/follow', { userId: them.id, follow: true });
    await post(them, '/user/follow', { userId: me.id, follow: true });
    await post(other, '/friend/add-friend', { userId: me.id });

    expect(await block(me, them)).toMatchObject({
      status: 200,
      data: { userId: them.id, isBlock: 1 },
    });
    // Blocking again changes nothing.
    expect(await block(me, them)).toMatchObject({ status: 200, data: { isBlock: 1 } });

    expect((await get(me, '/friend/friend-list')).data.total).toBe(0);
    expect((await get(them, '/friend/friend-list')).data.total).toBe(0);
    expect((await get(me, '/user/follow-list', { type: 'follow' })).data.total).toBe(0);
    expect((await get(me, '/user/follow-list', { type: 'fans' })).data.total).toBe(0);
    expect((await get(them, '/user/follow-list', { type: 'fans' })).data.total).toBe(0);

    const listed = await get(me, '/user/block-list');
    expect(listed.data).toMatchObject({ total: 1, pageNum: 1 });
    expect(listed.data.records[0]).toMatchObject({
      id: them.id,
      imAccount: them.imAccount,
      blockTime: app.clock.now.toISOString(),
    });
    expect((await get(them, '/user/block-list')).data.total).toBe(0);
    // Someone else's request to me stays: only the pair's own ties end.
    expect((await get(me, '/friend/applys')).data.records).toHaveLength(1);
  });

  it('shows the blocked user to the blocker with isBlock and no visit; the blocker is gone for them', async () => {
    const [me, them] = [await registerUser(app), await registerUser(app)];
    await block(me, them);
    const seen = await get(me, '/user/info', { userId: them.id });
    expect(seen).toMatchObject({ status: 200, data: { userVo: { id: them.id, isBlock: 1 } } });
    expect((await get(them, '/user/visitor-record')).data.total).toBe(0);
    expect((await get(them, '/user/info', { userId: me.id })).status).toBe(404);
    expect((await get(them, '/album/list', { userId: me.id })).status).toBe(404);
    expect((await get(them, '/user/follow-list', { type: 'fans', userId: me.id })).status).toBe(
      404,
    );
    expect((await get(them, '/user/search', { content: String(me.account) })).data.total).toBe(0);
    expect((await get(me, '/user/search', { content: String(them.account) })).data.total).toBe(0);
    const other = await registerUser(app);
    expect((await get(other, '/user/info', { userId: me.id })).data.userVo.isBlock).toBe(0);
  });

  it('refuses every action between the two: 1505 for the blocker, 404 for the blocked', async () => {
    const [me, them] = [await registerUser(app), await registerUser(app)];
    await giveCoins(app, me.id, 50);
    await giveCoins(app, them.id, 50);
    await block(me, them);
    const actions = (from: RegisteredUser, to: RegisteredUser) => [
      post(from, '/user/follow', { userId: to.id, follow: true }),
      post(from, '/friend/add-friend', { userId: to.id, note: 'hi' }),
      app.call('POST', '/pay/gold-coin-pay', {
        token: from.token,
        body: { purpose: 'redPacket', toUserId: to.id, amount: 10 },
        headers: { 'idempotency-key': `block-${from.id}-${to.id}` },
      }),
      app.call('POST', '/gift/give-gifts', {
        token: from.token,
        body: { userId: to.id, giftId: 1, quantity: 1 },
        headers: { 'idempotency-key': `gift-${from.id}-${to.id}` },
      }),
    ];
    for (const r of await Promise.all(actions(me, them))) {
      expect(r).toMatchObject({ status: 400, code: 1505 });
    }
    for (const r of await Promise.all(actions(them, me))) {
      expect(r).toMatchObject({ status: 404, code: 404 });
    }
    // Nothing moved.
    const coins = await app.services.db
      .selectFrom('users')
      .select('gold_coin')
      .where('id', 'in', [me.id, them.id])
      .execute();
    expect(coins.map((c) => c.gold_coin)).toEqual([50, 50]);
    // The blocked one cannot block back past the block (they do not see the blocker)...
    expect(await block(them, me)).toMatchObject({ status: 404 });
    // ...and nobody can block themselves.
    expect(await block(me, me)).toMatchObject({ status: 400, code: 1104 });
    expect(await post(me, '/user/block', { userId: 999_999, block: true })).toMatchObject({
      status: 404,
    });
  });

  it('hides their dynamics, comments, likes and notifications from each other', async () => {
    const [me, them, third] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const mine = await publish(app, me);
    const theirs = await publish(app, them);
    const thirds = await publish(app, third);
    await post(them, '/dynamic/support', { id: mine.id, support: true });
    await post(them, '/dynamic/comment', { dynamicId: thirds.id, content: 'From them' });
    await post(me, '/dynamic/comment', { dynamicId: thirds.id, content: 'From me' });
    await post(them, '/user/follow', { userId: me.id, follow: true });
    await get(them, '/user/info', { userId: me.id });
    expect((await get(me, '/interact/list')).data.total).toBeGreaterThan(0);

    await block(them, me);

    const square = async (user: RegisteredUser) =>
      ids(
        (await get(user, '/dynamic/dynamic-list', { type: 'square', pageSize: 100 })).data.records,
      );
    expect(await square(me)).not.toContain(theirs.id);
    expect(await square(them)).not.toContain(mine.id);
    expect(await square(me)).toContain(thirds.id);
    expect((await get(me, '/dynamic/dynamic-info', { id: theirs.id })).status).toBe(404);
    expect((await get(them, '/dynamic/dynamic-info', { id: mine.id })).status).toBe(404);
    expect(await post(me, '/dynamic/support', { id: theirs.id, support: true })).toMatchObject({
      status: 404,
    });
    expect(
      await post(them, '/dynamic/comment', { dynamicId: mine.id, content: 'Still here?' }),
    ).toMatchObject({ status: 404 });
    const commentsFor = async (user: RegisteredUser) =>
      (await get(user, '/dynamic/comment-list', { dynamicId: thirds.id })).data.records.map(
        (c: { content: string }) => c.content,
      );
    expect(await commentsFor(me)).toEqual(['From me']);
    expect(await commentsFor(them)).toEqual(['From them']);
    expect(await commentsFor(third)).toEqual(['From them', 'From me']);

    expect((await get(me, '/interact/list')).data.total).toBe(0);
    expect((await get(me, '/user/visitor-record')).data.total).toBe(0);
    expect((await get(me, '/user/visitor-num')).data).toEqual({ total: 0, today: 0 });
    expect((await get(me, '/message/unread-message')).data.notifications).toBe(0);
  });

  it('leaves them out of recommendations, the online list and random matching', async () => {
    const own = await createTestApp();
    try {
      const call = (user: RegisteredUser, method: 'GET' | 'POST', path: string) =>
        own.call(method, path, {
          token: user.token,
          query: method === 'GET' ? { pageSize: 100 } : {},
        });
      const [me, them] = [await registerUser(own), await registerUser(own)];
      await own.call('POST', '/user/block', {
        token: them.token,
        body: { userId: me.id, block: true },
      });
      for (const path of ['/bump/list', '/bump/list2']) {
        expect((await call(me, 'GET', path)).data.records).toEqual([]);
        expect((await call(them, 'GET', path)).data.records).toEqual([]);
      }
      // The only other user is blocked: nobody to match, either way.
      expect(await call(me, 'POST', '/bump/matching')).toMatchObject({ code: 1202 });
      expect(await call(them, 'POST', '/bump/matching')).toMatchObject({ code: 1202 });
      await own.call('POST', '/user/block', {
        token: them.token,
        body: { userId: me.id, block: false },
      });
      expect(ids((await call(me, 'GET', '/bump/list')).data.records)).toEqual([them.id]);
      expect((await call(me, 'POST', '/bump/matching')).data.user.id).toBe(them.id);
    } finally {
      await own.close();
    }
  });

  it('refuses chat both ways (1505 and 1506, in the sender’s language) and hides the conversation', async () => {
    const [me, them] = [await registerUser(app), await registerUser(app)];
    await giveCoins(app, me.id, 10);
    const mine = await chatAs(me);
    const theirs = await chatAs(them, 'zh-CN');
    await mine.client.send({ to: them.imAccount, type: 'txt', msg: 'hello' });
    await eventually(() => expect(theirs.messages).toEqual(['hello']));
    const sessions = async (user: RegisteredUser) =>
      (await post(user, '/message/user-session-list')).data.map(
        (c: { imAccount: string }) => c.imAccount,
      );
    expect(await sessions(them)).toContain(me.imAccount);
    // Customer service's greeting counts too: the block takes away the member's message only.
    const unreadBefore = (await get(them, '/message/unread-message')).data.conversations;

    await block(them, me);

    const refusedMine = await mine.client
      .send({ to: them.imAccount, type: 'txt', msg: 'why?' })
      .catch((e: unknown) => e);
    expect(refusedMine).toMatchObject({
      kind: 'refused',
      code: 1506,
      refusal: { message: t('en', 'code.1506') },
    });
    const refusedTheirs = await theirs.client
      .send({ to: me.imAccount, type: 'txt', msg: 'bye' })
      .catch((e: unknown) => e);
    expect(refusedTheirs).toMatchObject({
      kind: 'refused',
      code: 1505,
      refusal: { message: t('zh-CN', 'code.1505') },
    });
    expect(await sessions(me)).not.toContain(them.imAccount);
    expect(await sessions(them)).not.toContain(me.imAccount);
    expect((await get(them, '/message/unread-message')).data.conversations).toBe(unreadBefore - 1);
    expect(theirs.messages).toEqual(['hello']);

    // Unblocked, they may chat again (the conversation comes back with its history).
    await block(them, me, false);
    await mine.client.send({ to: them.imAccount, type: 'txt', msg: 'friends again?' });
    await eventually(() => expect(theirs.messages).toEqual(['hello', 'friends again?']));
    expect(await sessions(them)).toContain(me.imAccount);
  });
});

describe('POST /friend/delete-friend', () => {
  it('ends the friendship on both sides, remark names with it; follows stay', async () => {
    const [me, them] = [await registerUser(app), await registerUser(app)];
    await app.services.db
      .insertInto('friendships')
      .values([
        { user_id: me.id, friend_id: them.id, remark_name: 'Bestie' },
        { user_id: them.id, friend_id: me.id },
      ])
      .execute();
    await post(me, '/user/follow', { userId: them.id, follow: true });
    expect(await post(me, '/friend/delete-friend', { userId: them.id })).toMatchObject({
      status: 200,
      data: { friendUserId: them.id },
    });
    expect((await get(me, '/friend/friend-list')).data.total).toBe(0);
    expect((await get(them, '/friend/friend-list')).data.total).toBe(0);
    expect((await get(me, '/user/info', { userId: them.id })).data.userVo).toMatchObject({
      isFriend: 0,
      isFollow: 1,
    });
    expect(await post(me, '/friend/delete-friend', { userId: them.id })).toMatchObject({
      status: 400,
      code: 1504,
    });
    expect(await post(me, '/friend/delete-friend', { userId: me.id })).toMatchObject({
      status: 400,
      code: 1104,
    });
    // They can become friends again.
    await app.services.db
      .updateTable('users')
      .set({ add_friend_mode: 0 })
      .where('id', '=', them.id)
      .execute();
    expect(await post(me, '/friend/add-friend', { userId: them.id })).toMatchObject({
      data: { state: 1 },
    });
  });
});
