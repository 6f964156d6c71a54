/**
 * The message centre over HTTP: the session list, the unread counts and burn-after-read images,
 * with the messages stored as the chat gateway stores them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteConversation } from '../src/domains/chat/conversationCleanup.ts';
import { storeMessage, type NewChatMessage } from '../src/domains/chat/messageStore.ts';
import { markConversationRead } from '../src/domains/chat/receipts.ts';
import { t } from '../src/i18n/translate.ts';
import { makeMember } from './support/dynamics.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SERVICE = 'hl_service';
let clientIds = 0;

/** A message stored a second after the previous one, so the list's order is plain. */
const send = async (from: string, to: string, fields: Partial<NewChatMessage> = {}) => {
  clientIds += 1;
  app.clock.advance(1000);
  const { message } = await storeMessage(app.services.db, {
    from,
    to,
    clientMsgId: `m-${clientIds}`,
    type: 'txt',
    msg: `message ${clientIds}`,
    ext: { platform: 'Web', brand: 'Chrome' },
    at: app.clock.now,
    ...fields,
  });
  return String(message.id);
};
const gift = { type: 'custom', customType: 'gift', msg: '' } as const;

const sessions = async (user: RegisteredUser, language = 'en') => {
  const r = await app.call('POST', '/message/user-session-list', { token: user.token, language });
  expect(r.status).toBe(200);
  return r.data as Record<string, unknown>[];
};
const unread = async (user: RegisteredUser) =>
  (await app.call('GET', '/message/unread-message', { token: user.token })).data;

/** Two users made friends at once (the addressee accepts anyone), with a remark name. */
async function friends(me: RegisteredUser, remark: string | null) {
  const friend = await registerUser(app);
  await app.call('POST', '/user/privacy-set', { token: friend.token, body: { addFriendMode: 0 } });
  await app.call('POST', '/friend/add-friend', { token: me.token, body: { userId: friend.id } });
  if (remark) {
    await app.call('POST', '/friend/updateRemarkName', {
      token: me.token,
      body: { friendUserId: friend.id, friendRemarkName: remark },
    });
  }
  return friend;
}

describe('POST /message/user-session-list', () => {
  it('lists customer service alone and pinned for a new member, with its greeting', async () => {
    const me = await registerUser(app);
    expect(await sessions(me)).toEqual([
      {
        channel_id: `${SERVICE}_${me.imAccount}`,
        imAccount: SERVICE,
        // The greeting every registration gets (issue 18, test/serviceGreeting.test.ts).
        unread_num: 1,
        onlineState: 1,
        userType: 2,
        friendRemarkName: null,
        nickname: 'Heartline Service',
        avatar: expect.any(String),
        vipLevel: 0,
        userId: null,
        friendUserId: null,
        pinned: true,
        muted: false,
        lastMessage: expect.objectContaining({
          type: 'txt',
          msg: t('en', 'chat.serviceGreeting'),
        }) as unknown,
      },
    ]);
    expect((await app.call('POST', '/message/user-session-list')).status).toBe(401);
  });

  it('pins the exclusive customer service for SVIP members', async () => {
    const svip = await registerUser(app);
    await makeMember(app, svip, 2);
    const [service] = await sessions(svip);
    expect(service).toMatchObject({ imAccount: 'hl_service_vip', pinned: true, userType: 2 });
  });

  it('lists service first, then friends and strangers by their last message, with remarks and unread counts', async () => {
    const me = await registerUser(app);
    const anna = await friends(me, 'Аня из Москвы');
    const quiet = await friends(me, null);
    const stranger = await registerUser(app);
    await send(quiet.imAccount, me.imAccount, { msg: 'Long time no see' });
    await send(SERVICE, me.imAccount, { msg: 'Welcome to Heartline!' });
    await send(stranger.imAccount, me.imAccount, { msg: 'Hi! Where are you from?' });
    await send(me.imAccount, stranger.imAccount, { msg: 'From Shanghai!' });
    await send(anna.imAccount, me.imAccount, { msg: 'Привет!' });
    const rose = await send(anna.imAccount, me.imAccount, {
      ...gift,
      ext: { platform: 'Web', brand: 'Chrome', note: 'Rose', amount: 1 },
    });

    const list = await sessions(me);
    expect(list.map((c) => c.imAccount)).toEqual([
      SERVICE,
      anna.imAccount,
      stranger.imAccount,
      quiet.imAccount,
    ]);
    expect(list[0]).toMatchObject({
      // The registration's greeting and this message.
      unread_num: 2,
      pinned: true,
      muted: false,
      lastMessage: { msg: 'Welcome to Heartline!', type: 'txt' },
    });
    expect(list[1]).toEqual({
      channel_id: [me.imAccount, anna.imAccount].sort().join('_'),
      imAccount: anna.imAccount,
      unread_num: 2,
      onlineState: 1,
      userType: 1,
      friendRemarkName: 'Аня из Москвы',
      nickname: expect.any(String),
      avatar: expect.any(String),
      vipLevel: 0,
      userId: anna.id,
      friendUserId: anna.id,
      pinned: false,
      muted: false,
      lastMessage: {
        id: rose,
        msg: '[Gift]',
        type: 'custom',
        customType: 'gift',
        time: app.clock.now.getTime(),
        lastTime: app.clock.now.toISOString(),
      },
    });
    expect(list[2]).toMatchObject({
      userType: 3,
      friendRemarkName: null,
      userId: stranger.id,
      friendUserId: null,
      unread_num: 1,
      lastMessage: { msg: 'From Shanghai!' },
    });
    expect(list[3]).toMatchObject({ userType: 1, friendRemarkName: null, friendUserId: quiet.id });

    // Placeholders in the caller's language.
    const chinese = await sessions(me, 'zh-CN');
    expect(chinese[1]!.lastMessage).toMatchObject({ msg: '[礼物]' });
    expect((await sessions(me, 'ru'))[1]!.lastMessage).toMatchObject({ msg: '[Подарок]' });

    // Reading a conversation clears its count.
    await markConversationRead(app.services.db, {
      owner: me.imAccount,
      peer: anna.imAccount,
      at: app.clock.now,
    });
    expect((await sessions(me))[1]).toMatchObject({ unread_num: 0 });
  });

  it('shows the peer as offline after five quiet minutes and as a stranger after unfriending', async () => {
    const me = await registerUser(app);
    const peer = await friends(me, 'Old friend');
    await send(peer.imAccount, me.imAccount);
    await app.services.db
      .updateTable('users')
      .set({ last_active_at: new Date(app.clock.now.getTime() - 10 * 60_000) })
      .where('id', '=', peer.id)
      .execute();
    await app.services.db
      .deleteFrom('friendships')
      .where('user_id', 'in', [me.id, peer.id])
      .execute();
    expect((await sessions(me))[1]).toMatchObject({
      onlineState: 0,
      userType: 3,
      friendRemarkName: null,
      friendUserId: null,
    });
  });

  it('takes a deleted conversation off the list until a new message brings it back', async () => {
    const me = await registerUser(app);
    const peer = await registerUser(app);
    await send(peer.imAccount, me.imAccount, { msg: 'first' });
    await deleteConversation(app.services.db, {
      owner: me.imAccount,
      peer: peer.imAccount,
      at: app.clock.now,
    });
    expect((await sessions(me)).map((c) => c.imAccount)).toEqual([SERVICE]);
    expect((await sessions(peer)).map((c) => c.imAccount)).toEqual([SERVICE, me.imAccount]);
    await send(peer.imAccount, me.imAccount, {
      ...gift,
      ext: { platform: 'Web', brand: 'Chrome' },
    });
    expect((await sessions(me))[1]).toMatchObject({
      imAccount: peer.imAccount,
      unread_num: 1,
      lastMessage: { customType: 'gift' },
    });
  });

  it('leaves out users who cancelled their account, and stops at the configured limit', async () => {
    const me = await registerUser(app);
    const gone = await registerUser(app);
    const others = [await registerUser(app), await registerUser(app), await registerUser(app)];
    await send(gone.imAccount, me.imAccount);
    for (const other of others) await send(other.imAccount, me.imAccount);
    await app.services.db
      .updateTable('users')
      .set({ cancelled_at: app.clock.now })
      .where('id', '=', gone.id)
      .execute();
    expect((await sessions(me)).map((c) => c.imAccount)).toEqual([
      SERVICE,
      ...others.map((o) => o.imAccount).reverse(),
    ]);
    // The three listed, and customer service's greeting.
    expect((await unread(me)).conversations).toBe(4);

    const config = app.services.config as { CONVERSATION_LIST_LIMIT: number };
    config.CONVERSATION_LIST_LIMIT = 2;
    try {
      expect(await sessions(me)).toHaveLength(3);
    } finally {
      config.CONVERSATION_LIST_LIMIT = 200;
    }
  });
});

describe('GET /message/unread-message', () => {
  it('counts unread chats (service included), pending requests, notifications and notices', async () => {
    const me = await registerUser(app);
    const fresh = await unread(me);
    // A new member has customer service's greeting to read (issue 18).
    expect(fresh).toEqual({
      total: fresh.notices + 1,
      conversations: 1,
      friendRequests: 0,
      notifications: 0,
      notices: fresh.notices,
      service: 1,
    });
    expect(fresh.notices).toBeGreaterThan(0);
    await markConversationRead(app.services.db, {
      owner: me.imAccount,
      peer: SERVICE,
      at: app.clock.now,
    });
    expect(await unread(me)).toMatchObject({ conversations: 0, service: 0 });

    const peer = await registerUser(app);
    await send(SERVICE, me.imAccount);
    await send(peer.imAccount, me.imAccount);
    await send(peer.imAccount, me.imAccount);
    await send(me.imAccount, peer.imAccount);
    // A pending request (the default mode verifies) and a follow, which notifies.
    await app.call('POST', '/friend/add-friend', { token: peer.token, body: { userId: me.id } });
    await app.call('POST', '/user/follow', {
      token: peer.token,
      body: { userId: me.id, follow: true },
    });
    await app.call('GET', '/message/notices', { token: me.token });

    expect(await unread(me)).toEqual({
      total: 3 + 1 + 1,
      conversations: 3,
      friendRequests: 1,
      notifications: 1,
      notices: 0,
      service: 1,
    });
    // The peer's own greeting is still unread.
    expect(await unread(peer)).toMatchObject({ conversations: 2, service: 1 });

    await markConversationRead(app.services.db, {
      owner: me.imAccount,
      peer: SERVICE,
      at: app.clock.now,
    });
    await app.call('GET', '/interact/list', { token: me.token });
    expect(await unread(me)).toMatchObject({
      total: 3,
      conversations: 2,
      service: 0,
      notifications: 0,
    });
  });
});

describe('POST /im/read-burnimg', () => {
  const burn = { type: 'custom', customType: 'burn', msg: '' } as const;
  const ext = { platform: 'Web', brand: 'Chrome', burn_url: '/uploads/chat/burn/x.jpg' };
  const read = (user: RegisteredUser, msgId: string) =>
    app.call('POST', '/im/read-burnimg', { token: user.token, body: { msgId } });

  it('keeps the first time the recipient opened the image and answers it again', async () => {
    const me = await registerUser(app);
    const sender = await registerUser(app);
    const id = await send(sender.imAccount, me.imAccount, { ...burn, ext });
    const first = await read(me, id);
    expect(first).toMatchObject({
      status: 200,
      data: { msgId: id, readTime: app.clock.now.toISOString() },
    });
    app.clock.advance(8000);
    expect((await read(me, id)).data).toEqual(first.data);
  });

  it('answers 404 for any other message, reader or id, and 400 for no id', async () => {
    const me = await registerUser(app);
    const sender = await registerUser(app);
    const burnId = await send(sender.imAccount, me.imAccount, { ...burn, ext });
    const giftId = await send(sender.imAccount, me.imAccount, { ...gift, ext });
    const textId = await send(sender.imAccount, me.imAccount);
    for (const [user, msgId] of [
      [sender, burnId],
      [me, giftId],
      [me, textId],
      [me, '9999999999999'],
      [me, 'not-an-id'],
      [me, '99999999999999999999'],
    ] as const) {
      expect(await read(user, msgId)).toMatchObject({ status: 404, code: 404 });
    }
    expect((await read(me, '')).status).toBe(400);
    const german = await app.call('POST', '/im/read-burnimg', {
      token: me.token,
      language: 'de',
      body: { msgId: textId },
    });
    expect(german).toMatchObject({ status: 404, msg: 'Nicht gefunden' });
  });
});
