/**
 * Web push (issue 19), proven without the internet against a stand-in push service that checks
 * the VAPID signature and decrypts each push as the browser would (support/pushService.ts): a
 * message to a member whose app is closed reaches each browser they subscribed, in their
 * language, saying who wrote and opening the conversation; nothing while they are connected, for
 * a muted conversation, after logout; a subscription the push service says is gone is forgotten.
 */
import type { ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoggedChatEvent } from '../src/domains/chat/eventLog.ts';
import { storeMessage } from '../src/domains/chat/messageStore.ts';
import { pushMessage } from '../src/domains/push/messagePush.ts';
import { listenForChat, testClientOptions } from './support/chatWorld.ts';
import { startPushService, type PushService } from './support/pushService.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
let url: string;
let service: PushService;
const clients: ChatClient[] = [];
/** The gateway's push work for each commit of chat events: done once every push it sent was answered. */
const pushWork: Array<{ events: readonly LoggedChatEvent[]; done: Promise<void> }> = [];

beforeAll(async () => {
  app = await createTestApp({ PUSH_ALLOW_HTTP: 'true' });
  url = await listenForChat(app);
  service = await startPushService();
  // Nothing answers "not pushed" on any channel: the gateway's own work ending is the signal (a
  // private method, reached as its writer's commit callback reaches it).
  const gateway = app.gateway as unknown as {
    pushToClosedApps(events: readonly LoggedChatEvent[]): Promise<void>;
  };
  const pushToClosedApps = gateway.pushToClosedApps.bind(gateway);
  vi.spyOn(gateway, 'pushToClosedApps').mockImplementation((events) => {
    const done = pushToClosedApps(events);
    pushWork.push({ events, done });
    return done;
  });
});
afterAll(async () => {
  for (const client of clients) await client.logout();
  await app.close();
  await service.close();
});

const eventually = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000, interval: 10 });

/** Waits until the gateway is done with pushing the message `msg`: pushed, or found not to push. */
async function pushingDone(msg: string): Promise<void> {
  const work = await eventually(() => {
    const found = pushWork.find((w) => w.events.some((e) => e.message?.msg === msg));
    if (!found) throw new Error(`"${msg}" not committed yet`);
    return found;
  });
  await work.done;
}

async function imPasswordOf(user: RegisteredUser) {
  const row = await app.services.db
    .selectFrom('users')
    .select('im_password')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.im_password;
}

async function chatAs(user: RegisteredUser) {
  const client = createLocalClient({ url, ...testClientOptions });
  clients.push(client);
  await client.login({ user: user.imAccount, password: await imPasswordOf(user) });
  return client;
}

async function subscribed(user: RegisteredUser) {
  const subscription = service.subscription();
  const r = await app.call('POST', '/push/subscribe', { token: user.token, body: subscription });
  expect(r.code).toBe(200);
  return subscription;
}

/** Two members who are friends (chat between them is free). */
async function friends(): Promise<[RegisteredUser, RegisteredUser]> {
  const [a, b] = [await registerUser(app), await registerUser(app)];
  await app.call('POST', '/user/privacy-set', { token: b.token, body: { addFriendMode: 0 } });
  await app.call('POST', '/friend/add-friend', { token: a.token, body: { userId: b.id } });
  return [a, b];
}

const pushesTo = (endpoint: string) => service.received.filter((p) => p.endpoint === endpoint);

describe('web push', () => {
  it('gives the server key, the same on every call', async () => {
    const first = await app.call('GET', '/push/key');
    expect(first.data.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await app.call('GET', '/push/key')).data).toEqual(first.data);
  });

  it('pushes a message to a closed app, signed and encrypted, then nothing while it is open', async () => {
    const [a, b] = await friends();
    const phone = await subscribed(b);
    const laptop = await subscribed(b);
    const alice = await chatAs(a);
    await alice.send({ to: b.imAccount, type: 'txt', msg: 'Are you free on Saturday?' });
    const { nickname } = await app.services.db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    const expected = {
      title: nickname,
      body: 'Are you free on Saturday?',
      url: `/chat?userId=${a.id}`,
      tag: [a.imAccount, b.imAccount].sort().join('_'),
    };
    await eventually(() =>
      expect(pushesTo(phone.endpoint).map((p) => p.payload)).toEqual([expected]),
    );
    await eventually(() => expect(pushesTo(laptop.endpoint)).toHaveLength(1));
    const [push] = pushesTo(phone.endpoint);
    expect(push!.vapidKey).toBe((await app.call('GET', '/push/key')).data.publicKey);
    expect(push!.urgency).toBe('high');
    expect(push!.ttl).toBeGreaterThan(0);
    expect(service.refused).toEqual([]);

    // B opens the app: the message is delivered there, not pushed.
    await chatAs(b);
    await alice.send({ to: b.imAccount, type: 'txt', msg: 'Hello?' });
    await pushingDone('Hello?');
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it('says it in the recipient language, by the name they gave the sender', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    await app.services.db
      .updateTable('users')
      .set({ language: 'zh-CN' })
      .where('id', '=', b.id)
      .execute();
    const phone = await subscribed(b);
    const { message } = await storeMessage(app.services.db, {
      from: a.imAccount,
      to: b.imAccount,
      clientMsgId: 'pic-1',
      type: 'img',
      url: '/uploads/chat/1.png',
      ext: { platform: 'Web', brand: 'Chrome' },
      at: app.clock.now,
    });
    await pushMessage(app.services, message);
    expect(pushesTo(phone.endpoint).map((p) => p.payload.body)).toEqual(['[图片]']);
  });

  it('pushes nothing for a muted conversation', async () => {
    const [a, b] = await friends();
    const phone = await subscribed(b);
    const alice = await chatAs(a);
    await alice.send({ to: b.imAccount, type: 'txt', msg: 'first' });
    await eventually(() => expect(pushesTo(phone.endpoint)).toHaveLength(1));
    const muted = await app.call('POST', '/message/conversation-settings', {
      token: b.token,
      body: { imAccount: a.imAccount, muted: true },
    });
    expect(muted.code).toBe(200);
    await alice.send({ to: b.imAccount, type: 'txt', msg: 'second' });
    await pushingDone('second');
    expect(pushesTo(phone.endpoint)).toHaveLength(1);
  });

  it('forgets a subscription the push service says is gone', async () => {
    const [a, b] = await friends();
    const phone = await subscribed(b);
    service.drop(phone.endpoint);
    const alice = await chatAs(a);
    await alice.send({ to: b.imAccount, type: 'txt', msg: 'anyone?' });
    await eventually(async () => {
      const left = await app.services.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', b.id)
        .execute();
      expect(left).toEqual([]);
    });
  });

  it('ends with the login: logout removes this device, a password change every one', async () => {
    const b = await registerUser(app);
    const again = await app.call('POST', '/account/login', {
      body: { account: b.email, password: b.password },
    });
    const other = { ...b, token: again.data.token as string };
    const phone = await subscribed(b);
    const laptop = await subscribed(other);
    const rows = () =>
      app.services.db
        .selectFrom('push_subscriptions')
        .select('endpoint')
        .where('user_id', '=', b.id)
        .orderBy('endpoint')
        .execute();
    await app.call('POST', '/account/logout', { token: b.token });
    expect((await rows()).map((r) => r.endpoint)).toEqual([laptop.endpoint]);
    await subscribed(other);
    await app.call('POST', '/account/update-pass', {
      token: other.token,
      body: { oldPassword: b.password, password: 'new-pass-22', confirmPassword: 'new-pass-22' },
    });
    expect(await rows()).toEqual([]);
    expect(phone.endpoint).not.toBe(laptop.endpoint);
  });

  it('answers hostile subscriptions 400 in the caller language, keeping nothing', async () => {
    const b = await registerUser(app);
    const good = service.subscription();
    const cases: Record<string, unknown>[] = [
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, endpoint: 'ftp://push.example/1' },
      { ...good, endpoint: `https://push.example/${'x'.repeat(1000)}` },
      { ...good, endpoint: 'https://user:pass@push.example/1' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { ...good.keys, auth: 'x'.repeat(200) } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, owner: 1 },
      { endpoint: good.endpoint },
    ];
    for (const body of cases) {
      const r = await app.call('POST', '/push/subscribe', { token: b.token, body, language: 'de' });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.msg).not.toBe('');
    }
    const notLoggedIn = await app.call('POST', '/push/subscribe', { token: null, body: good });
    expect(notLoggedIn.status).toBe(401);
    const kept = await app.services.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', b.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('refuses http endpoints unless the server allows a local stand-in', async () => {
    const strict = await createTestApp();
    try {
      const b = await registerUser(strict);
      const r = await strict.call('POST', '/push/subscribe', {
        token: b.token,
        body: service.subscription(),
      });
      expect(r).toMatchObject({ status: 400, msg: 'This is not a push service address' });
    } finally {
      await strict.close();
    }
  });
});
