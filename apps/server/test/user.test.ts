import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, registerUser, type RegisteredUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 86_400_000;

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

const myInfo = async (user: RegisteredUser) =>
  (await app.call('GET', '/account/my-info', { token: user.token })).data;
const edit = (user: RegisteredUser, body: unknown, language = 'en') =>
  app.call('POST', '/user/info-edit', { token: user.token, body, language });
const view = (viewer: RegisteredUser, userId?: number) =>
  app.call('GET', '/user/info', {
    token: viewer.token,
    query: userId === undefined ? {} : { userId },
  });
const follow = (user: RegisteredUser, userId: number, on = true) =>
  app.call('POST', '/user/follow', { token: user.token, body: { userId, follow: on } });

describe('POST /user/info-edit', () => {
  it('changes only the fields sent and answers the updated UserInfo', async () => {
    const me = await registerUser(app);
    const before = await myInfo(me);
    const r = await edit(me, {
      signature: '周末去杭州拍照 📷',
      hobby: '1,4,7',
      nickname: '  小雨  ',
    });
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({
      signature: '周末去杭州拍照 📷',
      hobby: '1,4,7',
      nickname: '小雨',
    });
    expect(r.data.occupation).toBe(before.occupation);
    expect(r.data.birthday).toBe(before.birthday);
    const after = await myInfo(me);
    expect(after).toMatchObject({
      signature: '周末去杭州拍照 📷',
      nickname: '小雨',
      region: before.region,
    });
  });

  it('takes every editable field from the reference lists', async () => {
    const me = await registerUser(app);
    const r = await edit(me, {
      occupation: 'Designer',
      introduction: '',
      region: 'JP',
      commonLanguage: 'ja',
      height: 220,
      weight: 40,
      birthday: '1990-02-28',
    });
    expect(r.data).toMatchObject({
      occupation: 'Designer',
      introduction: '',
      region: 'JP',
      commonLanguage: 'ja',
      height: 220,
      weight: 40,
      birthday: '1990-02-28',
    });
  });

  it.each([
    ['no field', {}],
    ['a blank nickname', { nickname: '   ' }],
    ['a nickname over 50 characters', { nickname: 'x'.repeat(51) }],
    ['a blank occupation', { occupation: ' ' }],
    ['four hobbies', { hobby: '1,2,3,4' }],
    ['a hobby that does not exist', { hobby: '1,11' }],
    ['the same hobby twice', { hobby: '2,2' }],
    ['hobby 0', { hobby: '0' }],
    ['a region not in the list', { region: 'ZZ' }],
    ['a lower-case region', { region: 'de' }],
    ['a common language not in the list', { commonLanguage: 'xx' }],
    ['a height off the list', { height: 139 }],
    ['a height over 220', { height: 221 }],
    ['a weight off the list', { weight: 151 }],
    ['a future birthday', { birthday: '2027-01-01' }],
    ['a birthday before 1900', { birthday: '1899-12-31' }],
    ['an impossible date', { birthday: '2001-02-30' }],
    ['a null nickname', { nickname: null }],
    ['the account', { account: 100999 }],
    ['the e-mail', { email: 'other@example.com' }],
    ['the membership', { vipLevel: 2 }],
    ['an avatar nobody uploaded', { avatar: 'https://evil.example.com/a.png' }],
  ])('refuses %s (400) and changes nothing', async (_name, body) => {
    const me = await registerUser(app);
    const before = await myInfo(me);
    const r = await edit(me, body);
    expect(r).toMatchObject({ status: 400, code: 400, data: null });
    expect(await myInfo(me)).toEqual(before);
  });

  it('names the refused field in the caller language', async () => {
    const me = await registerUser(app);
    expect((await edit(me, { region: 'ZZ' })).msg).toMatch(/Region/);
    expect((await edit(me, { hobby: '1,99' })).msg).toMatch(/hobby/i);
  });

  it('accepts as avatar a JPG, PNG or GIF the caller uploaded, or the current avatar', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const { db, now } = app.services;
    const upload = (userId: number, url: string, mime: string) =>
      db
        .insertInto('uploads')
        .values({
          user_id: userId,
          url,
          purpose: 'avatar',
          mime_type: mime,
          size: 1000,
          width: 10,
          height: 10,
          created_at: now(),
        })
        .execute();
    await upload(me.id, `/uploads/avatar/${me.account}/mine.png`, 'image/png');
    await upload(other.id, `/uploads/avatar/${other.account}/theirs.png`, 'image/png');
    await upload(me.id, `/uploads/avatar/${me.account}/vector.svg`, 'image/svg+xml');

    const current = (await myInfo(me)).avatar;
    expect((await edit(me, { avatar: current })).status).toBe(200);
    const mine = await edit(me, { avatar: `/uploads/avatar/${me.account}/mine.png` });
    expect(mine.data.avatar).toBe(`/uploads/avatar/${me.account}/mine.png`);
    expect((await edit(me, { avatar: `/uploads/avatar/${other.account}/theirs.png` })).code).toBe(
      400,
    );
    expect((await edit(me, { avatar: `/uploads/avatar/${me.account}/vector.svg` })).code).toBe(400);
  });

  it('keeps the paid-photo notices for users of gender 1 only', async () => {
    const me = await registerUser(app, { gender: 0 });
    expect((await edit(me, { gender: 1 })).data).toMatchObject({
      gender: 1,
      isPayMsg: 1,
      isBurnPayMsg: 1,
    });
    expect((await edit(me, { gender: 2 })).data).toMatchObject({
      gender: 2,
      isPayMsg: 0,
      isBurnPayMsg: 0,
    });
  });

  it('edits only the caller: another token changes its own profile, never mine', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const before = await myInfo(me);
    const r = await edit(other, { nickname: 'Intruder' });
    expect(r.data.id).toBe(other.id);
    expect(await myInfo(me)).toEqual(before);
  });

  it('needs a login (401)', async () => {
    const r = await app.call('POST', '/user/info-edit', { body: { nickname: 'x' } });
    expect(r).toMatchObject({ status: 401, code: 401 });
  });
});

describe('GET /user/info', () => {
  it('shows the caller own profile without userId, and records no visit', async () => {
    const me = await registerUser(app);
    const own = await view(me);
    expect(own.data.userVo).toMatchObject({
      id: me.id,
      account: me.account,
      isFollow: 0,
      isFriend: 0,
      friendRequestPending: 0,
      photoPermission: 1,
    });
    expect((await view(me, me.id)).data.userVo.id).toBe(me.id);
    expect((await app.call('GET', '/user/visitor-num', { token: me.token })).data).toEqual({
      total: 0,
      today: 0,
    });
  });

  it('shows another user public profile, never their private fields', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app, { birthday: '1994-09-03', height: 183 });
    const r = await view(me, other.id);
    expect(r.status).toBe(200);
    expect(r.data.userVo).toMatchObject({
      id: other.id,
      account: other.account,
      imAccount: other.imAccount,
      birthday: '1994-09-03',
      height: 183,
      age: 32,
      userDataVo: { fans: 0, follow: 0, friends: 0, likes: 0 },
    });
    expect(r.data.userVo.lastActiveTime).toEqual(expect.any(String));
    for (const secret of ['email', 'imPassword', 'userAccountVo', 'userSetVo']) {
      expect(r.data.userVo).not.toHaveProperty(secret);
    }
  });

  it('answers 404 for a user who does not exist or is cancelled', async () => {
    const me = await registerUser(app);
    expect(await view(me, 99_999)).toMatchObject({ status: 404, code: 404, data: null });
    const gone = await registerUser(app);
    await cancel(gone);
    expect(await view(me, gone.id)).toMatchObject({ status: 404, code: 404 });
  });

  it('records one visit per visitor per UTC day', async () => {
    const owner = await registerUser(app);
    const visitor = await registerUser(app);
    await view(visitor, owner.id);
    await view(visitor, owner.id);
    const num = () => app.call('GET', '/user/visitor-num', { token: owner.token });
    expect((await num()).data).toEqual({ total: 1, today: 1 });
    expect((await view(owner)).data.userVo.userDataVo.visitors).toBe(1);
    app.clock.advance(DAY);
    expect((await num()).data).toEqual({ total: 1, today: 0 });
    await view(visitor, owner.id);
    expect((await num()).data).toEqual({ total: 2, today: 1 });
  });

  it('says whether I follow them, we are friends, and my friend request waits', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    await follow(me, other.id);
    await app.call('POST', '/friend/add-friend', { token: me.token, body: { userId: other.id } });
    expect((await view(me, other.id)).data.userVo).toMatchObject({
      isFollow: 1,
      isFriend: 0,
      friendRequestPending: 1,
    });
    // The other side sees neither my follow of them nor my request as theirs.
    expect((await view(other, me.id)).data.userVo).toMatchObject({
      isFollow: 0,
      friendRequestPending: 0,
    });
    const sent = await app.call('GET', '/friend/applys', { token: other.token });
    await app.call('GET', '/friend/apply-deal', {
      token: other.token,
      query: { id: sent.data.records[0].id, agree: 1 },
    });
    expect((await view(me, other.id)).data.userVo).toMatchObject({
      isFriend: 1,
      friendRequestPending: 0,
    });
  });

  it('gives callers of gender 1 photo permission for others only once paid', async () => {
    const man = await registerUser(app, { gender: 1 });
    const woman = await registerUser(app, { gender: 0 });
    const other = await registerUser(app, { gender: 2 });
    expect((await view(man, woman.id)).data.userVo.photoPermission).toBe(0);
    expect((await view(man)).data.userVo.photoPermission).toBe(1);
    expect((await view(woman, man.id)).data.userVo.photoPermission).toBe(1);
    expect((await view(other, man.id)).data.userVo.photoPermission).toBe(1);
    await app.services.db
      .insertInto('photo_permissions')
      .values({ payer_id: man.id, owner_id: woman.id })
      .execute();
    expect((await view(man, woman.id)).data.userVo.photoPermission).toBe(1);
    expect((await view(man, other.id)).data.userVo.photoPermission).toBe(0);
  });

  it('refuses a userId that is not a profile id (400)', async () => {
    const me = await registerUser(app);
    expect(
      (await app.call('GET', '/user/info', { token: me.token, query: { userId: 0 } })).code,
    ).toBe(400);
  });
});

describe('POST /user/privacy-set', () => {
  it('changes only the settings sent and answers them all', async () => {
    const me = await registerUser(app, { language: 'ru' });
    const r = await app.call('POST', '/user/privacy-set', {
      token: me.token,
      body: { addFriendMode: 0, showComments: 1 },
    });
    expect(r.data).toEqual({
      addFriendMode: 0,
      showLikes: 0,
      showComments: 1,
      matchVerifiedOnly: 0,
      hideLastSeen: 0,
      language: 'ru',
    });
    const again = await app.call('POST', '/user/privacy-set', {
      token: me.token,
      body: { showLikes: 1 },
    });
    expect(again.data).toEqual({
      addFriendMode: 0,
      showLikes: 1,
      showComments: 1,
      matchVerifiedOnly: 0,
      hideLastSeen: 0,
      language: 'ru',
    });
    expect((await myInfo(me)).userSetVo).toEqual(again.data);
  });

  it('refuses an empty change or an unknown value (400)', async () => {
    const me = await registerUser(app);
    for (const body of [{}, { addFriendMode: 2 }, { showLikes: '1' }, { other: 1 }]) {
      const r = await app.call('POST', '/user/privacy-set', { token: me.token, body });
      expect(r).toMatchObject({ status: 400, code: 400 });
    }
  });

  it('refuses a hideLastSeen that is not 0 or 1, naming the field (400)', async () => {
    const me = await registerUser(app);
    for (const hideLastSeen of [7, 'x']) {
      const r = await app.call('POST', '/user/privacy-set', {
        token: me.token,
        body: { hideLastSeen },
      });
      expect(r).toMatchObject({ status: 400, code: 400 });
      expect(JSON.stringify(r)).toContain('hideLastSeen');
    }
    expect((await myInfo(me)).userSetVo).toMatchObject({ hideLastSeen: 0 });
  });

  it('changes only the caller settings', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const before = (await myInfo(me)).userSetVo;
    await app.call('POST', '/user/privacy-set', { token: other.token, body: { addFriendMode: 0 } });
    expect((await myInfo(me)).userSetVo).toEqual(before);
  });
});

describe('POST /user/language-edit', () => {
  it('stores an interface language', async () => {
    const me = await registerUser(app);
    const r = await app.call('POST', '/user/language-edit', {
      token: me.token,
      body: { language: 'ja' },
    });
    expect(r).toMatchObject({ status: 200, code: 200, data: null });
    expect((await myInfo(me)).userSetVo.language).toBe('ja');
  });

  it('answers 1103 for a well-formed language that is not offered, 400 for a malformed one', async () => {
    const me = await registerUser(app);
    const fr = await app.call('POST', '/user/language-edit', {
      token: me.token,
      body: { language: 'fr' },
    });
    expect(fr).toMatchObject({ status: 400, code: 1103 });
    const zh = await app.call('POST', '/user/language-edit', {
      token: me.token,
      body: { language: 'zh-HK' },
    });
    expect(zh.code).toBe(1103);
    const bad = await app.call('POST', '/user/language-edit', {
      token: me.token,
      body: { language: 'English' },
    });
    expect(bad).toMatchObject({ status: 400, code: 400 });
  });

  it('changes only the caller language', async () => {
    const me = await registerUser(app, { language: 'de' });
    const other = await registerUser(app);
    await app.call('POST', '/user/language-edit', { token: other.token, body: { language: 'ko' } });
    expect((await myInfo(me)).userSetVo.language).toBe('de');
  });
});

describe('POST /user/follow', () => {
  it('follows once, notifies once, and unfollows', async () => {
    const me = await registerUser(app);
    const star = await registerUser(app);
    expect((await follow(me, star.id)).data).toEqual({ isFollow: 1, fans: 1 });
    expect((await follow(me, star.id)).data).toEqual({ isFollow: 1, fans: 1 });
    const notes = await app.services.db
      .selectFrom('interactions')
      .selectAll()
      .where('user_id', '=', star.id)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'follow', actor_id: me.id });
    expect((await myInfo(me)).userDataVo.follow).toBe(1);
    expect((await follow(me, star.id, false)).data).toEqual({ isFollow: 0, fans: 0 });
    expect((await follow(me, star.id, false)).data).toEqual({ isFollow: 0, fans: 0 });
  });

  it('refuses following oneself (1104), an unknown or a cancelled user (404)', async () => {
    const me = await registerUser(app);
    expect(await follow(me, me.id)).toMatchObject({ status: 400, code: 1104 });
    expect(await follow(me, me.id, false)).toMatchObject({ status: 400, code: 1104 });
    expect(await follow(me, 99_999)).toMatchObject({ status: 404, code: 404 });
    const gone = await registerUser(app);
    await cancel(gone);
    expect(await follow(me, gone.id)).toMatchObject({ status: 404, code: 404 });
  });

  it('counts only active fans', async () => {
    const star = await registerUser(app);
    const fan = await registerUser(app);
    const leaving = await registerUser(app);
    await follow(fan, star.id);
    await follow(leaving, star.id);
    await cancel(leaving);
    expect((await follow(fan, star.id)).data.fans).toBe(1);
  });
});

describe('GET /user/follow-list', () => {
  it('lists fans and follows newest first, with the caller follow-back flag and paging', async () => {
    const star = await registerUser(app);
    const first = await registerUser(app);
    const second = await registerUser(app);
    await follow(first, star.id);
    app.clock.advance(1000);
    await follow(second, star.id);
    await follow(star, first.id);
    const list = (query: Record<string, string | number>, as = star) =>
      app.call('GET', '/user/follow-list', { token: as.token, query });

    const fans = await list({ type: 'fans' });
    expect(fans.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(fans.data.records.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(fans.data.records.map((r: { isFollow: number }) => r.isFollow)).toEqual([0, 1]);
    expect(fans.data.records[0].followTime).toEqual(expect.any(String));

    const page2 = await list({ type: 'fans', pageNum: 2, pageSize: 1 });
    expect(page2.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(page2.data.records.map((r: { id: number }) => r.id)).toEqual([first.id]);

    const follows = await list({ type: 'follow' });
    expect(follows.data.records.map((r: { id: number }) => r.id)).toEqual([first.id]);

    // Someone else's list, seen by a third user: isFollow is about the caller.
    const theirs = await list({ type: 'fans', userId: star.id }, first);
    expect(theirs.data.records.map((r: { isFollow: number }) => r.isFollow)).toEqual([0, 0]);
  });

  it('leaves cancelled users out and answers 404 for an unknown owner', async () => {
    const star = await registerUser(app);
    const leaving = await registerUser(app);
    await follow(leaving, star.id);
    await cancel(leaving);
    const fans = await app.call('GET', '/user/follow-list', {
      token: star.token,
      query: { type: 'fans' },
    });
    expect(fans.data).toMatchObject({ total: 0, records: [] });
    const unknown = await app.call('GET', '/user/follow-list', {
      token: star.token,
      query: { type: 'fans', userId: 99_999 },
    });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
  });

  it('refuses an unknown type or a page size over 100 (400)', async () => {
    const me = await registerUser(app);
    const queries: Record<string, string | number>[] = [
      { type: 'friends' },
      { type: 'fans', pageSize: 101 },
      {},
    ];
    for (const query of queries) {
      const r = await app.call('GET', '/user/follow-list', { token: me.token, query });
      expect(r).toMatchObject({ status: 400, code: 400 });
    }
  });
});

describe('GET /user/visitor-num and /user/visitor-record', () => {
  it('lists one record per visitor per day, newest first, with the first visit time', async () => {
    const owner = await registerUser(app);
    const early = await registerUser(app);
    const late = await registerUser(app);
    const firstVisit = app.clock.now.toISOString();
    await view(early, owner.id);
    app.clock.advance(60_000);
    await view(early, owner.id);
    await view(late, owner.id);
    const records = await app.call('GET', '/user/visitor-record', { token: owner.token });
    expect(records.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
    expect(records.data.records.map((r: { user: { id: number } }) => r.user.id)).toEqual([
      late.id,
      early.id,
    ]);
    expect(records.data.records[1].visitTime).toBe(firstVisit);
    const num = await app.call('GET', '/user/visitor-num', { token: owner.token });
    expect(num.data.total).toBe(records.data.total);

    const page = await app.call('GET', '/user/visitor-record', {
      token: owner.token,
      query: { pageNum: 2, pageSize: 1 },
    });
    expect(page.data.records.map((r: { user: { id: number } }) => r.user.id)).toEqual([early.id]);
  });

  it('leaves out visitors cancelled since', async () => {
    const owner = await registerUser(app);
    const leaving = await registerUser(app);
    await view(leaving, owner.id);
    await cancel(leaving);
    expect((await app.call('GET', '/user/visitor-num', { token: owner.token })).data).toEqual({
      total: 0,
      today: 0,
    });
    expect(
      (await app.call('GET', '/user/visitor-record', { token: owner.token })).data.records,
    ).toEqual([]);
    expect((await view(owner)).data.userVo.userDataVo.visitors).toBe(0);
  });

  it('shows each user only their own visitors', async () => {
    const owner = await registerUser(app);
    const visitor = await registerUser(app);
    await view(visitor, owner.id);
    const theirs = await app.call('GET', '/user/visitor-record', { token: visitor.token });
    expect(theirs.data.total).toBe(0);
    expect((await app.call('GET', '/user/visitor-num', { token: visitor.token })).data.total).toBe(
      0,
    );
  });
});

describe('GET /user/search', () => {
  const search = (user: RegisteredUser, content: string) =>
    app.call('GET', '/user/search', { token: user.token, query: { content } });

  it('finds an active user by exact account', async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const r = await search(me, String(other.account));
    expect(r.data.total).toBe(1);
    expect(r.data.list[0]).toMatchObject({ id: other.id, account: other.account });
  });

  it('refuses the caller own account (1102)', async () => {
    const me = await registerUser(app);
    expect(await search(me, String(me.account))).toMatchObject({ status: 400, code: 1102 });
  });

  it('answers total 0 for an unknown, cancelled or non-exact account', async () => {
    const me = await registerUser(app);
    const gone = await registerUser(app);
    await cancel(gone);
    for (const content of ['199999', String(gone.account), `0${me.account + 1}`, '9999999999']) {
      const r = await search(me, content);
      expect(r).toMatchObject({ status: 200, data: { total: 0, list: [] } });
    }
  });

  it('refuses content that is not 6 to 10 digits (400)', async () => {
    const me = await registerUser(app);
    for (const content of ['12345', '12345678901', 'abcdef', '']) {
      expect((await search(me, content)).code).toBe(400);
    }
  });
});

describe('POST /user/by-im-accounts', () => {
  it('answers the active users in the order asked, without unknown, cancelled or service accounts', async () => {
    const me = await registerUser(app);
    const a = await registerUser(app);
    const b = await registerUser(app);
    const gone = await registerUser(app);
    await cancel(gone);
    const r = await app.call('POST', '/user/by-im-accounts', {
      token: me.token,
      body: {
        imAccounts: [b.imAccount, 'u199999', gone.imAccount, 'hl_service', a.imAccount],
      },
    });
    expect(r.data.map((u: { id: number }) => u.id)).toEqual([b.id, a.id]);
    expect(r.data[0]).toMatchObject({ imAccount: b.imAccount, account: b.account });
  });

  it('refuses an empty, repeated or malformed list (400)', async () => {
    const me = await registerUser(app);
    for (const imAccounts of [[], ['u1', 'u1'], ['U100001'], Array(101).fill('x')]) {
      const r = await app.call('POST', '/user/by-im-accounts', {
        token: me.token,
        body: { imAccounts },
      });
      expect(r).toMatchObject({ status: 400, code: 400 });
    }
  });
});
