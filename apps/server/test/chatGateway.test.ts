/**
 * The chat gateway's own rules, beyond the conformance suite: new-friend chat paid once per pair
 * through the ledger (event 502 code 105 when the sender cannot pay, nothing stored), customer
 * service as a real account, the REST unread counts fed by gateway messages, the other-device
 * kick (type 39), and the protocol's errors, heartbeat and idle cut.
 */
import { isInsufficientCoins, type ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_SERVICE_IM_PASSWORD } from '../src/config.ts';
import { t } from '../src/i18n/translate.ts';
import {
  createChatUser,
  listenForChat,
  testClientOptions,
  type ChatUser,
} from './support/chatWorld.ts';
import { rawLogin, rawSocket } from './support/rawSocket.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser } from './support/users.ts';

let app: TestApp;
let url: string;
const clients: ChatClient[] = [];

beforeAll(async () => {
  app = await createTestApp({ CHAT_HEARTBEAT_MS: '300', CHAT_IDLE_MS: '1200' });
  url = await listenForChat(app);
  app.clock.now = new Date();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.logout()));
});
afterAll(() => app.close());

const SERVICE = 'hl_service';
const credentialsOf = (u: ChatUser) => ({ user: u.imAccount, password: u.imPassword });
const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 5 });

async function connect(credentials: { user: string; password: string }) {
  const client = createLocalClient({ url, ...testClientOptions });
  clients.push(client);
  const messages: Array<{ from: string; msg: string }> = [];
  client.on('message', (m) => messages.push(m));
  await client.login(credentials);
  return { client, messages };
}

const coins = async (id: number) =>
  (
    await app.services.db
      .selectFrom('users')
      .select('gold_coin')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).gold_coin;

async function befriend(a: ChatUser, b: ChatUser) {
  await app.services.db
    .insertInto('friendships')
    .values([
      { user_id: a.id, friend_id: b.id, created_at: app.clock.now },
      { user_id: b.id, friend_id: a.id, created_at: app.clock.now },
    ])
    .execute();
}

describe('new-friend chat', () => {
  it('costs the first writer 1 coin, once per pair, through the ledger', async () => {
    const [a, b] = [await createChatUser(app.services, 10), await createChatUser(app.services, 5)];
    const me = await connect(credentialsOf(a));
    const them = await connect(credentialsOf(b));
    for (const msg of ['hi', 'are you there?', 'hello?']) {
      await me.client.send({ to: b.imAccount, type: 'txt', msg });
    }
    await eventually(() => expect(them.messages).toHaveLength(3));
    await them.client.send({ to: a.imAccount, type: 'txt', msg: 'yes!' });
    await eventually(() => expect(me.messages).toHaveLength(1));
    expect(await coins(a.id)).toBe(9);
    expect(await coins(b.id)).toBe(5);
    const entries = await app.services.db
      .selectFrom('ledger_transactions')
      .select('kind')
      .where('user_id', '=', a.id)
      .where('kind', '=', 'newFriendChat')
      .execute();
    expect(entries).toHaveLength(1);
  });

  it('refuses a sender who cannot pay with event 502 code 105 in their language, storing nothing', async () => {
    const [a, b] = [await createChatUser(app.services, 0), await createChatUser(app.services, 0)];
    const socket = rawSocket(url);
    await rawLogin(socket, credentialsOf(a), { language: 'de' });
    const them = await connect(credentialsOf(b));
    await socket.send({
      type: 'send',
      rid: 's1',
      message: { clientId: 'pay-1', to: b.imAccount, type: 'txt', msg: 'hallo' },
    });
    const refusal = await socket.next((f) => f.rid === 's1');
    expect(refusal).toMatchObject({
      type: 'error',
      event: 502,
      code: 105,
      clientId: 'pay-1',
      to: b.imAccount,
      msg: t('de', 'code.105'),
    });
    socket.close();

    const me = await connect(credentialsOf(a));
    const error = await me.client
      .send({ to: b.imAccount, type: 'txt', msg: 'again' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'refused', code: 105 });
    expect(isInsufficientCoins((error as { code: number }).code)).toBe(true);
    expect((await them.client.history(a.imAccount)).messages).toEqual([]);
    expect(await them.client.conversations()).toEqual([]);
    expect(them.messages).toEqual([]);
  });

  it('is free between friends and with customer service', async () => {
    const [a, b] = [await createChatUser(app.services, 0), await createChatUser(app.services, 0)];
    await befriend(a, b);
    const me = await connect(credentialsOf(a));
    await me.client.send({ to: b.imAccount, type: 'txt', msg: 'friends chat free' });
    await me.client.send({ to: SERVICE, type: 'txt', msg: 'and so does the service' });
    expect(await coins(a.id)).toBe(0);
  });
});

describe('customer service', () => {
  it('is a real account: it logs in with its password, lists who wrote and answers', async () => {
    const user = await registerUser(app);
    const { im_password } = await app.services.db
      .selectFrom('users')
      .select('im_password')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const me = await connect({ user: user.imAccount, password: im_password });
    const service = await connect({ user: SERVICE, password: DEV_SERVICE_IM_PASSWORD });
    const secondConsole = await connect({ user: SERVICE, password: DEV_SERVICE_IM_PASSWORD });

    await me.client.send({ to: SERVICE, type: 'txt', msg: 'My coins did not arrive' });
    const fromUser = (messages: Array<{ from: string }>) =>
      messages.filter((m) => m.from === user.imAccount);
    await eventually(() => expect(fromUser(service.messages)).toHaveLength(1));
    await eventually(() => expect(fromUser(secondConsole.messages)).toHaveLength(1));
    const [waiting] = await service.client.conversations();
    expect(waiting).toMatchObject({ imAccount: user.imAccount, unread_num: 1 });

    await service.client.markRead(user.imAccount);
    await service.client.send({ to: user.imAccount, type: 'txt', msg: 'Let me check' });
    // After the greeting every new member finds on first login (issue 18).
    await eventually(() =>
      expect(me.messages.map((m) => m.msg)).toEqual([
        t('en', 'chat.serviceGreeting'),
        'Let me check',
      ]),
    );
    // The other console shows the reply too: it was sent from the same account elsewhere.
    await eventually(() =>
      expect(secondConsole.messages.map((m) => m.msg)).toContain('Let me check'),
    );

    const sessions = await app.call('POST', '/message/user-session-list', { token: user.token });
    // The greeting and the reply.
    expect(sessions.data[0]).toMatchObject({ imAccount: SERVICE, pinned: true, unread_num: 2 });
    const unread = await app.call('GET', '/message/unread-message', { token: user.token });
    expect(unread.data).toMatchObject({ conversations: 2, service: 2 });
  });

  it('refuses a wrong service password', async () => {
    const client = createLocalClient({ url, ...testClientOptions });
    await expect(
      client.login({ user: SERVICE, password: 'not-the-password' }),
    ).rejects.toMatchObject({ kind: 'loginFailed' });
  });
});

it('feeds the REST session list and unread counts, which reading clears', async () => {
  const user = await registerUser(app);
  const { im_password } = await app.services.db
    .selectFrom('users')
    .select('im_password')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const me = await connect({ user: user.imAccount, password: im_password });
  const peer = await createChatUser(app.services);
  const them = await connect(credentialsOf(peer));
  for (const msg of ['one', 'two'])
    await them.client.send({ to: user.imAccount, type: 'txt', msg });
  // The two, after customer service's greeting to the new member (issue 18).
  await eventually(() => expect(me.messages).toHaveLength(3));

  const before = await app.call('GET', '/message/unread-message', { token: user.token });
  expect(before.data).toMatchObject({ conversations: 3, service: 1 });
  const list = await app.call('POST', '/message/user-session-list', { token: user.token });
  expect(list.data[1]).toMatchObject({ imAccount: peer.imAccount, unread_num: 2 });

  await me.client.markRead(peer.imAccount);
  const after = await app.call('GET', '/message/unread-message', { token: user.token });
  expect(after.data).toMatchObject({ conversations: 1, service: 1 });
});

describe('the protocol', () => {
  it('kicks the older connection with type 39 when the account logs in again; it cannot resume', async () => {
    const user = await createChatUser(app.services);
    const first = rawSocket(url);
    const welcome = await rawLogin(first, credentialsOf(user));
    const second = rawSocket(url);
    await rawLogin(second, credentialsOf(user));
    expect(await first.next((f) => f.type === 'kicked')).toMatchObject({
      code: 39,
      reason: 'otherDevice',
      msg: 'Logged in on another device',
    });
    expect(await first.closed).toBe(4001);

    const comeback = rawSocket(url);
    await comeback.send({
      type: 'login',
      rid: 'r',
      ...credentialsOf(user),
      resume: { session: welcome.session, cursor: 0 },
    });
    expect(await comeback.next((f) => f.type === 'kicked')).toMatchObject({ code: 39 });
    second.close();
  });

  it('answers a frame it cannot read, or a request before login, with an error frame', async () => {
    const socket = rawSocket(url);
    await socket.send('not json');
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: 400 });
    await socket.send({ type: 'conversations', rid: 'c1' });
    expect(await socket.next((f) => f.rid === 'c1')).toMatchObject({ type: 'error', code: 401 });
    await socket.send({ type: 'login', rid: 'l1', user: 'u999999', password: 'wrong-password' });
    expect(await socket.next((f) => f.rid === 'l1')).toMatchObject({ type: 'error', code: 1006 });
    expect(await socket.closed).toBe(4002);
  });

  it('answers a heartbeat with its position, and cuts a connection silent for too long', async () => {
    const user = await createChatUser(app.services);
    const socket = rawSocket(url);
    const welcome = await rawLogin(socket, credentialsOf(user));
    expect(welcome).toMatchObject({ heartbeatMs: 300, resumed: false, cursor: 0 });
    await socket.send({ type: 'ping' });
    expect(await socket.next((f) => f.type === 'pong')).toMatchObject({ seq: 0 });
    expect(await socket.closed).toBe(4003);
  });
});
