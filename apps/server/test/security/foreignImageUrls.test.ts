/**
 * Pictures in chat are the sender's own uploads to this server: an image message's url, a
 * burn-after-reading message's burn_url and any ext.url must be an upload the sender made
 * (a row of `uploads`); anything else is refused with event 502 and nothing is stored.
 *
 * The hole: the gateway passed any address through, so a message could carry javascript: or
 * data: addresses, pictures of another site (which learns who opened the chat, and when), or
 * another member's private upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/translate.ts';
import {
  createChatUser,
  listenForChat,
  uploadedImage,
  type ChatUser,
} from '../support/chatWorld.ts';
import { png, uploadImage } from '../support/images.ts';
import { rawLogin, rawSocket, type Frame, type RawSocket } from '../support/rawSocket.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser } from '../support/users.ts';

let app: TestApp;
let url: string;

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterAll(() => app.close());

async function online(user: ChatUser, language = 'en'): Promise<RawSocket> {
  const socket = rawSocket(url);
  const welcome = await rawLogin(
    socket,
    { user: user.imAccount, password: user.imPassword },
    { language },
  );
  expect(welcome.type).toBe('welcome');
  return socket;
}

let sends = 0;

async function send(socket: RawSocket, message: Record<string, unknown>): Promise<Frame> {
  const rid = `s-${++sends}`;
  await socket.send({ type: 'send', rid, message: { clientId: `c-${sends}`, ...message } });
  return socket.next((f) => f.rid === rid);
}

const image = (to: ChatUser, address: string) => ({ to: to.imAccount, type: 'img', url: address });
const burn = (to: ChatUser, address: string) => ({
  to: to.imAccount,
  type: 'custom',
  customType: 'burn',
  ext: { burn_url: address },
});
const textWithPicture = (to: ChatUser, address: string) => ({
  to: to.imAccount,
  type: 'txt',
  msg: 'look',
  ext: { url: address },
});

const storedFrom = (user: ChatUser) =>
  app.services.db
    .selectFrom('chat_messages')
    .select('id')
    .where('from_im', '=', user.imAccount)
    .execute();

describe('pictures in chat', () => {
  const foreign = {
    'a javascript: address': () => 'javascript:alert(document.cookie)',
    'a data: address': () => 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'another site’s picture': () => 'https://evil.example/x.png',
    'a path that was never uploaded': () => '/uploads/chat/100001/never.jpg',
    'someone else’s upload': async () =>
      uploadedImage(app.services, (await createChatUser(app.services)).imAccount),
  };

  it.each(Object.keys(foreign) as Array<keyof typeof foreign>)(
    '%s is refused in an image, a burn-after-reading image and a text’s ext',
    async (kind) => {
      const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
      const socket = await online(a, 'ja');
      const address = await foreign[kind]();
      for (const message of [image(b, address), burn(b, address), textWithPicture(b, address)]) {
        expect(await send(socket, message)).toMatchObject({
          type: 'error',
          event: 502,
          code: 403,
          msg: t('ja', 'chat.notOwnImage'),
        });
      }
      expect(await storedFrom(a)).toEqual([]);
      socket.close();
    },
  );

  it('one’s own uploads are delivered: an image and a burn-after-reading image', async () => {
    const [a, b] = [await createChatUser(app.services), await createChatUser(app.services)];
    const [mine, alsoMine] = [
      await uploadedImage(app.services, a.imAccount),
      await uploadedImage(app.services, a.imAccount),
    ];
    const socket = await online(a);
    const theirs = await online(b);
    expect(await send(socket, image(b, mine))).toMatchObject({ type: 'ack' });
    expect(await send(socket, burn(b, alsoMine))).toMatchObject({ type: 'ack' });
    await theirs.next((f) => f.type === 'deliver' && f.message.type === 'custom');
    const delivered = theirs.frames.filter((f) => f.type === 'deliver').map((f) => f.message);
    expect(delivered).toMatchObject([
      { type: 'img', url: mine },
      { type: 'custom', customType: 'burn', ext: { burn_url: alsoMine } },
    ]);
    socket.close();
    theirs.close();
  });

  it('a picture uploaded through /file/upload is the sender’s own', async () => {
    const user = await registerUser(app);
    const { im_password } = await app.services.db
      .selectFrom('users')
      .select('im_password')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const peer = await createChatUser(app.services);
    const uploaded = (await uploadImage(app, user.token, png(4, 4), 'chat')).data.url as string;
    const socket = rawSocket(url);
    await rawLogin(socket, { user: user.imAccount, password: im_password });
    // A friend-free first message costs a coin: the new member has none, so befriend first.
    await app.services.db
      .insertInto('friendships')
      .values([
        { user_id: user.id, friend_id: peer.id, created_at: app.clock.now },
        { user_id: peer.id, friend_id: user.id, created_at: app.clock.now },
      ])
      .execute();
    expect(await send(socket, image(peer, uploaded))).toMatchObject({
      type: 'ack',
      message: { url: uploaded },
    });
    socket.close();
  });
});
