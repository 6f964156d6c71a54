import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageLinksFor } from '../src/domains/file/imageLinks.ts';
import { planSocial } from '../src/seed/social.ts';
import { mulberry32 } from '../src/seed/random.ts';
import { seedDemo } from '../src/seed/seedDemo.ts';
import { planDynamics, planUsers } from '../src/seed/world.ts';
import { registerUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let token: string;

const login = async (account: string, password = 'heartline1') =>
  app.call('POST', '/account/login', { body: { account, password } });

const tableCounts = async () => {
  const { rows } = await sql<
    Record<
      | 'users'
      | 'album'
      | 'dynamics'
      | 'likes'
      | 'comments'
      | 'follows'
      | 'friendships'
      | 'requests'
      | 'visits'
      | 'interactions',
      number
    >
  >`select
    (select count(*)::int from users) as users,
    (select count(*)::int from album_photos) as album,
    (select count(*)::int from dynamics) as dynamics,
    (select count(*)::int from dynamic_likes) as likes,
    (select count(*)::int from comments) as comments,
    (select count(*)::int from follows) as follows,
    (select count(*)::int from friendships) as friendships,
    (select count(*)::int from friend_requests) as requests,
    (select count(*)::int from visits) as visits,
    (select count(*)::int from interactions) as interactions`.execute(app.services.db);
  return rows[0]!;
};

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app.services);
  const result = await login('demo@heartline.app');
  token = result.data.token;
  // Seeding the whole world takes seconds alone and much longer beside the other suites.
}, 180_000);
afterAll(() => app.close());

describe('demo seed', () => {
  it('fills the world: 30 users, albums, about 60 dynamics, likes, comments and replies', async () => {
    const counts = await tableCounts();
    expect(counts.users).toBe(30);
    expect(counts.album).toBeGreaterThanOrEqual(60);
    expect(counts.dynamics).toBeGreaterThanOrEqual(55);
    expect(counts.likes).toBeGreaterThan(100);
    expect(counts.friendships % 2).toBe(0);
    const { rows } = await sql<{
      replies: number;
    }>`select count(*)::int as replies from comments where parent_id is not null`.execute(
      app.services.db,
    );
    expect(rows[0]!.replies).toBeGreaterThan(5);
  });

  it('lets the demo login in with its password, by e-mail or account number', async () => {
    const result = await login('demo@heartline.app');
    expect(result.code).toBe(200);
    expect(result.data.userInfo).toMatchObject({
      id: 1,
      account: 100001,
      nickname: '李小雨',
      gender: 0,
      vipLevel: 0,
      imAccount: 'u100001',
      userAccountVo: { goldCoin: 50, character: 2000 },
      userSetVo: { language: 'zh-CN' },
    });
    expect((await login('100001')).code).toBe(200);
    expect((await login('demo@heartline.app', 'wrong-pass1')).code).toBe(1006);
  });

  it('gives the VIP, SVIP and male demo logins their levels', async () => {
    const vip = await login('vip@heartline.app');
    const svip = await login('svip@heartline.app');
    const man = await login('man@heartline.app');
    expect(vip.data.userInfo.vipLevel).toBe(1);
    expect(vip.data.userInfo.vipExpireTime).not.toBeNull();
    expect(svip.data.userInfo.vipLevel).toBe(2);
    expect(svip.data.userInfo.userAccountVo.freeGifts).toBe(-1);
    expect(man.data.userInfo).toMatchObject({ gender: 1, vipLevel: 0, isPayMsg: 1 });
  });

  it('shows the demo circle in my-info: 12 fans, 8 follows, 6 friends, visitors and likes', async () => {
    const me = await app.call('GET', '/account/my-info', { token });
    expect(me.code).toBe(200);
    expect(me.data.userDataVo).toMatchObject({ fans: 12, follow: 8, friends: 6 });
    expect(me.data.userDataVo.visitors).toBeGreaterThan(10);
    expect(me.data.userDataVo.likes).toBeGreaterThan(10);
    expect(me.data.avatar).toMatch(/^\/uploads\/avatar\/100001\/.+\.svg$/);
  });

  it('serves the generated pictures', async () => {
    const me = await app.call('GET', '/account/my-info', { token });
    const avatar = await app.inject({ method: 'GET', url: me.data.avatar });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.body).toContain('<svg');
    // Album photos are private images: served at an address signed for a viewer (the owner here).
    const photo = await app.services.db
      .selectFrom('album_photos')
      .innerJoin('users', 'users.id', 'album_photos.user_id')
      .select(['album_photos.id', 'album_photos.url', 'users.im_account'])
      .orderBy('album_photos.id')
      .executeTakeFirstOrThrow();
    expect((await app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    const url = imageLinksFor(app.services, photo.im_account)(photo.url, {
      kind: 'album',
      id: photo.id,
    });
    expect((await app.inject({ method: 'GET', url })).body).toContain('<svg');
  });

  it('puts about half of the users online', async () => {
    const { rows } = await sql<{ online: number }>`select count(*)::int as online from users
      where last_active_at > ${new Date(app.clock.now.getTime() - 5 * 60_000)}`.execute(
      app.services.db,
    );
    expect(rows[0]!.online).toBeGreaterThanOrEqual(12);
    expect(rows[0]!.online).toBeLessThanOrEqual(20);
  });

  it('leaves unread notifications and pending friend requests for the demo login', async () => {
    const { rows } = await sql<{ unread: number; pending: number }>`select
      (select count(*)::int from interactions where user_id = 1 and read = 0) as unread,
      (select count(*)::int from friend_requests where to_id = 1 and state = 0) as pending`.execute(
      app.services.db,
    );
    expect(rows[0]!.unread).toBeGreaterThan(0);
    expect(rows[0]!.pending).toBe(4);
  });

  it('moves the id sequences past the seeded rows, so a new user gets the next account', async () => {
    const user = await registerUser(app);
    expect(user.id).toBe(31);
    expect(user.account).toBe(100031);
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts();
    await seedDemo(app.services);
    expect(await tableCounts()).toEqual(before);
  });

  it('plans the same world for the same clock', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const plan = () => {
      const r = mulberry32(7);
      return [planUsers(now, r), planDynamics(now, r), planSocial(now, r)];
    };
    expect(plan()).toEqual(plan());
  });

  it('lists the seeded dynamics on the square', async () => {
    const square = await app.call('GET', '/dynamic/dynamic-list', {
      token,
      query: { type: 'square', pageNum: 1, pageSize: 20 },
    });
    expect(square.code).toBe(200);
    expect(square.data.total).toBeGreaterThanOrEqual(55);
    expect(square.data.records).toHaveLength(20);
    expect(square.data.records[0].images.length).toBeGreaterThan(0);
  });

  it('lists the pending friend requests', async () => {
    const received = await app.call('GET', '/friend/applys', { token });
    expect(received.code).toBe(200);
    const pending = received.data.records.filter((r: { state: number }) => r.state === 0);
    expect(pending).toHaveLength(4);
    expect(pending.every((r: { note: string }) => r.note.length > 0)).toBe(true);
  });

  it('answers /user/info for every seeded user', async () => {
    for (let userId = 1; userId <= 30; userId += 1) {
      const info = await app.call('GET', '/user/info', { token, query: { userId } });
      expect(info.code, `user ${userId}`).toBe(200);
    }
  });
});
