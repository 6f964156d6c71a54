/**
 * The gateway's typing signal (PROTOCOL.md, "Typing"): relayed to the peer's connections alone,
 * never stored nor numbered, dropped across a block (either way) and to unknown accounts, and
 * limited to a few a second per sender so that it cannot flood anyone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TYPING_WINDOW_MS } from '../src/gateway/typingSignals.ts';
import { createChatUser, listenForChat, type ChatUser } from './support/chatWorld.ts';
import { rawLogin, rawSocket, type Frame, type RawSocket } from './support/rawSocket.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let url: string;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await app.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const typingFrames = (socket: RawSocket) => socket.frames.filter((f) => f.type === 'typing');

async function online(user: ChatUser): Promise<RawSocket> {
  const socket = rawSocket(url);
  sockets.push(socket);
  const welcome: Frame = await rawLogin(socket, {
    user: user.imAccount,
    password: user.imPassword,
  });
  expect(welcome.type).toBe('welcome');
  return socket;
}

async function members(n: number): Promise<Array<{ user: ChatUser; socket: RawSocket }>> {
  const list = [];
  for (let i = 0; i < n; i++) {
    const user = await createChatUser(app.services);
    list.push({ user, socket: await online(user) });
  }
  return list;
}

const storedFor = async (owner: string) =>
  (
    await app.services.db
      .selectFrom('chat_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_im', '=', owner)
      .executeTakeFirstOrThrow()
  ).n;

describe('typing', () => {
  it('reaches the peer alone, without seq, answers nothing and stores nothing', async () => {
    const [a, b, c] = (await members(3)) as [
      { user: ChatUser; socket: RawSocket },
      { user: ChatUser; socket: RawSocket },
      { user: ChatUser; socket: RawSocket },
    ];
    const eventsBefore = await storedFor(b.user.imAccount);
    await a.socket.send({ type: 'typing', to: b.user.imAccount });
    expect(await b.socket.next((f) => f.type === 'typing')).toEqual({
      type: 'typing',
      from: a.user.imAccount,
      to: b.user.imAccount,
    });
    await settle();
    expect(typingFrames(c.socket)).toEqual([]);
    expect(typingFrames(a.socket)).toEqual([]);
    // No answer of any kind to the sender (a notice, like `delivered`).
    expect(a.socket.frames.filter((f) => f.type !== 'welcome' && f.type !== 'deliver')).toEqual([]);
    expect(await storedFor(b.user.imAccount)).toBe(eventsBefore);
    await b.socket.send({ type: 'history', rid: 'h', peer: a.user.imAccount, cursor: null });
    expect((await b.socket.next((f) => f.rid === 'h')).data.messages).toEqual([]);
  });

  it('is dropped to an account that is offline, unknown, or oneself', async () => {
    const [a] = (await members(1)) as [{ user: ChatUser; socket: RawSocket }];
    const away = await createChatUser(app.services);
    await a.socket.send({ type: 'typing', to: away.imAccount });
    await a.socket.send({ type: 'typing', to: 'u999999999' });
    await a.socket.send({ type: 'typing', to: a.user.imAccount });
    await settle();
    const later = await online(away);
    await settle();
    expect(typingFrames(later)).toEqual([]);
    expect(typingFrames(a.socket)).toEqual([]);
    expect(a.socket.frames.filter((f) => f.type === 'error')).toEqual([]);
  });

  it.each(['blocker', 'blocked'] as const)(
    'never crosses a block, whether the sender is the %s',
    async (senderIs) => {
      const [a, b] = (await members(2)) as [
        { user: ChatUser; socket: RawSocket },
        { user: ChatUser; socket: RawSocket },
      ];
      const [blocker, blocked] = senderIs === 'blocker' ? [a, b] : [b, a];
      await app.services.db
        .insertInto('blocks')
        .values({
          blocker_id: blocker.user.id,
          blocked_id: blocked.user.id,
          created_at: new Date(),
        })
        .execute();
      await a.socket.send({ type: 'typing', to: b.user.imAccount });
      await settle();
      expect(typingFrames(b.socket)).toEqual([]);

      await app.services.db
        .deleteFrom('blocks')
        .where('blocker_id', '=', blocker.user.id)
        .where('blocked_id', '=', blocked.user.id)
        .execute();
      await a.socket.send({ type: 'typing', to: b.user.imAccount });
      await b.socket.next((f) => f.type === 'typing');
    },
  );

  it('passes on 3 a second per sender at most, so it cannot flood', async () => {
    const [a, b] = (await members(2)) as [
      { user: ChatUser; socket: RawSocket },
      { user: ChatUser; socket: RawSocket },
    ];
    // The services' clock stands still here, so all 30 fall in one window: 3 get through.
    for (let i = 0; i < 30; i++) await a.socket.send({ type: 'typing', to: b.user.imAccount });
    await vi.waitFor(() => expect(typingFrames(b.socket).length).toBeGreaterThanOrEqual(3));
    await settle();
    expect(typingFrames(b.socket)).toHaveLength(3);
    // The next window lets the sender through again.
    app.clock.advance(TYPING_WINDOW_MS);
    await a.socket.send({ type: 'typing', to: b.user.imAccount });
    await vi.waitFor(() => expect(typingFrames(b.socket).length).toBeGreaterThanOrEqual(4));
    await settle();
    expect(typingFrames(b.socket)).toHaveLength(4);
  });
});
