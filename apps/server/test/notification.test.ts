import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUser, makeMember, publish } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const notices = (
  user: RegisteredUser,
  options: { language?: string; query?: Record<string, number> } = {},
) => app.call('GET', '/message/notices', { token: user.token, ...options });
const interactions = (user: RegisteredUser, query: Record<string, string | number> = {}) =>
  app.call('GET', '/interact/list', { token: user.token, query });

describe('GET /message/notices', () => {
  it('lists the seeded announcements newest first, in the caller language', async () => {
    const me = await registerUser(app);
    const en = await notices(me);
    expect(en).toMatchObject({ status: 200, code: 200 });
    expect(en.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    expect(en.data.records.map((n: { title: string }) => n.title)).toEqual([
      'Keep your account safe',
      'Dating safety tips',
      'Welcome to Heartline',
    ]);
    const times = en.data.records.map((n: { createTime: string }) => n.createTime);
    expect([...times].sort().reverse()).toEqual(times);

    const ja = await notices(me, { language: 'ja' });
    expect(ja.data.records[2].title).toBe('Heartline へようこそ');
    const ru = await notices(me, { language: 'ru' });
    expect(ru.data.records[1].content).toMatch(/Никогда не переводите/);
  });

  it('falls back to English when a notice lacks the caller language', async () => {
    const me = await registerUser(app);
    await app.services.db
      .insertInto('notices')
      .values({
        title: JSON.stringify({ en: 'Maintenance tonight' }),
        content: JSON.stringify({ en: 'The app is offline from 2:00 to 3:00 UTC.' }),
        created_at: app.clock.now,
      })
      .execute();
    const ko = await notices(me, { language: 'ko' });
    expect(ko.data.records[0]).toMatchObject({
      title: 'Maintenance tonight',
      content: 'The app is offline from 2:00 to 3:00 UTC.',
    });
    expect(ko.data.records[1].title).toBe('계정을 안전하게 지키세요');
  });

  it('answers read as it was before the call, then marks the page read for the caller only', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const first = await notices(me, { query: { pageSize: 2 } });
    expect(first.data.records.map((n: { read: number }) => n.read)).toEqual([0, 0]);
    const all = await notices(me);
    expect(all.data.records.map((n: { read: number }) => n.read)).toEqual(
      all.data.records.map((_: unknown, i: number) => (i < 2 ? 1 : 0)),
    );
    expect((await notices(me)).data.records.every((n: { read: number }) => n.read === 1)).toBe(
      true,
    );
    expect((await notices(other)).data.records.every((n: { read: number }) => n.read === 0)).toBe(
      true,
    );
  });

  it('pages and needs a login', async () => {
    const me = await registerUser(app);
    const page = await notices(me, { query: { pageNum: 2, pageSize: 1 } });
    expect(page.data).toMatchObject({ pageNum: 2, pageSize: 1 });
    expect(page.data.records).toHaveLength(1);
    expect((await notices(me, { query: { pageSize: 0 } })).status).toBe(400);
    expect(await app.call('GET', '/message/notices')).toMatchObject({ status: 401 });
  });
});

describe('GET /interact/list', () => {
  let owner: RegisteredUser;
  let liker: RegisteredUser;
  let commenter: RegisteredUser;
  let follower: RegisteredUser;
  let dynamic: { id: number; images: string[] };
  beforeAll(async () => {
    owner = await registerUser(app);
    liker = await registerUser(app);
    commenter = await registerUser(app);
    follower = await registerUser(app);
    dynamic = await publish(app, owner);
    app.clock.advance(60_000);
    await app.call('POST', '/dynamic/support', {
      token: liker.token,
      body: { id: dynamic.id, support: true },
    });
    app.clock.advance(60_000);
    await app.call('POST', '/dynamic/comment', {
      token: commenter.token,
      body: { dynamicId: dynamic.id, content: 'Beautiful!' },
    });
    app.clock.advance(60_000);
    await app.call('POST', '/user/follow', {
      token: follower.token,
      body: { userId: owner.id, follow: true },
    });
  });

  it('lists what others did, newest first, hiding the liker below SVIP', async () => {
    const r = await interactions(owner);
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20 });
    const [follow, comment, like] = r.data.records;
    expect(follow).toMatchObject({
      type: 'follow',
      user: { id: follower.id },
      dynamicId: null,
      content: null,
      image: null,
      read: 0,
    });
    expect(comment).toMatchObject({
      type: 'comment',
      user: { id: commenter.id },
      dynamicId: dynamic.id,
      content: 'Beautiful!',
      image: dynamic.images[0],
    });
    expect(like).toMatchObject({ type: 'like', user: null, dynamicId: dynamic.id, content: null });
    expect(like.image).toBe(dynamic.images[0]);
  });

  it('marks the page read after answering', async () => {
    const again = await interactions(owner);
    expect(again.data.records.map((n: { read: number }) => n.read)).toEqual([1, 1, 1]);
  });

  it('filters by type, refusing an unknown type (400)', async () => {
    const comments = await interactions(owner, { type: 'comment' });
    expect(comments.data.total).toBe(1);
    expect(comments.data.records[0].type).toBe('comment');
    expect((await interactions(owner, { type: 'gift' })).data).toMatchObject({
      total: 0,
      records: [],
    });
    expect(await interactions(owner, { type: 'poke' })).toMatchObject({ status: 400, code: 400 });
  });

  it('shows who liked me to an SVIP only while the membership lasts', async () => {
    await makeMember(app, owner, 1);
    expect((await interactions(owner, { type: 'like' })).data.records[0].user).toBeNull();
    await makeMember(app, owner, 2);
    expect((await interactions(owner, { type: 'like' })).data.records[0].user).toMatchObject({
      id: liker.id,
    });
    await makeMember(app, owner, 2, -1);
    expect((await interactions(owner, { type: 'like' })).data.records[0].user).toBeNull();
  });

  it("never shows one user's notifications to another", async () => {
    const r = await interactions(liker);
    expect(r.data).toMatchObject({ total: 0, records: [] });
  });

  it('pages, and leaves out notifications by users who cancelled', async () => {
    const page = await interactions(owner, { pageNum: 2, pageSize: 2 });
    expect(page.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page.data.records).toHaveLength(1);
    await cancelUser(app, follower);
    const after = await interactions(owner);
    expect(after.data.total).toBe(2);
    expect(after.data.records.map((n: { type: string }) => n.type)).toEqual(['comment', 'like']);
  });

  it('needs a login', async () => {
    expect(await app.call('GET', '/interact/list')).toMatchObject({ status: 401 });
  });
});
