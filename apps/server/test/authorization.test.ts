/**
 * One user's token never reads or changes another user's own data. Alice owns a dynamic, a
 * comment, an album photo, a friend with a remark name, a pending friend request, notifications,
 * visitors and private settings; Mallory, logged in with her own token, tries every operation
 * that could reach them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFriends, publish, uploadedImage } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let alice: RegisteredUser;
let mallory: RegisteredUser;
let bob: RegisteredUser;
let dynamicId: number;
let commentId: number;
let photoId: number;
let requestId: number;

beforeAll(async () => {
  app = await createTestApp();
  alice = await registerUser(app, { nickname: 'Alice' });
  mallory = await registerUser(app, { nickname: 'Mallory' });
  bob = await registerUser(app, { nickname: 'Bob' });
  dynamicId = (await publish(app, alice, { content: 'Alice only' })).id;
  commentId = (
    await app.call('POST', '/dynamic/comment', {
      token: alice.token,
      body: { dynamicId, content: 'mine' },
    })
  ).data.id;
  const url = await uploadedImage(app, alice);
  photoId = (await app.call('POST', '/album/upload', { token: alice.token, body: { url } })).data
    .id;
  await makeFriends(app, alice, bob);
  await app.call('POST', '/friend/updateRemarkName', {
    token: alice.token,
    body: { friendUserId: bob.id, friendRemarkName: 'Bobby' },
  });
  await app.call('POST', '/user/privacy-set', { token: alice.token, body: { addFriendMode: 1 } });
  const sent = await app.call('POST', '/friend/add-friend', {
    token: bob.token,
    body: { userId: mallory.id, note: 'hi' },
  });
  requestId = sent.data.requestId;
  await app.call('POST', '/user/follow', {
    token: bob.token,
    body: { userId: alice.id, follow: true },
  });
  await app.call('GET', '/user/info', { token: bob.token, query: { userId: alice.id } });
});
afterAll(() => app.close());

const as = (user: RegisteredUser) => ({
  get: (url: string, query?: Record<string, string | number>) =>
    app.call('GET', url, { token: user.token, query }),
  post: (url: string, body: unknown) => app.call('POST', url, { token: user.token, body }),
});

describe("another user's token", () => {
  it("cannot delete, pin or burn-mark Alice's dynamic, nor delete her comment", async () => {
    const m = as(mallory);
    expect((await m.post('/dynamic/del', { id: dynamicId })).status).toBe(403);
    expect((await m.post('/dynamic/dynamic-top', { id: dynamicId, top: true })).code).toBe(1402);
    expect((await m.post('/dynamic/del-comment', { id: commentId })).status).toBe(403);
    const still = await as(alice).get('/dynamic/dynamic-info', { id: dynamicId });
    expect(still.data).toMatchObject({ id: dynamicId, top: 0, comments: 1 });
  });

  it("cannot delete Alice's album photo", async () => {
    expect((await as(mallory).get('/album/delete-img', { id: photoId })).status).toBe(404);
    const album = await as(alice).get('/album/list');
    expect(album.data.records.map((p: { id: number }) => p.id)).toContain(photoId);
  });

  it("cannot add Alice's upload to her own album or a dynamic", async () => {
    const aliceUpload = await uploadedImage(app, alice);
    expect((await as(mallory).post('/album/upload', { url: aliceUpload })).status).toBe(400);
    expect(
      (await as(mallory).post('/dynamic/release', { content: 'stolen', images: [aliceUpload] }))
        .status,
    ).toBe(400);
  });

  it("cannot handle a friend request addressed to someone else, nor rename Alice's friend", async () => {
    expect((await as(alice).get('/friend/apply-deal', { id: requestId, agree: 1 })).status).toBe(
      404,
    );
    expect(
      (
        await as(mallory).post('/friend/updateRemarkName', {
          friendUserId: bob.id,
          friendRemarkName: 'x',
        })
      ).code,
    ).toBe(1504);
    const friends = await as(alice).get('/friend/friend-list');
    expect(friends.data.records[0]).toMatchObject({
      friendUserId: bob.id,
      friendRemarkName: 'Bobby',
    });
  });

  it("reads only public fields of Alice's profile: no e-mail, IM password, wallet or settings", async () => {
    const info = await as(mallory).get('/user/info', { userId: alice.id });
    expect(info.code).toBe(200);
    const text = JSON.stringify(info.data);
    expect(text).not.toContain(alice.email);
    for (const field of ['email', 'imPassword', 'userAccountVo', 'userSetVo']) {
      expect(info.data.userVo, field).not.toHaveProperty(field);
    }
  });

  it("sees its own notifications, visitors and requests, never Alice's", async () => {
    const m = as(mallory);
    const interactions = await m.get('/interact/list');
    expect(interactions.data.records).toHaveLength(0);
    const visitors = await m.get('/user/visitor-record');
    expect(visitors.data.total).toBe(0);
    expect((await m.get('/user/visitor-num')).data.total).toBe(0);
    const requests = await m.get('/friend/applys', { type: 'received' });
    expect(requests.data.records.map((r: { id: number }) => r.id)).toEqual([requestId]);
    const aliceVisitors = (await as(alice).get('/user/visitor-record')).data.records;
    expect(aliceVisitors.map((r: { user: { id: number } }) => r.user.id)).toContain(bob.id);
    expect((await as(alice).get('/interact/list')).data.records.length).toBeGreaterThan(0);
  });

  it('changes only its own settings, profile and password', async () => {
    const m = as(mallory);
    await m.post('/user/privacy-set', { addFriendMode: 0, showLikes: 1 });
    await m.post('/user/info-edit', { nickname: 'Not Alice' });
    await m.post('/user/language-edit', { language: 'ja' });
    const me = (await as(alice).get('/account/my-info')).data;
    expect(me).toMatchObject({
      nickname: 'Alice',
      userSetVo: { addFriendMode: 1, showLikes: 0, language: 'en' },
    });
    expect(
      (
        await app.call('POST', '/account/login', {
          body: { account: alice.email, password: alice.password },
        })
      ).code,
    ).toBe(200);
  });

  it('without a token, reads and changes nothing (401)', async () => {
    expect((await app.call('GET', '/account/my-info')).status).toBe(401);
    expect((await app.call('POST', '/dynamic/del', { body: { id: dynamicId } })).status).toBe(401);
    expect((await app.call('GET', '/interact/list')).status).toBe(401);
  });
});
