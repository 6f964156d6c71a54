import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UsersTable } from '../src/db/tables.ts';
import { luckMessages } from '../src/domains/match/luckMessages.ts';
import { codeFor, registerUser, type RegisteredUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(() => app.close());

const MINUTE = 60_000;
const DAY = 86_400_000;

async function set(user: RegisteredUser, changes: Partial<Record<keyof UsersTable, unknown>>) {
  await app.services.db
    .updateTable('users')
    .set(changes as never)
    .where('id', '=', user.id)
    .execute();
}

const minutesAgo = (n: number) => new Date(app.clock.now.getTime() - n * MINUTE);

async function addPhotos(user: RegisteredUser, count: number) {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const url = `/uploads/album/${user.account}/p${i}.jpg`;
    urls.push(url);
    await app.services.db
      .insertInto('album_photos')
      .values({
        user_id: user.id,
        url,
        created_at: new Date(app.clock.now.getTime() - (count - i) * DAY),
      })
      .execute();
  }
  return urls.reverse(); // newest first
}

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

const recommended = (user: RegisteredUser, query: Record<string, number> = {}, language = 'en') =>
  app.call('GET', '/bump/list', { token: user.token, query, language });
const online = (user: RegisteredUser, query: Record<string, number> = {}) =>
  app.call('GET', '/bump/list2', { token: user.token, query });
const match = (user: RegisteredUser) => app.call('POST', '/bump/matching', { token: user.token });

describe('GET /bump/list', () => {
  it('puts both-shared before either-shared before none, then online, then most recent, ties by id', async () => {
    const me = await registerUser(app, { region: 'CN', commonLanguage: 'zh' });
    const both = await registerUser(app, { region: 'CN', commonLanguage: 'zh' });
    const langOffline = await registerUser(app, { region: 'US', commonLanguage: 'zh' });
    const regionOnline = await registerUser(app, { region: 'CN', commonLanguage: 'en' });
    const noneRecent = await registerUser(app, { region: 'US', commonLanguage: 'en' });
    const noneOld = await registerUser(app, { region: 'DE', commonLanguage: 'de' });
    const noneNever = await registerUser(app, { region: 'FR', commonLanguage: 'fr' });
    const noneOld2 = await registerUser(app, { region: 'ES', commonLanguage: 'es' });
    await set(both, { last_active_at: minutesAgo(600) });
    await set(langOffline, { last_active_at: minutesAgo(30) });
    await set(regionOnline, { last_active_at: minutesAgo(1) });
    await set(noneRecent, { last_active_at: minutesAgo(10) });
    await set(noneOld, { last_active_at: minutesAgo(100) });
    await set(noneOld2, { last_active_at: minutesAgo(100) });
    await set(noneNever, { last_active_at: null });

    const r = await recommended(me);
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data.total).toBe(7);
    expect(r.data.records.map((u: { id: number }) => u.id)).toEqual([
      both.id,
      regionOnline.id,
      langOffline.id,
      noneRecent.id,
      noneOld.id,
      noneOld2.id,
      noneNever.id,
    ]);
    expect(r.data.records[1]).toMatchObject({
      online: 1,
      region: 'CN',
      imAccount: regionOnline.imAccount,
    });
    expect(r.data.records[0]).toMatchObject({
      online: 0,
      introduction: expect.any(String),
      photos: [],
    });
  });

  it('never lists the caller or cancelled users, and pages without repeating or skipping', async () => {
    const me = await registerUser(app);
    const others: RegisteredUser[] = [];
    for (let i = 0; i < 5; i += 1) others.push(await registerUser(app));
    await cancel(others[2]!);

    const all = await recommended(me, { pageSize: 100 });
    const ids = all.data.records.map((u: { id: number }) => u.id);
    expect(all.data.total).toBe(4);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(others[2]!.id);

    const paged: number[] = [];
    for (let pageNum = 1; pageNum <= 3; pageNum += 1) {
      const page = await recommended(me, { pageNum, pageSize: 2 });
      expect(page.data).toMatchObject({ total: 4, pageNum, pageSize: 2 });
      paged.push(...page.data.records.map((u: { id: number }) => u.id));
    }
    expect(paged).toEqual(ids);
  });

  it('shows up to 3 newest album photos, hidden from a caller of gender 1 without photo permission', async () => {
    const woman = await registerUser(app, { gender: 0 });
    const man = await registerUser(app, { gender: 1 });
    const owner = await registerUser(app);
    const urls = await addPhotos(owner, 4);

    const card = async (viewer: RegisteredUser) =>
      (await recommended(viewer)).data.records.find((u: { id: number }) => u.id === owner.id);
    // Album photos are private images: each shown at an address signed for the viewer.
    const shown = async (viewer: RegisteredUser) =>
      ((await card(viewer)).photos as string[]).map((url) => url.split('?')[0]);
    const newest = urls.slice(0, 3).map((url) => url.replace('/uploads/', '/api/image/'));
    expect(await shown(woman)).toEqual(newest);
    expect((await card(man)).photos).toEqual([]);

    await app.services.db
      .insertInto('photo_permissions')
      .values({ payer_id: man.id, owner_id: owner.id })
      .execute();
    expect(await shown(man)).toEqual(newest);
  });

  it("gives today's luck, the same all UTC day, in the caller's language, drawn anew at midnight", async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const first = (await recommended(me)).data.luck;
    expect(first.date).toBe('2026-11-22');
    expect(first.score).toBeGreaterThanOrEqual(1);
    expect(first.score).toBeLessThanOrEqual(100);
    const allEn = Object.values(luckMessages.en).flat();
    expect(allEn).toContain(first.message);

    // Later the same day, and on another page: the same luck.
    app.clock.advance(10 * 60 * MINUTE);
    expect((await recommended(me, { pageNum: 2 })).data.luck).toEqual(first);

    // Same luck in Chinese: the message at the same place of the Chinese list.
    const zh = (await recommended(me, {}, 'zh-CN')).data.luck;
    expect(zh.score).toBe(first.score);
    const tier = (Object.keys(luckMessages.en) as (keyof typeof luckMessages.en)[]).find((k) =>
      luckMessages.en[k].includes(first.message),
    )!;
    expect(zh.message).toBe(
      luckMessages['zh-CN'][tier][luckMessages.en[tier].indexOf(first.message)],
    );

    // Drawn per user and per day: over a week the two users' lucks are not all alike.
    const lucks: string[] = [];
    for (let d = 0; d < 7; d += 1) {
      app.clock.advance(DAY);
      const mine = (await recommended(me)).data.luck;
      const theirs = (await recommended(other)).data.luck;
      expect(mine.date).toBe(app.clock.now.toISOString().slice(0, 10));
      lucks.push(`${mine.score}`, `${theirs.score}`);
    }
    expect(new Set(lucks).size).toBeGreaterThan(1);
  });

  it('requires a login', async () => {
    expect((await app.call('GET', '/bump/list')).status).toBe(401);
  });
});

describe('GET /bump/list2', () => {
  it('lists only users seen within 5 minutes, the most recent first, without caller or cancelled users', async () => {
    const me = await registerUser(app);
    const a = await registerUser(app);
    const b = await registerUser(app);
    const c = await registerUser(app);
    const gone = await registerUser(app);
    const away = await registerUser(app);
    await cancel(gone);
    await set(a, { last_active_at: minutesAgo(4) });
    await set(b, { last_active_at: minutesAgo(1) });
    await set(c, { last_active_at: minutesAgo(1) });
    await set(away, { last_active_at: minutesAgo(6) });
    await set(gone, { last_active_at: app.clock.now });
    await set(me, { last_active_at: app.clock.now });

    const r = await online(me);
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data.total).toBe(3);
    expect(r.data.records.map((u: { id: number }) => u.id)).toEqual([b.id, c.id, a.id]);
    expect(r.data.records.every((u: { online: number }) => u.online === 1)).toBe(true);

    const page2 = await online(me, { pageNum: 2, pageSize: 2 });
    expect(page2.data.records.map((u: { id: number }) => u.id)).toEqual([a.id]);
  });

  it("carries today's match attempts", async () => {
    const me = await registerUser(app);
    expect((await online(me)).data.match).toEqual({
      remaining: 3,
      limit: 3,
      resetTime: '2026-11-23T00:00:00.000Z',
    });
    await registerUser(app);
    expect((await match(me)).code).toBe(200);
    expect((await online(me)).data.match).toMatchObject({ remaining: 2, limit: 3 });
  });

  it('hides photos from a caller of gender 1 without photo permission', async () => {
    const man = await registerUser(app, { gender: 1 });
    const owner = await registerUser(app, { gender: 0 });
    await addPhotos(owner, 1);
    const r = await online(man);
    expect(r.data.records.find((u: { id: number }) => u.id === owner.id).photos).toEqual([]);
  });
});

describe('POST /bump/matching', () => {
  it('matches a different user each time and uses one of 3 attempts, then answers 1201', async () => {
    const me = await registerUser(app);
    const others = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const seen = new Set<number>();
    for (let left = 2; left >= 0; left -= 1) {
      const r = await match(me);
      expect(r).toMatchObject({ status: 200, code: 200 });
      expect(r.data).toMatchObject({
        remaining: left,
        limit: 3,
        resetTime: '2026-11-23T00:00:00.000Z',
      });
      expect(r.data.user.id).not.toBe(me.id);
      expect(others.map((o) => o.id)).toContain(r.data.user.id);
      expect(seen.has(r.data.user.id)).toBe(false);
      seen.add(r.data.user.id);
      expect(r.data.user).toHaveProperty('photos');
    }
    const exhausted = await match(me);
    expect(exhausted).toMatchObject({ status: 400, code: 1201, data: null });
    expect(exhausted.msg).toMatch(/used up/);
  });

  it('answers 1202 when nobody can be matched, without using an attempt', async () => {
    const me = await registerUser(app);
    const only = await registerUser(app);
    expect((await match(me)).data).toMatchObject({ remaining: 2, user: { id: only.id } });
    const none = await match(me);
    expect(none).toMatchObject({ status: 404, code: 1202, data: null });
    expect((await online(me)).data.match.remaining).toBe(2);
  });

  it('does not match someone who matched the caller today, nor cancelled users', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const gone = await registerUser(app);
    await cancel(gone);
    expect((await match(other)).data.user.id).toBe(me.id);
    expect((await match(me)).code).toBe(1202);
  });

  it("resets at midnight UTC: attempts come back and today's partners can be matched again", async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    expect((await match(me)).data.user.id).toBe(other.id);
    expect((await match(me)).code).toBe(1202);
    app.clock.now = new Date('2026-11-22T23:59:59.000Z');
    expect((await match(me)).code).toBe(1202);
    app.clock.now = new Date('2026-11-23T00:00:00.000Z');
    const next = await match(me);
    expect(next.data).toMatchObject({
      remaining: 2,
      limit: 3,
      resetTime: '2026-11-24T00:00:00.000Z',
      user: { id: other.id },
    });
  });

  it('gives VIP 10 and SVIP 30 attempts while the membership lasts', async () => {
    const vip = await registerUser(app);
    const svip = await registerUser(app);
    const later = new Date(app.clock.now.getTime() + 30 * DAY);
    await set(vip, { vip_level: 1, vip_expire_time: later });
    await set(svip, { vip_level: 2, vip_expire_time: later });
    expect((await online(vip)).data.match).toMatchObject({ limit: 10, remaining: 10 });
    expect((await online(svip)).data.match).toMatchObject({ limit: 30, remaining: 30 });
    expect((await match(vip)).data).toMatchObject({ limit: 10, remaining: 9 });

    await set(vip, { vip_expire_time: new Date(app.clock.now.getTime() - 1) });
    expect((await online(vip)).data.match).toMatchObject({ limit: 3, remaining: 2 });
  });

  it('prefers users online now', async () => {
    const me = await registerUser(app);
    const offline: RegisteredUser[] = [];
    for (let i = 0; i < 3; i += 1) offline.push(await registerUser(app));
    const live = await registerUser(app);
    for (const u of offline) await set(u, { last_active_at: minutesAgo(60) });
    await set(live, { last_active_at: app.clock.now });
    expect((await match(me)).data.user).toMatchObject({ id: live.id, online: 1 });
  });

  it("counts each caller's attempts separately: another user's matches do not spend mine", async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    for (let i = 0; i < 3; i += 1) await registerUser(app);
    for (let i = 0; i < 3; i += 1) expect((await match(other)).code).toBe(200);
    expect((await match(other)).code).toBe(1201);
    expect((await online(me)).data.match.remaining).toBe(3);
    expect((await match(me)).code).toBe(200);
  });

  it('takes the daily limit from the configuration', async () => {
    await app.close();
    app = await createTestApp({ MATCH_ATTEMPTS_NORMAL: '1' });
    const me = await registerUser(app);
    await registerUser(app);
    await registerUser(app);
    expect((await match(me)).data).toMatchObject({ limit: 1, remaining: 0 });
    expect((await match(me)).code).toBe(1201);
  });

  it('requires a login', async () => {
    expect((await app.call('POST', '/bump/matching')).status).toBe(401);
  });
});
