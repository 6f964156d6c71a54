import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, uploadImage } from './support/images.ts';
import { codeFor, registerUser, type RegisteredUser } from './support/users.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    QINIU_ACCESS_KEY: 'test-access-key',
    QINIU_SECRET_KEY: 'test-secret-key',
    QINIU_BUCKET: 'heartline-test',
    QINIU_DOMAIN: 'https://cdn.heartline.test',
  });
});
afterAll(() => app.close());

const list = (viewer: RegisteredUser, query: Record<string, number> = {}) =>
  app.call('GET', '/album/list', { token: viewer.token, query });
const add = (user: RegisteredUser, url: string) =>
  app.call('POST', '/album/upload', { token: user.token, body: { url } });
const remove = (user: RegisteredUser, id: number | string) =>
  app.call('GET', '/album/delete-img', { token: user.token, query: { id } });
/** A photo's address without its signature: the same image, whoever it was signed for. */
const imageOf = (url: string) => url.split('?')[0];

/** Uploads an image through /file/upload and adds it to the user's album; answers the photo. */
async function addUploaded(user: RegisteredUser) {
  const uploaded = await uploadImage(app, user.token, png(2, 3));
  expect(uploaded.code).toBe(200);
  const photo = await add(user, uploaded.data.url);
  expect(photo).toMatchObject({ status: 200, code: 200 });
  return photo.data as { id: number; url: string; locked: boolean; createTime: string };
}

async function cancel(user: RegisteredUser) {
  await app.call('POST', '/account/verification-code', {
    body: { email: user.email, purpose: 'cancel-account' },
  });
  app.clock.advance(61_000);
  const code = codeFor(app, user.email);
  expect(
    (await app.call('POST', '/account/cancel-account', { token: user.token, body: { code } })).code,
  ).toBe(200);
}

describe('POST /album/upload', () => {
  it("adds one of the caller's own uploads, first in the album and in the home page cards", async () => {
    const me = await registerUser(app);
    const first = await addUploaded(me);
    app.clock.advance(1000);
    const second = await addUploaded(me);
    expect(second).toMatchObject({ locked: false, createTime: app.clock.now.toISOString() });
    expect(second.url).toMatch(new RegExp(`^/api/image/album/${me.account}/[0-9a-f]+\\.png\\?`));

    const album = await list(me);
    expect(album.data.records.map((p: { id: number }) => p.id)).toEqual([second.id, first.id]);

    const viewer = await registerUser(app, { gender: 0 });
    const card = (
      await app.call('GET', '/bump/list', { token: viewer.token, query: { pageSize: 100 } })
    ).data.records.find((u: { id: number }) => u.id === me.id);
    expect(card.photos.map(imageOf)).toEqual([second.url, first.url].map(imageOf));
  });

  it("refuses another user's upload, unknown files and outside addresses (400)", async () => {
    const me = await registerUser(app);
    const other = await registerUser(app);
    const theirs = await uploadImage(app, other.token, png(1, 1));
    for (const url of [
      theirs.data.url,
      `/uploads/album/${me.account}/never-uploaded.png`,
      'https://example.com/cat.png',
      `https://cdn.heartline.test/u${other.account}/a.png`,
      `https://cdn.heartline.test/u${me.account}/../u${other.account}/a.png`,
      `https://cdn.heartline.test/u${me.account}/a.png?x=1`,
    ]) {
      expect(await add(me, url)).toMatchObject({ status: 400, code: 400, data: null });
    }
    expect((await list(me)).data.total).toBe(0);
  });

  it("accepts a key in the caller's own folder of the configured cloud bucket", async () => {
    const me = await registerUser(app);
    const url = `https://cdn.heartline.test/u${me.account}/album/5d1f.jpg`;
    expect((await add(me, url)).data).toMatchObject({ url, locked: false });
  });

  it('answers the photo already there when the same address is added again', async () => {
    const me = await registerUser(app);
    const photo = await addUploaded(me);
    expect((await add(me, photo.url)).data).toEqual(photo);
    expect((await list(me)).data.total).toBe(1);
  });

  it('validates the body and requires a login', async () => {
    const me = await registerUser(app);
    expect((await app.call('POST', '/album/upload', { token: me.token, body: {} })).code).toBe(400);
    expect(
      (await app.call('POST', '/album/upload', { body: { url: '/uploads/x.png' } })).status,
    ).toBe(401);
  });
});

describe('GET /album/list', () => {
  it("lists the caller's album newest first, a page at a time, with or without the own id", async () => {
    const me = await registerUser(app, { gender: 1 });
    const photos = [];
    for (let i = 0; i < 3; i += 1) {
      photos.push(await addUploaded(me));
      app.clock.advance(1000);
    }
    const ids = photos.map((p) => p.id).reverse();
    const all = await list(me);
    expect(all.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 20, photoPermission: 1 });
    expect(all.data.records.map((p: { id: number }) => p.id)).toEqual(ids);
    expect(
      (await list(me, { userId: me.id })).data.records.map((p: { id: number }) => p.id),
    ).toEqual(ids);
    const page2 = await list(me, { pageNum: 2, pageSize: 2 });
    expect(page2.data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(page2.data.records.map((p: { id: number }) => p.id)).toEqual([ids[2]]);
  });

  it("locks another user's photos for a caller of gender 1 until photo permission is paid", async () => {
    const owner = await registerUser(app, { gender: 0 });
    const photo = await addUploaded(owner);
    await addUploaded(owner);
    const man = await registerUser(app, { gender: 1 });

    const locked = await list(man, { userId: owner.id });
    expect(locked.data).toMatchObject({ total: 2, photoPermission: 0 });
    expect(locked.data.records).toHaveLength(2);
    for (const record of locked.data.records)
      expect(record).toMatchObject({ url: null, locked: true });

    await app.services.db
      .insertInto('photo_permissions')
      .values({ payer_id: man.id, owner_id: owner.id })
      .execute();
    const open = await list(man, { userId: owner.id });
    expect(open.data.photoPermission).toBe(1);
    expect(open.data.records[1]).toMatchObject({ id: photo.id, locked: false });
    expect(imageOf(open.data.records[1].url)).toBe(imageOf(photo.url));
  });

  it("shows another user's photos to callers of gender 0 and 2", async () => {
    const owner = await registerUser(app, { gender: 1 });
    const photo = await addUploaded(owner);
    for (const gender of [0, 2]) {
      const viewer = await registerUser(app, { gender });
      const r = await list(viewer, { userId: owner.id });
      expect(r.data).toMatchObject({ photoPermission: 1, total: 1 });
      expect(r.data.records[0]).toMatchObject({ locked: false });
      expect(imageOf(r.data.records[0].url)).toBe(imageOf(photo.url));
    }
  });

  it('answers 404 for an unknown or cancelled user', async () => {
    const me = await registerUser(app);
    const gone = await registerUser(app);
    await addUploaded(gone);
    await cancel(gone);
    expect(await list(me, { userId: 99_999 })).toMatchObject({ status: 404, code: 404 });
    expect(await list(me, { userId: gone.id })).toMatchObject({ status: 404, code: 404 });
  });

  it('requires a login', async () => {
    expect((await app.call('GET', '/album/list')).status).toBe(401);
  });
});

describe('GET /album/delete-img', () => {
  it("deletes the caller's own photo; a second delete answers 404", async () => {
    const me = await registerUser(app);
    const keep = await addUploaded(me);
    const photo = await addUploaded(me);
    expect(await remove(me, photo.id)).toMatchObject({ status: 200, code: 200, data: null });
    expect((await list(me)).data.records.map((p: { id: number }) => p.id)).toEqual([keep.id]);
    expect(await remove(me, photo.id)).toMatchObject({ status: 404, code: 404 });
  });

  it("answers 404 for another user's photo and leaves it in place", async () => {
    const owner = await registerUser(app);
    const photo = await addUploaded(owner);
    const other = await registerUser(app);
    expect(await remove(other, photo.id)).toMatchObject({ status: 404, code: 404 });
    expect((await list(owner)).data.records.map((p: { id: number }) => p.id)).toEqual([photo.id]);
  });

  it('answers 404 for a photo that never existed and 400 for an invalid id', async () => {
    const me = await registerUser(app);
    expect(await remove(me, 987_654)).toMatchObject({ status: 404, code: 404 });
    expect(await remove(me, 0)).toMatchObject({ status: 400, code: 400 });
    expect(await remove(me, 'abc')).toMatchObject({ status: 400, code: 400 });
    expect((await app.call('GET', '/album/delete-img', { query: { id: 1 } })).status).toBe(401);
  });
});
