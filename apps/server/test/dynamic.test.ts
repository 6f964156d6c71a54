import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelUser, makeFriends, publish, uploadedImage } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

interface Thread {
  id: number;
  user: { id: number };
  replies: { id: number; user: { id: number } }[];
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minute = 60_000;
const info = (user: RegisteredUser, id: number) =>
  app.call('GET', '/dynamic/dynamic-info', { token: user.token, query: { id } });
const list = (user: RegisteredUser, query: Record<string, string | number> = {}) =>
  app.call('GET', '/dynamic/dynamic-list', { token: user.token, query });
const interactionsOf = (user: RegisteredUser) =>
  app.services.db
    .selectFrom('interactions')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
const setPrivacy = (user: RegisteredUser, body: Record<string, number>) =>
  app.call('POST', '/user/privacy-set', { token: user.token, body });

describe('POST /dynamic/release', () => {
  let author: RegisteredUser;
  let other: RegisteredUser;
  beforeAll(async () => {
    author = await registerUser(app);
    other = await registerUser(app);
  });

  it('publishes a dynamic shaped for its author, with the detected language', async () => {
    const image = await uploadedImage(app, author);
    const r = await app.call('POST', '/dynamic/release', {
      token: author.token,
      body: { content: '今天去了西湖，秋天的景色太美了！Autumn at West Lake 🍁', images: [image] },
    });
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({
      user: { id: author.id, account: author.account },
      images: [image],
      burnAfterReading: 0,
      burned: 0,
      top: 0,
      likes: 0,
      comments: 0,
      supported: false,
      createTime: app.clock.now.toISOString(),
      language: 'zh',
    });
  });

  it.each([
    ['Первый снег в Москве! Кто ещё любит зиму?', 'ru'],
    ['東京も寒くなりました ❄️', 'ja'],
    ['오늘 날씨가 정말 좋아요', 'ko'],
    ['¡Qué bonito! En Madrid todavía hace sol.', 'es'],
    ['Wunderschön! In Berlin schneit es noch nicht.', 'de'],
    ['What a lovely day at the beach with my friends', 'en'],
    ['我們這裡的天氣很好，歡迎來玩', 'zh-TW'],
    ['🍁🍁🍁 123', null],
  ])('detects the language of %s', async (content, language) => {
    expect((await publish(app, author, { content })).language).toBe(language);
  });

  // The contract's rule (and the Pact's): 400 with code 1401. The request validation of the core
  // (registerOperations) refuses these bodies with code 400 before the handler runs, so this
  // fails until the core maps them to 1401; then drop `.fails`.
  it('refuses a dynamic without share content or images (400, code 1401)', async () => {
    const image = await uploadedImage(app, author);
    for (const body of [
      { content: 'no images', images: [] },
      { content: '   ', images: [image] },
      { content: '', images: [image] },
      { images: [image] },
      { content: 'no images at all' },
    ]) {
      const r = await app.call('POST', '/dynamic/release', { token: author.token, body });
      expect(r, JSON.stringify(body)).toMatchObject({ status: 400, code: 1401, data: null });
    }
  });

  it('refuses other invalid input with code 400', async () => {
    const images = await Promise.all(Array.from({ length: 10 }, () => uploadedImage(app, author)));
    for (const body of [
      { content: 'ten images', images },
      { content: 'x'.repeat(1001), images: [images[0]] },
      { content: 'flag', images: [images[0]], top: 2 },
      { content: 'extra', images: [images[0]], extra: 1 },
    ]) {
      const r = await app.call('POST', '/dynamic/release', { token: author.token, body });
      expect(r, JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, code: 400 });
    }
    const max = await app.call('POST', '/dynamic/release', {
      token: author.token,
      body: { content: 'y'.repeat(1000), images: images.slice(0, 9) },
    });
    expect(max.code).toBe(200);
    expect(max.data.images).toHaveLength(9);
  });

  it("accepts only the caller's own uploads as images", async () => {
    const othersImage = await uploadedImage(app, other);
    for (const url of [
      othersImage,
      `/uploads/dynamic/${author.account}/never-uploaded.jpg`,
      'https://elsewhere.example.com/cat.jpg',
    ]) {
      const r = await app.call('POST', '/dynamic/release', {
        token: author.token,
        body: { content: 'not mine', images: [url] },
      });
      expect(r, url).toMatchObject({ status: 400, code: 400 });
    }
  });

  it('pins the new dynamic and unpins the one pinned before', async () => {
    const first = await publish(app, author, { top: 1 });
    expect(first.top).toBe(1);
    const second = await publish(app, author, { top: 1 });
    expect(second.top).toBe(1);
    expect((await info(author, first.id)).data.top).toBe(0);
    const pinned = await app.services.db
      .selectFrom('dynamics')
      .select('id')
      .where('user_id', '=', author.id)
      .where('top', '=', 1)
      .execute();
    expect(pinned).toEqual([{ id: second.id }]);
  });

  it('needs a login', async () => {
    const r = await app.call('POST', '/dynamic/release', {
      body: { content: 'anonymous', images: ['/uploads/x.jpg'] },
    });
    expect(r).toMatchObject({ status: 401, code: 401 });
  });
});

describe('POST /dynamic/del', () => {
  it("deletes the caller's dynamic with its likes, comments and notifications", async () => {
    const author = await registerUser(app);
    const fan = await registerUser(app);
    const d = await publish(app, author);
    await app.call('POST', '/dynamic/support', {
      token: fan.token,
      body: { id: d.id, support: true },
    });
    await app.call('POST', '/dynamic/comment', {
      token: fan.token,
      body: { dynamicId: d.id, content: 'Nice' },
    });
    expect(await interactionsOf(author)).toHaveLength(2);

    const r = await app.call('POST', '/dynamic/del', { token: author.token, body: { id: d.id } });
    expect(r).toMatchObject({ status: 200, code: 200, data: null });
    expect((await info(author, d.id)).status).toBe(404);
    expect((await list(author, { type: 'mine' })).data.total).toBe(0);
    expect(await interactionsOf(author)).toHaveLength(0);
    const likes = await app.services.db
      .selectFrom('dynamic_likes')
      .selectAll()
      .where('dynamic_id', '=', d.id)
      .execute();
    expect(likes).toHaveLength(0);
    const again = await app.call('POST', '/dynamic/del', {
      token: author.token,
      body: { id: d.id },
    });
    expect(again).toMatchObject({ status: 404, code: 404 });
  });

  it("refuses another user's dynamic (403) and an unknown one (404)", async () => {
    const author = await registerUser(app);
    const intruder = await registerUser(app);
    const d = await publish(app, author);
    const r = await app.call('POST', '/dynamic/del', { token: intruder.token, body: { id: d.id } });
    expect(r).toMatchObject({ status: 403, code: 403 });
    expect((await info(author, d.id)).code).toBe(200);
    const unknown = await app.call('POST', '/dynamic/del', {
      token: author.token,
      body: { id: 999_999 },
    });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
  });
});

describe('GET /dynamic/dynamic-list', () => {
  let me: RegisteredUser;
  let friend: RegisteredUser;
  let stranger: RegisteredUser;
  let leaver: RegisteredUser;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    me = await registerUser(app);
    friend = await registerUser(app);
    stranger = await registerUser(app);
    leaver = await registerUser(app);
    await makeFriends(app, me, friend);
    // Published one minute apart, in this order.
    for (const [name, user, extra] of [
      ['mineOld', me, { top: 1 }],
      ['friend', friend, {}],
      ['stranger', stranger, {}],
      ['leaver', leaver, {}],
      ['mineNew', me, {}],
    ] as const) {
      app.clock.advance(minute);
      ids[name] = (await publish(app, user, extra)).id;
    }
    await cancelUser(app, leaver);
  });

  const idsOf = (r: { data: { records: { id: number }[] } }) => r.data.records.map((d) => d.id);

  it('square: everyone, newest first, without cancelled authors', async () => {
    const r = await list(stranger, { type: 'square', pageSize: 100 });
    const mine = idsOf(r).filter((id) => Object.values(ids).includes(id));
    expect(mine).toEqual([ids.mineNew, ids.stranger, ids.friend, ids.mineOld]);
    expect(idsOf(r)).not.toContain(ids.leaver);
    expect(idsOf(await list(stranger))).toEqual(idsOf(r).slice(0, 20));
  });

  it('pages: total, pageNum and pageSize', async () => {
    const all = idsOf(await list(me, { type: 'friends' }));
    const page2 = await list(me, { type: 'friends', pageNum: 2, pageSize: 1 });
    expect(page2.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 1 });
    expect(idsOf(page2)).toEqual([all[1]]);
    expect((await list(me, { pageSize: 101 })).code).toBe(400);
    expect((await list(me, { pageNum: 0 })).code).toBe(400);
  });

  it('friends: the friends circle is friends and self, newest first', async () => {
    expect(idsOf(await list(me, { type: 'friends' }))).toEqual([
      ids.mineNew,
      ids.friend,
      ids.mineOld,
    ]);
    expect(idsOf(await list(stranger, { type: 'friends' }))).toEqual([ids.stranger]);
  });

  it('mine: the pinned dynamic first, then newest first', async () => {
    expect(idsOf(await list(me, { type: 'mine' }))).toEqual([ids.mineOld, ids.mineNew]);
    expect(idsOf(await list(friend, { type: 'mine' }))).toEqual([ids.friend]);
  });

  it('user: the pinned dynamic first; userId required; unknown or cancelled user 404', async () => {
    expect(idsOf(await list(stranger, { type: 'user', userId: me.id }))).toEqual([
      ids.mineOld,
      ids.mineNew,
    ]);
    expect(await list(me, { type: 'user' })).toMatchObject({ status: 400, code: 400 });
    expect(await list(me, { type: 'user', userId: 999_999 })).toMatchObject({ status: 404 });
    expect(await list(me, { type: 'user', userId: leaver.id })).toMatchObject({ status: 404 });
    expect(await list(me, { type: 'everything' })).toMatchObject({ status: 400, code: 400 });
  });

  it('hides the counts from others when the author shows them only to self', async () => {
    const author = await registerUser(app);
    const viewer = await registerUser(app);
    const d = await publish(app, author);
    await app.call('POST', '/dynamic/support', {
      token: viewer.token,
      body: { id: d.id, support: true },
    });
    await setPrivacy(author, { showLikes: 1 });
    expect((await info(viewer, d.id)).data).toMatchObject({
      likes: null,
      comments: 0,
      supported: true,
    });
    expect((await info(author, d.id)).data).toMatchObject({ likes: 1, comments: 0 });
    await setPrivacy(author, { showLikes: 0, showComments: 1 });
    const seen = (await list(viewer, { type: 'user', userId: author.id })).data.records[0];
    expect(seen).toMatchObject({ likes: 1, comments: null });
    expect((await list(author, { type: 'mine' })).data.records[0].comments).toBe(0);
  });
});

describe('GET /dynamic/dynamic-info', () => {
  it('answers one dynamic; unknown, deleted or by a cancelled author: 404', async () => {
    const author = await registerUser(app);
    const viewer = await registerUser(app);
    const d = await publish(app, author, { content: 'Detail page' });
    expect((await info(viewer, d.id)).data).toMatchObject({ id: d.id, content: 'Detail page' });
    expect(await info(viewer, 999_999)).toMatchObject({ status: 404, code: 404 });
    expect((await info(viewer, 0)).status).toBe(400);
    await cancelUser(app, author);
    expect(await info(viewer, d.id)).toMatchObject({ status: 404, code: 404 });
  });
});

describe('POST /dynamic/support', () => {
  it('likes and unlikes idempotently, notifying the author once', async () => {
    const author = await registerUser(app);
    const fan = await registerUser(app);
    const d = await publish(app, author);
    const support = (user: RegisteredUser, value: boolean) =>
      app.call('POST', '/dynamic/support', {
        token: user.token,
        body: { id: d.id, support: value },
      });

    expect((await support(fan, true)).data).toEqual({ supported: true, likes: 1 });
    expect((await support(fan, true)).data).toEqual({ supported: true, likes: 1 });
    expect((await info(fan, d.id)).data.supported).toBe(true);
    expect((await info(author, d.id)).data).toMatchObject({ supported: false, likes: 1 });
    const notes = await interactionsOf(author);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'like', actor_id: fan.id, dynamic_id: d.id });
    expect(notes[0]?.preview).toBe(d.images[0]);

    expect((await support(fan, false)).data).toEqual({ supported: false, likes: 0 });
    expect((await support(fan, false)).data).toEqual({ supported: false, likes: 0 });
    expect((await info(fan, d.id)).data.supported).toBe(false);

    // The author may like their own dynamic; nobody is notified of their own like.
    expect((await support(author, true)).data).toEqual({ supported: true, likes: 1 });
    expect(await interactionsOf(author)).toHaveLength(1);
  });

  it('answers likes null when hidden from the caller, and 404 for an unknown dynamic', async () => {
    const author = await registerUser(app);
    const fan = await registerUser(app);
    const d = await publish(app, author);
    await setPrivacy(author, { showLikes: 1 });
    const r = await app.call('POST', '/dynamic/support', {
      token: fan.token,
      body: { id: d.id, support: true },
    });
    expect(r.data).toEqual({ supported: true, likes: null });
    const unknown = await app.call('POST', '/dynamic/support', {
      token: fan.token,
      body: { id: 999_999, support: true },
    });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
  });

  it('does not count likes of users who cancelled', async () => {
    const author = await registerUser(app);
    const fan = await registerUser(app);
    const d = await publish(app, author);
    await app.call('POST', '/dynamic/support', {
      token: fan.token,
      body: { id: d.id, support: true },
    });
    await cancelUser(app, fan);
    expect((await info(author, d.id)).data.likes).toBe(0);
  });
});

describe('POST /dynamic/dynamic-top', () => {
  it('pins one own dynamic at a time, unpins, and refuses others (403, 1402)', async () => {
    const author = await registerUser(app);
    const other = await registerUser(app);
    const a = await publish(app, author, { top: 1 });
    const b = await publish(app, author);
    const top = (user: RegisteredUser, id: number, value: boolean) =>
      app.call('POST', '/dynamic/dynamic-top', { token: user.token, body: { id, top: value } });

    expect((await top(author, b.id, true)).data).toEqual({ id: b.id, top: true });
    expect((await top(author, b.id, true)).data).toEqual({ id: b.id, top: true });
    expect((await info(author, a.id)).data.top).toBe(0);
    expect((await info(author, b.id)).data.top).toBe(1);
    expect((await top(author, b.id, false)).data).toEqual({ id: b.id, top: false });
    expect((await info(author, b.id)).data.top).toBe(0);

    expect(await top(other, a.id, true)).toMatchObject({ status: 403, code: 1402 });
    expect((await info(author, a.id)).data.top).toBe(0);
    expect(await top(author, 999_999, true)).toMatchObject({ status: 404, code: 404 });
  });
});

describe('POST /dynamic/burn-recovery', () => {
  it('burns the images for that viewer only; the author always sees them', async () => {
    const author = await registerUser(app);
    const viewer = await registerUser(app);
    const bystander = await registerUser(app);
    const d = await publish(app, author, { burnAfterReading: 1 });
    expect((await info(viewer, d.id)).data).toMatchObject({ burned: 0, images: d.images });

    const burn = (user: RegisteredUser, id = d.id) =>
      app.call('POST', '/dynamic/burn-recovery', { token: user.token, body: { id } });
    expect(await burn(viewer)).toMatchObject({ status: 200, data: null });
    expect(await burn(viewer)).toMatchObject({ status: 200, data: null });
    expect((await info(viewer, d.id)).data).toMatchObject({
      burnAfterReading: 1,
      burned: 1,
      images: [],
    });
    const inList = (await list(viewer, { type: 'user', userId: author.id })).data.records[0];
    expect(inList).toMatchObject({ id: d.id, burned: 1, images: [] });
    expect((await info(bystander, d.id)).data).toMatchObject({ burned: 0, images: d.images });

    expect((await burn(author)).status).toBe(200);
    expect((await info(author, d.id)).data).toMatchObject({ burned: 0, images: d.images });
  });

  it('refuses a dynamic that does not burn (400) and an unknown one (404)', async () => {
    const author = await registerUser(app);
    const viewer = await registerUser(app);
    const d = await publish(app, author);
    const r = await app.call('POST', '/dynamic/burn-recovery', {
      token: viewer.token,
      body: { id: d.id },
    });
    expect(r).toMatchObject({ status: 400, code: 400 });
    const unknown = await app.call('POST', '/dynamic/burn-recovery', {
      token: viewer.token,
      body: { id: 999_999 },
    });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
  });
});

describe('comments: POST /dynamic/comment, GET /dynamic/comment-list, POST /dynamic/del-comment', () => {
  let author: RegisteredUser;
  let ann: RegisteredUser;
  let bob: RegisteredUser;
  let dynamicId: number;
  const comment = (user: RegisteredUser, body: Record<string, unknown>) =>
    app.call('POST', '/dynamic/comment', { token: user.token, body: { dynamicId, ...body } });
  const comments = (user: RegisteredUser, query: Record<string, number> = {}) =>
    app.call('GET', '/dynamic/comment-list', { token: user.token, query: { dynamicId, ...query } });

  beforeAll(async () => {
    author = await registerUser(app);
    ann = await registerUser(app);
    bob = await registerUser(app);
    dynamicId = (await publish(app, author)).id;
  });

  it('adds a top-level comment and notifies the author', async () => {
    const r = await comment(ann, { content: 'Lovely photo' });
    expect(r).toMatchObject({ status: 200, code: 200 });
    expect(r.data).toMatchObject({
      dynamicId,
      parentId: null,
      user: { id: ann.id },
      replyTo: null,
      content: 'Lovely photo',
      createTime: app.clock.now.toISOString(),
      replies: [],
    });
    const notes = await interactionsOf(author);
    expect(notes.at(-1)).toMatchObject({
      type: 'comment',
      actor_id: ann.id,
      dynamic_id: dynamicId,
      content: 'Lovely photo',
    });
  });

  it('threads replies one level deep and notifies the user answered', async () => {
    app.clock.advance(minute);
    const top = (await comment(ann, { content: 'Where is this?' })).data;
    const before = (await interactionsOf(author)).length;

    app.clock.advance(minute);
    const reply = await comment(author, { parentId: top.id, content: 'West Lake!' });
    expect(reply.data).toMatchObject({ parentId: top.id, replyTo: null, replies: [] });
    expect((await interactionsOf(ann)).at(-1)).toMatchObject({
      type: 'reply',
      actor_id: author.id,
    });
    // The author wrote it: no notification to self.
    expect(await interactionsOf(author)).toHaveLength(before);

    app.clock.advance(minute);
    // A reply naming a reply goes under the same top-level comment, answering its author.
    const nested = await comment(bob, { parentId: reply.data.id, content: 'So pretty' });
    expect(nested.data).toMatchObject({ parentId: top.id, replyTo: { id: author.id } });
    const authorNotes = await interactionsOf(author);
    expect(authorNotes).toHaveLength(before + 1);
    expect(authorNotes.at(-1)).toMatchObject({ type: 'reply', actor_id: bob.id });

    app.clock.advance(minute);
    const named = await comment(ann, {
      parentId: top.id,
      replyToUserId: bob.id,
      content: '@bob yes',
    });
    expect(named.data).toMatchObject({ parentId: top.id, replyTo: { id: bob.id } });
    expect((await interactionsOf(bob)).at(-1)).toMatchObject({ type: 'reply', actor_id: ann.id });
    // The dynamic's author hears of every comment on it.
    expect((await interactionsOf(author)).at(-1)).toMatchObject({
      type: 'comment',
      actor_id: ann.id,
    });

    const page = await comments(bob);
    const thread = page.data.records.find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { id: number }) => r.id)).toEqual([
      reply.data.id,
      nested.data.id,
      named.data.id,
    ]);
    expect((await info(bob, dynamicId)).data.comments).toBe(5);
  });

  it('refuses bad input: blank text 400, stranger replyToUserId 400, foreign parent 404', async () => {
    const top = (await comment(ann, { content: 'Another one' })).data;
    const otherDynamic = (await publish(app, bob)).id;
    const foreign = (
      await app.call('POST', '/dynamic/comment', {
        token: bob.token,
        body: { dynamicId: otherDynamic, content: 'Elsewhere' },
      })
    ).data;
    expect(await comment(ann, { content: '   ' })).toMatchObject({ status: 400, code: 400 });
    expect(await comment(ann, { content: 'x'.repeat(1001) })).toMatchObject({ status: 400 });
    expect(
      await comment(ann, { parentId: top.id, replyToUserId: bob.id, content: 'Hi' }),
    ).toMatchObject({ status: 400, code: 400 });
    expect(await comment(ann, { replyToUserId: bob.id, content: 'Hi' })).toMatchObject({
      status: 400,
    });
    expect(await comment(ann, { parentId: foreign.id, content: 'Hi' })).toMatchObject({
      status: 404,
      code: 404,
    });
    expect(await comment(ann, { parentId: 999_999, content: 'Hi' })).toMatchObject({ status: 404 });
    const unknown = await app.call('POST', '/dynamic/comment', {
      token: ann.token,
      body: { dynamicId: 999_999, content: 'Hi' },
    });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
  });

  it('lists top-level comments oldest first, by page', async () => {
    const all = (await comments(author, { pageSize: 100 })).data;
    expect(all.hidden).toBe(false);
    const times = all.records.map((c: { createTime: string }) => c.createTime);
    expect([...times].sort()).toEqual(times);
    expect(all.records.every((c: { parentId: null }) => c.parentId === null)).toBe(true);
    const page2 = (await comments(author, { pageNum: 2, pageSize: 1 })).data;
    expect(page2).toMatchObject({ total: all.total, pageNum: 2, pageSize: 1 });
    expect(page2.records[0].id).toBe(all.records[1].id);
    expect(
      await app.call('GET', '/dynamic/comment-list', {
        token: ann.token,
        query: { dynamicId: 999_999 },
      }),
    ).toMatchObject({ status: 404 });
  });

  it('hides the comments from others when the author shows them only to self', async () => {
    await setPrivacy(author, { showComments: 1 });
    const hidden = (await comments(ann)).data;
    expect(hidden).toEqual({ total: 0, pageNum: 1, pageSize: 20, hidden: true, records: [] });
    expect((await comment(ann, { content: 'Still allowed to comment' })).code).toBe(200);
    const own = (await comments(author)).data;
    expect(own.hidden).toBe(false);
    expect(own.total).toBeGreaterThan(0);
    await setPrivacy(author, { showComments: 0 });
  });

  it('leaves out comments and replies of users who cancelled', async () => {
    const leaver = await registerUser(app);
    const top = (await comment(ann, { content: 'Thread for leaving' })).data;
    await comment(leaver, { content: 'I will leave' });
    await comment(leaver, { parentId: top.id, content: 'Me too' });
    const before = (await info(author, dynamicId)).data.comments;
    await cancelUser(app, leaver);
    const page = (await comments(author, { pageSize: 100 })).data;
    const authors = page.records.flatMap((c: Thread) => [
      c.user.id,
      ...c.replies.map((r: Thread['replies'][number]) => r.user.id),
    ]);
    expect(authors).not.toContain(leaver.id);
    expect((await info(author, dynamicId)).data.comments).toBe(before - 2);
  });

  it("deletes one's own comment with its replies; others' 403, unknown 404", async () => {
    const top = (await comment(ann, { content: 'To be deleted' })).data;
    const reply = (await comment(bob, { parentId: top.id, content: 'Reply to go' })).data;
    const del = (user: RegisteredUser, id: number) =>
      app.call('POST', '/dynamic/del-comment', { token: user.token, body: { id } });

    expect(await del(author, top.id)).toMatchObject({ status: 403, code: 403 });
    expect(await del(bob, top.id)).toMatchObject({ status: 403, code: 403 });
    const before = (await info(author, dynamicId)).data.comments;
    expect(await del(ann, top.id)).toMatchObject({ status: 200, data: null });
    expect((await info(author, dynamicId)).data.comments).toBe(before - 2);
    const ids = (await comments(author, { pageSize: 100 })).data.records.map((c: Thread) => c.id);
    expect(ids).not.toContain(top.id);
    expect(await del(bob, reply.id)).toMatchObject({ status: 404, code: 404 });
    expect(await del(ann, top.id)).toMatchObject({ status: 404, code: 404 });

    const own = (await comment(bob, { content: 'Mine to delete' })).data;
    const ownReply = (await comment(bob, { parentId: own.id, content: 'reply' })).data;
    expect(await del(bob, ownReply.id)).toMatchObject({ status: 200 });
    const thread = (await comments(bob, { pageSize: 100 })).data.records.find(
      (c: Thread) => c.id === own.id,
    );
    expect(thread.replies).toEqual([]);
  });
});
