import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, registerUser, type RegisteredUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function cancel(user: RegisteredUser) {
  await app.call('POST', '/account/verification-code', {
    body: { email: user.email, purpose: 'cancel-account' },
  });
  app.clock.advance(61_000);
  const code = codeFor(app, user.email);
  const done = await app.call('POST', '/account/cancel-account', {
    token: user.token,
    body: { code },
  });
  expect(done.code).toBe(200);
}

/** A user whose friend-add mode is 0 (anyone) or 1 (verification, the default). */
async function userWithMode(addFriendMode: 0 | 1) {
  const user = await registerUser(app);
  await app.call('POST', '/user/privacy-set', { token: user.token, body: { addFriendMode } });
  return user;
}

const add = (from: RegisteredUser, userId: number, note?: string) =>
  app.call('POST', '/friend/add-friend', {
    token: from.token,
    body: note === undefined ? { userId } : { userId, note },
  });
const deal = (user: RegisteredUser, id: number, agree: 0 | 1) =>
  app.call('GET', '/friend/apply-deal', { token: user.token, query: { id, agree } });
const friends = async (user: RegisteredUser, query: Record<string, number> = {}) =>
  (await app.call('GET', '/friend/friend-list', { token: user.token, query })).data;
const requests = async (user: RegisteredUser, query: Record<string, string | number> = {}) =>
  (await app.call('GET', '/friend/applys', { token: user.token, query })).data;
const ids = (records: { friendUserId?: number; user?: { id: number } }[]) =>
  records.map((r) => r.friendUserId ?? r.user?.id);

describe('POST /friend/add-friend', () => {
  it('is accepted at once under friend-add mode 0, making both users friends', async () => {
    const me = await registerUser(app);
    const open = await userWithMode(0);
    const r = await add(me, open.id, 'Hi!');
    expect(r).toMatchObject({ status: 200, data: { state: 1, requestId: expect.any(Number) } });
    expect(ids((await friends(me)).records)).toEqual([open.id]);
    expect(ids((await friends(open)).records)).toEqual([me.id]);
    expect((await requests(me, { type: 'sent' })).records[0]).toMatchObject({
      id: r.data.requestId,
      state: 1,
      note: 'Hi!',
    });
  });

  it('waits under mode 1 until accepted; a second request meanwhile answers 1502', async () => {
    const me = await registerUser(app);
    const careful = await userWithMode(1);
    const r = await add(me, careful.id, 'Hallo Lukas!');
    expect(r.data).toMatchObject({ state: 0 });
    expect(await add(me, careful.id)).toMatchObject({ status: 400, code: 1502 });
    expect((await friends(me)).total).toBe(0);
    const received = await requests(careful);
    expect(received.records[0]).toMatchObject({
      id: r.data.requestId,
      note: 'Hallo Lukas!',
      state: 0,
      user: { id: me.id },
    });
    expect(await deal(careful, r.data.requestId, 1)).toMatchObject({
      status: 200,
      data: { id: r.data.requestId, state: 1 },
    });
    expect(ids((await friends(me)).records)).toEqual([careful.id]);
    expect(ids((await friends(careful)).records)).toEqual([me.id]);
    expect(await add(me, careful.id)).toMatchObject({ status: 400, code: 1501 });
    expect(await add(careful, me.id)).toMatchObject({ status: 400, code: 1501 });
  });

  it('accepts the other side pending request when they are asked back', async () => {
    const a = await userWithMode(1);
    const b = await userWithMode(1);
    const first = await add(a, b.id);
    expect(first.data.state).toBe(0);
    const back = await add(b, a.id);
    expect(back.data).toEqual({ state: 1, requestId: first.data.requestId });
    expect(ids((await friends(a)).records)).toEqual([b.id]);
    expect((await requests(b)).records[0]).toMatchObject({ id: first.data.requestId, state: 1 });
  });

  it('lets two quick taps leave only one pending request', async () => {
    const me = await registerUser(app);
    const careful = await userWithMode(1);
    const answers = await Promise.all([add(me, careful.id), add(me, careful.id)]);
    expect(answers.map((a) => a.code).sort((x, y) => x - y)).toEqual([200, 1502]);
    expect((await requests(careful)).total).toBe(1);
    // The database holds the rule too (migration 0003_friend), whatever the timing.
    await expect(
      app.services.db
        .insertInto('friend_requests')
        .values({ from_id: me.id, to_id: careful.id, note: '', state: 0 })
        .execute(),
    ).rejects.toThrow();
  });

  it('refuses oneself (1104), an unknown or cancelled user (404) and bad input (400)', async () => {
    const me = await registerUser(app);
    expect(await add(me, me.id)).toMatchObject({ status: 400, code: 1104 });
    expect(await add(me, 99_999)).toMatchObject({ status: 404, code: 404 });
    const gone = await userWithMode(0);
    await cancel(gone);
    expect(await add(me, gone.id)).toMatchObject({ status: 404, code: 404 });
    const open = await userWithMode(0);
    expect(await add(me, open.id, 'x'.repeat(201))).toMatchObject({ status: 400, code: 400 });
    const noUser = await app.call('POST', '/friend/add-friend', { token: me.token, body: {} });
    expect(noUser).toMatchObject({ status: 400, code: 400 });
  });

  it('lets the sender ask again after a refusal', async () => {
    const me = await registerUser(app);
    const careful = await userWithMode(1);
    const first = await add(me, careful.id);
    expect((await deal(careful, first.data.requestId, 0)).data).toEqual({
      id: first.data.requestId,
      state: 2,
    });
    expect((await friends(me)).total).toBe(0);
    const again = await add(me, careful.id);
    expect(again.data.state).toBe(0);
    expect(again.data.requestId).not.toBe(first.data.requestId);
  });
});

describe('GET /friend/apply-deal', () => {
  it('handles only requests sent to the caller (404 otherwise)', async () => {
    const me = await registerUser(app);
    const careful = await userWithMode(1);
    const stranger = await registerUser(app);
    const r = await add(me, careful.id);
    expect(await deal(stranger, r.data.requestId, 1)).toMatchObject({ status: 404, code: 404 });
    expect(await deal(me, r.data.requestId, 1)).toMatchObject({ status: 404, code: 404 });
    expect(await deal(careful, 999_999, 1)).toMatchObject({ status: 404, code: 404 });
    expect((await requests(careful)).records[0].state).toBe(0);
  });

  it('answers 1503 (409) for a request already handled', async () => {
    const me = await registerUser(app);
    const careful = await userWithMode(1);
    const r = await add(me, careful.id);
    await deal(careful, r.data.requestId, 0);
    expect(await deal(careful, r.data.requestId, 1)).toMatchObject({ status: 409, code: 1503 });
    expect(await deal(careful, r.data.requestId, 0)).toMatchObject({ status: 409, code: 1503 });
    expect((await friends(careful)).total).toBe(0);
  });

  it('answers 404 for a request from a user cancelled since', async () => {
    const leaving = await registerUser(app);
    const careful = await userWithMode(1);
    const r = await add(leaving, careful.id);
    await cancel(leaving);
    expect(await deal(careful, r.data.requestId, 1)).toMatchObject({ status: 404, code: 404 });
  });

  it('refuses invalid parameters (400)', async () => {
    const me = await registerUser(app);
    const queries: Record<string, string | number>[] = [
      { id: 1, agree: 2 },
      { id: 0, agree: 1 },
      { agree: 1 },
      { id: 'x', agree: 1 },
    ];
    for (const query of queries) {
      const r = await app.call('GET', '/friend/apply-deal', { token: me.token, query });
      expect(r).toMatchObject({ status: 400, code: 400 });
    }
  });
});

describe('GET /friend/applys', () => {
  it('lists received (default) or sent requests newest first, with paging', async () => {
    const me = await userWithMode(1);
    const a = await registerUser(app);
    const b = await registerUser(app);
    await add(a, me.id, 'from a');
    app.clock.advance(1000);
    await add(b, me.id, 'from b');
    const received = await requests(me);
    expect(received).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(received.records.map((r: { note: string }) => r.note)).toEqual(['from b', 'from a']);
    expect(received.records[0].createTime).toEqual(expect.any(String));
    const page2 = await requests(me, { type: 'received', pageNum: 2, pageSize: 1 });
    expect(page2.records.map((r: { note: string }) => r.note)).toEqual(['from a']);
    const sent = await requests(a, { type: 'sent' });
    expect(sent.records).toHaveLength(1);
    expect(sent.records[0]).toMatchObject({ note: 'from a', user: { id: me.id }, state: 0 });
    expect((await requests(me, { type: 'sent' })).total).toBe(0);
  });

  it('shows each user only their own requests, and leaves cancelled users out', async () => {
    const me = await userWithMode(1);
    const leaving = await registerUser(app);
    const stranger = await registerUser(app);
    await add(leaving, me.id);
    expect((await requests(stranger)).total).toBe(0);
    await cancel(leaving);
    expect((await requests(me)).total).toBe(0);
  });

  it('refuses an unknown type (400)', async () => {
    const me = await registerUser(app);
    const r = await app.call('GET', '/friend/applys', { token: me.token, query: { type: 'all' } });
    expect(r).toMatchObject({ status: 400, code: 400 });
  });
});

describe('GET /friend/friend-list', () => {
  it('lists friends newest first with paging, leaving cancelled users out', async () => {
    const me = await registerUser(app);
    const older = await userWithMode(0);
    const newer = await userWithMode(0);
    const leaving = await userWithMode(0);
    await add(me, older.id);
    app.clock.advance(1000);
    await add(me, newer.id);
    app.clock.advance(1000);
    await add(me, leaving.id);
    await cancel(leaving);
    const list = await friends(me);
    expect(list).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(ids(list.records)).toEqual([newer.id, older.id]);
    expect(list.records[0]).toMatchObject({
      user: { id: newer.id, account: newer.account },
      imAccount: newer.imAccount,
      friendRemarkName: null,
      createTime: expect.any(String),
    });
    const page2 = await friends(me, { pageNum: 2, pageSize: 1 });
    expect(ids(page2.records)).toEqual([older.id]);
    expect(
      (await app.call('GET', '/user/info', { token: me.token })).data.userVo.userDataVo.friends,
    ).toBe(2);
  });

  it('needs a login (401)', async () => {
    expect((await app.call('GET', '/friend/friend-list')).status).toBe(401);
  });
});

describe('POST /friend/updateRemarkName', () => {
  const remark = (user: RegisteredUser, friendUserId: number, friendRemarkName: string) =>
    app.call('POST', '/friend/updateRemarkName', {
      token: user.token,
      body: { friendUserId, friendRemarkName },
    });

  it('sets a trimmed remark only the caller sees, and an empty one clears it', async () => {
    const me = await registerUser(app);
    const friend = await userWithMode(0);
    await add(me, friend.id);
    expect((await remark(me, friend.id, '  Аня из Москвы ')).data).toEqual({
      friendUserId: friend.id,
      friendRemarkName: 'Аня из Москвы',
    });
    expect((await friends(me)).records[0].friendRemarkName).toBe('Аня из Москвы');
    expect((await friends(friend)).records[0].friendRemarkName).toBeNull();
    expect((await remark(me, friend.id, '   ')).data).toEqual({
      friendUserId: friend.id,
      friendRemarkName: null,
    });
    expect((await friends(me)).records[0].friendRemarkName).toBeNull();
  });

  it('answers 1504 for someone not a friend, oneself, an unknown or a cancelled user', async () => {
    const me = await registerUser(app);
    const stranger = await registerUser(app);
    const leaving = await userWithMode(0);
    await add(me, leaving.id);
    await cancel(leaving);
    for (const id of [stranger.id, me.id, 99_999, leaving.id]) {
      expect(await remark(me, id, 'x')).toMatchObject({ status: 400, code: 1504 });
    }
  });

  it('refuses a remark over 50 characters (400)', async () => {
    const me = await registerUser(app);
    const friend = await userWithMode(0);
    await add(me, friend.id);
    expect(await remark(me, friend.id, 'x'.repeat(51))).toMatchObject({ status: 400, code: 400 });
  });
});
