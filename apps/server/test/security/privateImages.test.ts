/**
 * Photos that must stay private: album photos (locked for a man until he pays) and
 * burn-after-reading images (chat and dynamics). They used to be files at public /uploads/
 * addresses, served to anyone holding the address, and "burned" held only in the browser. Now
 * their stored address serves nothing; each viewer allowed to see one is given an address signed
 * for them, short-lived, which the server checks again when it is loaded: a stranger, a forged or
 * expired address, a man who has not paid, or a viewer who burned the image gets nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChatMessage } from '../../src/domains/chat/chatMessageView.ts';
import { storeMessage } from '../../src/domains/chat/messageStore.ts';
import { imageLinksFor, type ImageContext } from '../../src/domains/file/imageLinks.ts';
import { loadConfig } from '../../src/config.ts';
import { createImageStorage } from '../../src/providers/storage/createImageStorage.ts';
import { png, uploadImage } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';

const SECRET = 'test-image-url-secret-0123456789abcdef';
const MINUTE = 60_000;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ IMAGE_URL_SECRET: SECRET });
});
afterAll(() => app.close());

/** GET of an image address, as a browser's <img> would (no token: images carry none). */
async function load(url: string) {
  const r = await app.inject({ method: 'GET', url });
  const json = r.headers['content-type']?.startsWith('application/json') ? r.json() : null;
  return { status: r.statusCode, body: r.rawPayload, type: r.headers['content-type'], json, r };
}

const storedFile = (url: string) =>
  readFileSync(
    path.join(
      app.services.storage.localDir!,
      new URL(url, 'http://x').pathname.replace(/^\/(uploads|api\/image)\//, ''),
    ),
  );

/** An address signed by the server itself for a viewer (what a view would give them). */
const signedFor = (user: RegisteredUser, url: string, context: ImageContext) =>
  imageLinksFor(app.services, user.imAccount)(url, context);

function withParam(url: string, name: string, value: string) {
  const u = new URL(url, 'http://x');
  u.searchParams.set(name, value);
  return u.pathname + u.search;
}

const signedAddress = (account: number, folder: string) =>
  new RegExp(
    `^/api/image/${folder}/${account}/[0-9a-f]{24}\\.png\\?ctx=[a-z]+-\\d+&viewer=u\\d+&exp=\\d+&sig=[\\w-]{43}$`,
  );

async function addPhoto(owner: RegisteredUser, purpose = 'album') {
  const uploaded = await uploadImage(app, owner.token, png(6, 4), purpose);
  expect(uploaded.code).toBe(200);
  const added = await app.call('POST', '/album/upload', {
    token: owner.token,
    body: { url: uploaded.data.url },
  });
  expect(added.code).toBe(200);
  return { upload: uploaded.data.url as string, photo: added.data as { id: number; url: string } };
}

const album = async (viewer: RegisteredUser, owner: RegisteredUser) =>
  (await app.call('GET', '/album/list', { token: viewer.token, query: { userId: owner.id } })).data;

describe('album photos', () => {
  let owner: RegisteredUser;
  let man: RegisteredUser;
  let woman: RegisteredUser;
  beforeAll(async () => {
    owner = await registerUser(app, { gender: 0 });
    man = await registerUser(app, { gender: 1 });
    woman = await registerUser(app, { gender: 0 });
  });

  it('are not served at their stored /uploads/ address, to anyone, however it is spelt', async () => {
    const { upload } = await addPhoto(owner);
    expect(upload).toMatch(new RegExp(`^/uploads/album/${owner.account}/`));
    const direct = await load(upload);
    expect(direct.status).toBe(404);
    expect(direct.json).toMatchObject({ code: 404, data: null });
    for (const spelling of [
      upload.replace('/uploads/album/', '/uploads/%61lbum/'),
      upload.replace('/uploads/album/', '/uploads/./album/'),
      upload.replace('/uploads/album/', '/uploads/avatar/../album/'),
      upload.replace('/uploads/album/', '/uploads//album/'),
    ]) {
      // Refused one way or another (404, or 403 for a path the static route finds odd).
      expect([403, 404], spelling).toContain((await load(spelling)).status);
    }
  });

  it('are shown to the owner and to viewers who may see them at addresses signed for each', async () => {
    const { upload, photo } = await addPhoto(owner);
    expect(photo.url).toMatch(signedAddress(owner.account, 'album'));
    expect(photo.url).toContain(`viewer=${owner.imAccount}`);
    const mine = await load(photo.url);
    expect(mine).toMatchObject({ status: 200, type: 'image/png' });
    expect(mine.body.equals(storedFile(upload))).toBe(true);
    expect(mine.r.headers['cache-control']).toMatch(/no-store/);

    const seen = (await album(woman, owner)).records.find((p: { id: number }) => p.id === photo.id);
    expect(seen.url).toContain(`viewer=${woman.imAccount}`);
    expect((await load(seen.url)).status).toBe(200);

    // The home page cards show the same photos, signed for the one looking.
    const cards = await app.call('GET', '/bump/list', {
      token: woman.token,
      query: { pageSize: 100 },
    });
    const card = cards.data.records.find((u: { id: number }) => u.id === owner.id);
    expect(card.photos[0]).toContain(`viewer=${woman.imAccount}`);
    expect((await load(card.photos[0])).status).toBe(200);
  });

  it('give a man who has not paid no usable address: none listed, the stored one 404, a signed one 403', async () => {
    const { upload, photo } = await addPhoto(owner);
    const locked = await album(man, owner);
    expect(locked.photoPermission).toBe(0);
    for (const record of locked.records) expect(record).toMatchObject({ url: null, locked: true });
    const cards = await app.call('GET', '/bump/list', {
      token: man.token,
      query: { pageSize: 100 },
    });
    expect(cards.data.records.find((u: { id: number }) => u.id === owner.id)?.photos ?? []).toEqual(
      [],
    );
    expect((await load(upload)).status).toBe(404);

    // Even an address properly signed for him is checked again when loaded: he has not paid.
    const his = await load(signedFor(man, upload, { kind: 'album', id: photo.id }));
    expect(his.status).toBe(403);
    expect(his.json).toMatchObject({ code: 403, data: null });
    // The owner's address, claimed for him, no longer matches its signature.
    expect((await load(withParam(photo.url, 'viewer', man.imAccount))).status).toBe(403);

    await app.services.db
      .insertInto('photo_permissions')
      .values({ payer_id: man.id, owner_id: owner.id })
      .execute();
    const paid = (await album(man, owner)).records.find((p: { id: number }) => p.id === photo.id);
    expect(paid.url).toContain(`viewer=${man.imAccount}`);
    expect((await load(paid.url)).status).toBe(200);
  });

  it('refuse forged, tampered and incomplete addresses (403) and serve nothing public here (404)', async () => {
    const { photo } = await addPhoto(owner);
    expect((await load(photo.url)).status).toBe(200);
    const sig = new URL(photo.url, 'http://x').searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);

    const otherSecret = await createTestApp({
      IMAGE_URL_SECRET: 'another-secret-0123456789abcdefghijkl',
    });
    const forgedElsewhere = imageLinksFor(otherSecret.services, owner.imAccount)(
      app.services.storage.urlOf(
        new URL(photo.url, 'http://x').pathname.slice('/api/image/'.length),
      ),
      { kind: 'album', id: photo.id },
    );
    await otherSecret.close();

    const later = String(Math.floor(app.clock.now.getTime() / 1000) + 86_400);
    for (const forged of [
      withParam(photo.url, 'sig', flipped),
      forgedElsewhere,
      withParam(photo.url, 'exp', later),
      withParam(photo.url, 'ctx', `album-${photo.id + 1}`),
      withParam(photo.url, 'ctx', `dynamic-${photo.id}`),
      photo.url.replace(/\/[0-9a-f]{24}\.png/, '/000000000000000000000000.png'),
      photo.url.replace(/&sig=[^&]+/, ''),
      photo.url.split('?')[0]!,
    ]) {
      const r = await load(forged);
      expect(r.status, forged).toBe(403);
      expect(r.json).toMatchObject({ code: 403, data: null });
    }
    // A public key is never served through /api/image/, signed or not.
    const avatar = await uploadImage(app, owner.token, png(2, 2), 'avatar');
    const key = avatar.data.url.slice('/uploads/'.length);
    expect((await load(`/api/image/${key}?${photo.url.split('?')[1]}`)).status).toBe(404);
  });

  it('expire: an address works for its lifetime (10 minutes by default), then 403', async () => {
    const { photo } = await addPhoto(owner);
    app.clock.advance(9 * MINUTE);
    expect((await load(photo.url)).status).toBe(200);
    app.clock.advance(2 * MINUTE);
    const expired = await load(photo.url);
    expect(expired.status).toBe(403);
    // A new look at the album gives a fresh address.
    const fresh = (await album(owner, owner)).records.find(
      (p: { id: number }) => p.id === photo.id,
    );
    expect(fresh.url).not.toBe(photo.url);
    expect((await load(fresh.url)).status).toBe(200);
  });

  it('stop being served once deleted from the album (404), or when the viewer cancels (403)', async () => {
    const { photo } = await addPhoto(owner);
    const viewer = await registerUser(app, { gender: 2 });
    const theirs = (await album(viewer, owner)).records.find(
      (p: { id: number }) => p.id === photo.id,
    );
    expect((await load(theirs.url)).status).toBe(200);
    await app.services.db
      .updateTable('users')
      .set({ cancelled_at: app.clock.now })
      .where('id', '=', viewer.id)
      .execute();
    expect((await load(theirs.url)).status).toBe(403);

    await app.call('GET', '/album/delete-img', { token: owner.token, query: { id: photo.id } });
    expect((await load(photo.url)).status).toBe(404);
  });

  it('take back the signed address as the photo, and copy a public upload into the private space', async () => {
    const { photo } = await addPhoto(owner);
    const again = await app.call('POST', '/album/upload', {
      token: owner.token,
      body: { url: photo.url },
    });
    expect(again.data).toEqual(photo);
    // Someone else's signed address is not their upload.
    const stolen = await app.call('POST', '/album/upload', {
      token: woman.token,
      body: { url: signedFor(woman, photo.url, { kind: 'album', id: photo.id }) },
    });
    expect(stolen.code).toBe(400);

    const fromDynamic = await addPhoto(owner, 'dynamic');
    expect(fromDynamic.photo.url).toMatch(signedAddress(owner.account, 'album'));
    const key = fromDynamic.upload.slice(`/uploads/dynamic/`.length);
    expect((await load(`/uploads/album/${key}`)).status).toBe(404);
    expect((await load(fromDynamic.photo.url)).status).toBe(200);
  });
});

describe('burn-after-read chat images', () => {
  let sender: RegisteredUser;
  let recipient: RegisteredUser;
  let stranger: RegisteredUser;
  beforeAll(async () => {
    sender = await registerUser(app, { gender: 1 });
    recipient = await registerUser(app, { gender: 0 });
    stranger = await registerUser(app);
  });

  let sent = 0;
  async function sendBurnImage() {
    const uploaded = await uploadImage(app, sender.token, png(5, 5), 'burn');
    sent += 1;
    const { message } = await storeMessage(app.services.db, {
      from: sender.imAccount,
      to: recipient.imAccount,
      clientMsgId: `burn-${sent}`,
      type: 'custom',
      customType: 'burn',
      msg: '',
      ext: { platform: 'Web', brand: 'Chrome', burn_url: uploaded.data.url },
      at: app.clock.now,
    });
    return { upload: uploaded.data.url as string, message };
  }

  /** The message as a side sees it, with that side's image links. */
  const seenBy = (user: RegisteredUser, message: Parameters<typeof toChatMessage>[0]) =>
    toChatMessage(message, user.imAccount, {
      links: imageLinksFor(app.services, user.imAccount),
    });

  it('are not served at their stored address; each side gets an address signed for them', async () => {
    const { upload, message } = await sendBurnImage();
    expect(upload).toMatch(new RegExp(`^/uploads/burn/${sender.account}/`));
    expect((await load(upload)).status).toBe(404);

    const forRecipient = seenBy(recipient, message).ext.burn_url!;
    expect(forRecipient).toMatch(signedAddress(sender.account, 'burn'));
    expect(forRecipient).toContain(`ctx=chat-${message.id}`);
    const shown = await load(forRecipient);
    expect(shown).toMatchObject({ status: 200, type: 'image/png' });
    expect(shown.body.equals(storedFile(upload))).toBe(true);
    expect((await load(seenBy(sender, message).ext.burn_url!)).status).toBe(200);
  });

  it('refuse a stranger, even with an address signed for them (404), or one re-pointed at them (403)', async () => {
    const { upload, message } = await sendBurnImage();
    const theirs = signedFor(stranger, upload, { kind: 'chat', id: message.id });
    expect((await load(theirs)).status).toBe(404);
    const copied = seenBy(recipient, message).ext.burn_url!;
    expect((await load(withParam(copied, 'viewer', stranger.imAccount))).status).toBe(403);
  });

  it('stop being served to the recipient once burned (after the seconds the app shows it)', async () => {
    const { message } = await sendBurnImage();
    const url = seenBy(recipient, message).ext.burn_url!;
    const opened = await app.call('POST', '/im/read-burnimg', {
      token: recipient.token,
      body: { msgId: String(message.id) },
    });
    expect(opened.code).toBe(200);
    // The app shows the image after marking it read: it still loads for a moment.
    app.clock.advance(5_000);
    expect((await load(url)).status).toBe(200);
    app.clock.advance(2 * MINUTE);
    const burned = await load(url);
    expect(burned.status).toBe(404);
    expect(burned.json).toMatchObject({ code: 404, data: null });
    const [row] = await app.services.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', '=', message.id)
      .execute();
    expect(seenBy(recipient, row!).ext.burn_url).toBeUndefined();
    // The sender still sees what they sent.
    expect((await load(seenBy(sender, row!).ext.burn_url!)).status).toBe(200);
  });

  it('stop being served to either side once recalled', async () => {
    const { message } = await sendBurnImage();
    const urls = [seenBy(recipient, message).ext.burn_url!, seenBy(sender, message).ext.burn_url!];
    await app.services.db
      .updateTable('chat_messages')
      .set({ recalled_at: app.clock.now })
      .where('id', '=', message.id)
      .execute();
    for (const url of urls) expect((await load(url)).status).toBe(404);
  });
});

describe('burn-after-reading dynamics', () => {
  let author: RegisteredUser;
  let viewer: RegisteredUser;
  let bystander: RegisteredUser;
  beforeAll(async () => {
    author = await registerUser(app);
    viewer = await registerUser(app, { gender: 1 });
    bystander = await registerUser(app);
  });

  const info = async (user: RegisteredUser, id: number) =>
    (await app.call('GET', '/dynamic/dynamic-info', { token: user.token, query: { id } })).data;

  async function release(burnAfterReading: 0 | 1) {
    const uploaded = await uploadImage(app, author.token, png(7, 3), 'dynamic');
    const r = await app.call('POST', '/dynamic/release', {
      token: author.token,
      body: { content: 'Sunset', images: [uploaded.data.url], burnAfterReading },
    });
    expect(r.code).toBe(200);
    return { upload: uploaded.data.url as string, dynamic: r.data };
  }

  it('keep their images private, signed for each viewer; other dynamics stay public', async () => {
    const { upload, dynamic } = await release(1);
    const [mine] = dynamic.images;
    expect(mine).toMatch(signedAddress(author.account, 'burn'));
    expect(mine).toContain(`ctx=dynamic-${dynamic.id}`);
    const key = upload.slice('/uploads/dynamic/'.length);
    expect((await load(`/uploads/burn/${key}`)).status).toBe(404);
    expect((await load(mine)).status).toBe(200);
    const [theirs] = (await info(viewer, dynamic.id)).images;
    expect(theirs).toContain(`viewer=${viewer.imAccount}`);
    expect((await load(theirs)).status).toBe(200);

    const plain = await release(0);
    expect(plain.dynamic.images).toEqual([plain.upload]);
    expect((await load(plain.upload)).status).toBe(200);
  });

  it('stop being served to a viewer once burned, not to the author or anyone else', async () => {
    const { dynamic } = await release(1);
    const [url] = (await info(viewer, dynamic.id)).images;
    const [othersUrl] = (await info(bystander, dynamic.id)).images;
    const burn = await app.call('POST', '/dynamic/burn-recovery', {
      token: viewer.token,
      body: { id: dynamic.id },
    });
    expect(burn.code).toBe(200);
    expect(await info(viewer, dynamic.id)).toMatchObject({ burned: 1, images: [] });
    // Shown one after another for 8 seconds each right after opening: still loads for that.
    app.clock.advance(30_000);
    expect((await load(url)).status).toBe(200);
    app.clock.advance(2 * MINUTE);
    expect((await load(url)).status).toBe(404);
    expect((await load(othersUrl)).status).toBe(200);
    const [authors] = (await info(author, dynamic.id)).images;
    expect((await load(authors)).status).toBe(200);
  });

  it("sign the preview of the author's notifications", async () => {
    const { dynamic } = await release(1);
    await app.call('POST', '/dynamic/support', {
      token: bystander.token,
      body: { id: dynamic.id, support: true },
    });
    const list = await app.call('GET', '/interact/list', { token: author.token });
    const like = list.data.records.find((n: { dynamicId: number }) => n.dynamicId === dynamic.id);
    expect(like.image).toContain(`viewer=${author.imAccount}`);
    expect((await load(like.image)).status).toBe(200);
  });

  it('stop being served once the dynamic is deleted', async () => {
    const { dynamic } = await release(1);
    const [url] = (await info(bystander, dynamic.id)).images;
    await app.call('POST', '/dynamic/del', { token: author.token, body: { id: dynamic.id } });
    expect((await load(url)).status).toBe(404);
  });
});

describe('private images in an S3 bucket', () => {
  const s3 = {
    S3_BUCKET: 'heartline-images',
    S3_ENDPOINT: 'https://s3.test.example',
    S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://img.heartline.example',
  };
  const mock = setupServer(
    http.put('https://s3.test.example/heartline-images/*', () =>
      HttpResponse.text('', { status: 200, headers: { etag: '"abc"' } }),
    ),
  );
  let bucketApp: TestApp;
  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: 'bypass' });
    bucketApp = await createTestApp({ ...s3, IMAGE_URL_SECRET: SECRET });
  });
  afterAll(async () => {
    await bucketApp.close();
    mock.close();
  });

  it('open as presigned GETs of a minute, for the server to redirect to', async () => {
    const storage = createImageStorage(loadConfig(s3));
    expect(storage.keyOf('https://img.heartline.example/album/1/a.png')).toBe('album/1/a.png');
    expect(storage.keyOf('https://elsewhere.example/album/1/a.png')).toBeNull();
    expect(storage.imageOrigins).toEqual([
      'https://img.heartline.example',
      'https://s3.test.example',
    ]);
    const opened = await storage.open('album/1/a.png', 60);
    expect(opened).toMatchObject({ kind: 'redirect' });
    const url = new URL((opened as { url: string }).url);
    expect(url.origin + url.pathname).toBe(
      'https://s3.test.example/heartline-images/album/1/a.png',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are redirected to for an allowed viewer, and refused like local ones otherwise', async () => {
    const owner = await registerUser(bucketApp, { gender: 0 });
    const man = await registerUser(bucketApp, { gender: 1 });
    const uploaded = await uploadImage(bucketApp, owner.token, png(3, 3), 'album');
    expect(uploaded.data.url).toMatch(/^https:\/\/img\.heartline\.example\/album\//);
    const added = await bucketApp.call('POST', '/album/upload', {
      token: owner.token,
      body: { url: uploaded.data.url },
    });
    const shown = await bucketApp.inject({ method: 'GET', url: added.data.url });
    expect(shown.statusCode).toBe(302);
    expect(shown.headers.location).toMatch(
      /^https:\/\/s3\.test\.example\/heartline-images\/album\/.+X-Amz-Signature=/,
    );
    const his = imageLinksFor(bucketApp.services, man.imAccount)(uploaded.data.url, {
      kind: 'album',
      id: added.data.id,
    });
    expect((await bucketApp.inject({ method: 'GET', url: his })).statusCode).toBe(403);
  });
});
