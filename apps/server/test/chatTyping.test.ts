/**
 * The gateway's typing signal (PROTOCOL.md, "Typing"): relayed to the peer's connections alone,
 * never stored nor numbered, dropped across a block (either way) and to unknown accounts, and
 * limited to a few a second per sender so that it cannot flood anyone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TYPING_WINDOW_MS } from '../src/gateway/typingSignals.ts';
import { createChatUser, listenForChat, type ChatUser } from './support/chatWorld.ts';
import { pingPong, rawLogin, rawSocket, type Frame, type RawSocket } from './support/rawSocket.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let app: TestApp;
let url: string;
const sockets: RawSocket[] = [];
/** Typing frames the gateway is done with (relayed or dropped), counted as each one ends. */
let typingHandled = 0;

beforeAll(async () => {
  app = await createTestApp();
  url = await listenForChat(app);
  // A typing frame has no answer and the gateway handles a socket's frames side by side, so no
  // later frame of the sender proves it was handled: the gateway's own signal() ending does.
  const typing = app.gateway.typing;
  const signal = typing.signal.bind(typing);
  vi.spyOn(typing, 'signal').mockImplementation(async (connection, to) => {
    try {
      await signal(connection, to);
    } finally {
      typingHandled += 1;
    }
  });
});
afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  await app.close();
});

/** Waits until the gateway is done with `n` typing frames after the `since`th. */
const typingHandledAfter = (since: number, n: number) =>
  vi.waitFor(() => expect(typingHandled - since).toBe(n), { timeout: 5000, interval: 5 });
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
    const handled = typingHandled;
    await a.socket.send({ type: 'typing', to: b.user.imAccount });
    expect(await b.socket.next((f) => f.type === 'typing')).toEqual({
      type: 'typing',
      from: a.user.imAccount,
      to: b.user.imAccount,
    });
    // The gateway is done with it; a ping's pong then follows whatever it sent c and a.
    await typingHandledAfter(handled, 1);
    await pingPong(c.socket);
    await pingPong(a.socket);
    expect(typingFrames(c.socket)).toEqual([]);
    expect(typingFrames(a.socket)).toEqual([]);
    // No answer of any kind to the sender (a notice, like `delivered`).
    expect(
      a.socket.frames.filter((f) => !['welcome', 'deliver', 'pong'].includes(f.type as string)),
    ).toEqual([]);
    expect(await storedFor(b.user.imAccount)).toBe(eventsBefore);
    await b.socket.send({ type: 'history', rid: 'h', peer: a.user.imAccount, cursor: null });
    expect((await b.socket.next((f) => f.rid === 'h')).data.messages).toEqual([]);
  });

  it('is dropped to an account that is offline, unknown, or oneself', async () => {
    const [a] = (await members(1)) as [{ user: ChatUser; socket: RawSocket }];
    const away = await createChatUser(app.services);
    const handled = typingHandled;
    await a.socket.send({ type: 'typing', to: away.imAccount });
    await a.socket.send({ type: 'typing', to: 'u999999999' });
    await a.socket.send({ type: 'typing', to: a.user.imAccount });
    await typingHandledAfter(handled, 3);
    const later = await online(away);
    await pingPong(later);
    await pingPong(a.socket);
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
      const handled = typingHandled;
      await a.socket.send({ type: 'typing', to: b.user.imAccount });
      // Checked (and dropped) while the block stood, and whatever b was sent has come.
      await typingHandledAfter(handled, 1);
      await pingPong(b.socket);
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
    const handled = typingHandled;
    for (let i = 0; i < 30; i++) await a.socket.send({ type: 'typing', to: b.user.imAccount });
    // All 30 handled (before the clock moves on) and what b was sent has come.
    await typingHandledAfter(handled, 30);
    await pingPong(b.socket);
    expect(typingFrames(b.socket)).toHaveLength(3);
    // The next window lets the sender through again.
    app.clock.advance(TYPING_WINDOW_MS);
    await a.socket.send({ type: 'typing', to: b.user.imAccount });
    await typingHandledAfter(handled, 31);
    await pingPong(b.socket);
    expect(typingFrames(b.socket)).toHaveLength(4);
  });
});
