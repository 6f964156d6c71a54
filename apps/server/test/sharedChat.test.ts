/**
 * Two server processes sharing one database and one Redis (REDIS_URL), as apps built side by side
 * in this process: each has its own gateway, fan-out subscription, presence and limits, and they
 * meet only in the database and Redis. What one process's user does reaches a user connected to
 * the other; who is online is known across them; limits count across them; Redis going away
 * loses nothing. (test/cluster.test.ts does the same with real processes and kill -9.)
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endSessionsEverywhere } from '../src/domains/account/endSessions.ts';
import { createChatUser, listenForChat, type ChatUser } from './support/chatWorld.ts';
import { pingPong, rawLogin, rawSocket, type RawSocket } from './support/rawSocket.ts';
import { startRedis, type RedisServer } from './support/redisServer.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let redis: RedisServer;
let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, AUTH_RATE_LIMIT_PER_MINUTE: '4' };
  one = await createTestApp(env);
  two = await createTestApp(env, {}, { db: one.services.db });
  // Real time: Redis's counters and the chat's times follow the wall clock.
  one.clock.now = two.clock.now = new Date();
  urlOne = await listenForChat(one);
  urlTwo = await listenForChat(two);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await two?.close();
  await one?.close();
  await redis?.stop();
});

async function connect(url: string, user: ChatUser): Promise<RawSocket> {
  const socket = rawSocket(url);
  sockets.push(socket);
  const welcome = await rawLogin(socket, { user: user.imAccount, password: user.imPassword });
  expect(welcome.type).toBe('welcome');
  return socket;
}

let rids = 0;
async function send(socket: RawSocket, to: ChatUser, msg: string) {
  const rid = `send-${(rids += 1)}`;
  await socket.send({
    type: 'send',
    rid,
    message: { clientId: `c-${rid}`, to: to.imAccount, type: 'txt', msg },
  });
  return socket.next((f) => f.rid === rid);
}

const delivered = (socket: RawSocket, msg: string) =>
  socket.frames.filter((f) => f.type === 'deliver' && f.message?.msg === msg);

async function watch(socket: RawSocket, peer: ChatUser) {
  const rid = `watch-${(rids += 1)}`;
  await socket.send({ type: 'presence', rid, subscribe: [peer.imAccount] });
  return (await socket.next((f) => f.rid === rid)).data[0].online as boolean;
}

const lastPresence = (socket: RawSocket, peer: ChatUser) =>
  socket.frames.filter((f) => f.type === 'presence' && f.imAccount === peer.imAccount).at(-1)
    ?.online;

/**
 * What the shared presence answers the process, for an account, from now on: to `joined`, whether
 * it was the account's first connection anywhere; to `left`, whether it was the last. The gateway
 * announces a change (and records a last seen) on true only, so these answers are where it decided.
 */
function presenceAnswer(app: TestApp, method: 'joined' | 'left') {
  const spy = vi.spyOn(app.gateway.presence, method);
  return async (user: ChatUser): Promise<boolean> => {
    const i = await vi.waitFor(
      () => {
        const found = spy.mock.calls.findIndex(([account]) => account === user.imAccount);
        if (found < 0) throw new Error(`${method} not asked for ${user.imAccount} yet`);
        return found;
      },
      { timeout: 5000, interval: 10 },
    );
    return spy.mock.results[i]!.value as Promise<boolean>;
  };
}

describe('two processes sharing Redis', () => {
  it('delivers a message sent on one process to its recipient on the other, once', async () => {
    const [alice, bob] = [await createChatUser(one.services), await createChatUser(one.services)];
    const a = await connect(urlOne, alice);
    const b = await connect(urlTwo, bob);
    const answer = await send(a, bob, 'across processes');
    expect(answer.type).toBe('ack');
    await b.next((f) => f.type === 'deliver' && f.message?.msg === 'across processes');
    // A later message comes after any second copy: b's pushes go out in the order of its log.
    await send(a, bob, 'and then');
    await b.next((f) => f.type === 'deliver' && f.message?.msg === 'and then');
    expect(delivered(b, 'across processes')).toHaveLength(1);
  });

  it('knows who is online in either process, and tells followers only real changes', async () => {
    const [alice, bob] = [await createChatUser(one.services), await createChatUser(one.services)];
    const b = await connect(urlTwo, bob);
    expect(await watch(b, alice)).toBe(false);
    const first = await connect(urlOne, alice);
    await vi.waitFor(() => expect(lastPresence(b, alice)).toBe(true), { timeout: 5000 });
    expect(await watch(b, alice)).toBe(true);

    // Her connection moving to the other process (a resume there, then the old one closing)
    // shows no offline moment.
    const joinedOnTwo = presenceAnswer(two, 'joined');
    const leftOnOne = presenceAnswer(one, 'left');
    const before = b.frames.length;
    const welcome = first.frames.find((f) => f.type === 'welcome')!;
    const second = rawSocket(urlTwo);
    sockets.push(second);
    await rawLogin(
      second,
      { user: alice.imAccount, password: alice.imPassword },
      { resume: { session: welcome.session, cursor: welcome.cursor } },
    );
    first.close();
    await first.closed;
    // Both processes have asked, and she was online elsewhere each time: nothing to announce.
    expect(await joinedOnTwo(alice)).toBe(false);
    expect(await leftOnOne(alice)).toBe(false);
    await pingPong(b);
    expect(b.frames.slice(before).filter((f) => f.type === 'presence')).toEqual([]);

    second.close();
    await vi.waitFor(() => expect(lastPresence(b, alice)).toBe(false), { timeout: 5000 });
  });

  it('records last seen once, when the last connection anywhere closes, and tells both processes', async () => {
    const [alice, bob, carol] = [
      await createChatUser(one.services),
      await createChatUser(one.services),
      await createChatUser(one.services),
    ];
    const b = await connect(urlTwo, bob);
    const c = await connect(urlOne, carol);
    const leftOnOne = presenceAnswer(one, 'left');
    const first = await connect(urlOne, alice);
    await watch(b, alice);
    await watch(c, alice);
    // Her connection moves to the other process: the first closing is no last seen.
    const welcome = first.frames.find((f) => f.type === 'welcome')!;
    const second = rawSocket(urlTwo);
    sockets.push(second);
    await rawLogin(
      second,
      { user: alice.imAccount, password: alice.imPassword },
      { resume: { session: welcome.session, cursor: welcome.cursor } },
    );
    first.close();
    await first.closed;
    // Process one found her online elsewhere: no last seen is recorded for this close.
    expect(await leftOnOne(alice)).toBe(false);
    const seenAt = () =>
      one.services.db
        .selectFrom('users')
        .select('last_seen_at')
        .where('id', '=', alice.id)
        .executeTakeFirstOrThrow();
    expect((await seenAt()).last_seen_at).toBeNull();

    second.close();
    const offline = (socket: RawSocket) =>
      socket.next((f) => f.type === 'presence' && f.imAccount === alice.imAccount && !f.online);
    const [onTwo, onOne] = await Promise.all([offline(b), offline(c)]);
    const recorded = (await seenAt()).last_seen_at!.getTime();
    expect(onTwo.lastSeen).toBe(recorded);
    expect(onOne.lastSeen).toBe(recorded);
  });

  it('ends a session everywhere: a logout on one process closes the chat on the other', async () => {
    const alice = await createChatUser(one.services);
    const a = await connect(urlTwo, alice);
    await endSessionsEverywhere(one.services, alice.id, 'logout');
    const ended = await a.next((f) => f.type === 'loggedOut');
    expect(ended.reason).toBe('logout');
    expect(await a.closed).toBe(4009);
  });

  it('keeps one device per account across processes: a new login on one kicks the other', async () => {
    const alice = await createChatUser(one.services);
    const old = await connect(urlOne, alice);
    await connect(urlTwo, alice);
    const kicked = await old.next((f) => f.type === 'kicked');
    expect(kicked.code).toBe(39);
  });

  it('counts the request limits across processes', async () => {
    const login = (app: TestApp) =>
      app.call('POST', '/account/login', {
        body: { email: 'nobody@example.com', password: 'wrong-1' },
      });
    const codes = [];
    for (const app of [one, two, one, two, one]) codes.push((await login(app)).status);
    expect(codes.slice(0, 4).every((status) => status !== 429)).toBe(true);
    expect(codes[4]).toBe(429);
  });

  it('loses nothing while Redis is away, and is not ready meanwhile', async () => {
    const [alice, bob] = [await createChatUser(one.services), await createChatUser(one.services)];
    const a = await connect(urlOne, alice);
    const b = await connect(urlTwo, bob);
    const published = vi.spyOn(one.services.redis!, 'publish');
    await redis.stop();
    const ready = await one.call('GET', '/ready', { language: 'zh-CN' });
    expect(ready.status).toBe(503);
    expect(ready.msg).toBe('服务器无法连接 Redis');

    const answer = await send(a, bob, 'while Redis was away');
    expect(answer.type).toBe('ack');
    // Process one's notice of it failed to reach Redis, the only way to b's process until Redis
    // is back; and what b's process did send b has come.
    await vi.waitFor(
      () => {
        const i = published.mock.calls.findIndex(([, text]) =>
          String(text).includes('while Redis was away'),
        );
        expect(published.mock.settledResults[i]?.type).toBe('rejected');
      },
      { timeout: 10_000, interval: 20 },
    );
    await pingPong(b);
    expect(delivered(b, 'while Redis was away')).toHaveLength(0);

    await redis.start();
    await b.next((f) => f.type === 'deliver' && f.message?.msg === 'while Redis was away');
    await vi.waitFor(async () => expect((await one.call('GET', '/ready')).status).toBe(200), {
      timeout: 10_000,
      interval: 200,
    });
    // A later message comes after any second copy: b's pushes go out in the order of its log.
    await send(a, bob, 'once Redis was back');
    await b.next((f) => f.type === 'deliver' && f.message?.msg === 'once Redis was back');
    expect(delivered(b, 'while Redis was away')).toHaveLength(1);
    // Presence was written again: each sees the other online.
    await vi.waitFor(async () => expect(await watch(b, alice)).toBe(true), { timeout: 10_000 });
  });
});
