import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUser } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let me: RegisteredUser;
let other: RegisteredUser;
beforeAll(async () => {
  app = await createTestApp();
  me = await registerUser(app);
  other = await registerUser(app);
});
afterAll(() => app.close());

describe('GET /complain/complain_type', () => {
  it('lists the seeded reasons in the caller language, grouped by type', async () => {
    const en = await app.call('GET', '/complain/complain_type', { token: me.token });
    expect(en).toMatchObject({ status: 200, code: 200 });
    expect(en.data).toHaveLength(8);
    expect(en.data.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(en.data[3]).toEqual({ id: 4, reason: 'Fraud or asking for money', type: 3 });
    expect(new Set(en.data.map((r: { type: number }) => r.type))).toEqual(new Set([1, 2, 3]));

    const zh = await app.call('GET', '/complain/complain_type', {
      token: me.token,
      language: 'zh-CN',
    });
    expect(zh.data[0]).toEqual({ id: 1, reason: '虚假资料', type: 1 });
    const de = await app.call('GET', '/complain/complain_type', {
      token: me.token,
      language: 'de',
    });
    expect(de.data[0].reason).toBe('Gefälschtes Profil');
    // Every reason has a text in each of the eight interface languages.
    for (const language of ['zh-CN', 'zh-TW', 'en', 'de', 'ru', 'ko', 'ja', 'es']) {
      const r = await app.call('GET', '/complain/complain_type', { token: me.token, language });
      expect(new Set(r.data.map((x: { reason: string }) => x.reason)).size).toBe(8);
    }
    // An unknown interface language falls back to English.
    const fr = await app.call('GET', '/complain/complain_type', {
      token: me.token,
      language: 'fr',
    });
    expect(fr.data[0].reason).toBe('Fake profile');
  });

  it('needs a login', async () => {
    expect(await app.call('GET', '/complain/complain_type')).toMatchObject({ status: 401 });
  });
});

describe('POST /complain/add_complain', () => {
  const complain = (body: Record<string, unknown>, token = me.token) =>
    app.call('POST', '/complain/add_complain', {
      token,
      body: { type: 4, notes: 'Asked me for money', beComplainedAccount: other.account, ...body },
    });

  it('files a complaint with its screenshots', async () => {
    const r = await complain({
      images: ['/uploads/chat/1/a.png', 'https://cdn.example.com/b.jpg'],
    });
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toEqual({ id: expect.any(Number), createTime: app.clock.now.toISOString() });
    const row = await app.services.db
      .selectFrom('complaints')
      .selectAll()
      .where('id', '=', r.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reporter_id: me.id,
      reported_id: other.id,
      reason_id: 4,
      notes: 'Asked me for money',
      images: ['/uploads/chat/1/a.png', 'https://cdn.example.com/b.jpg'],
    });
    expect((await complain({})).code).toBe(200);
  });

  it('refuses a complaint about oneself (400, 1104)', async () => {
    expect(await complain({ beComplainedAccount: me.account })).toMatchObject({
      status: 400,
      code: 1104,
    });
  });

  it('answers 404 for an unknown or cancelled account', async () => {
    expect(await complain({ beComplainedAccount: 999_999 })).toMatchObject({
      status: 404,
      code: 404,
    });
    const leaver = await registerUser(app);
    await cancelUser(app, leaver);
    expect(await complain({ beComplainedAccount: leaver.account })).toMatchObject({ status: 404 });
  });

  it('refuses an unknown reason and invalid input with code 400', async () => {
    for (const body of [
      { type: 99 },
      { type: 0 },
      { notes: '' },
      { notes: '   ' },
      { notes: 'x'.repeat(1001) },
      { images: ['a', 'b', 'c', 'd'].map((n) => `/uploads/chat/${n}.png`) },
      { images: ['javascript:alert(1)'] },
      { beComplainedAccount: 5 },
      { extra: true },
    ]) {
      const r = await complain(body);
      expect(r, JSON.stringify(body)).toMatchObject({ status: 400, code: 400 });
    }
    const count = await app.services.db
      .selectFrom('complaints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reporter_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('needs a login', async () => {
    expect(await complain({}, '')).toMatchObject({ status: 401, code: 401 });
  });
});
