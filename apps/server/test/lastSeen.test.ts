/**
 * Last seen (issue 19, PROTOCOL.md `presence`): the time a member's last chat connection closed,
 * recorded then and told live to the members following their presence; null while online, for a
 * member who hides it (privacy setting hideLastSeen) and for a viewer who hides their own; and
 * nothing at all, not even the online dot, between two users a block separates.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createChatUser, listenForChat, type ChatUser } from './support/chatWorld.ts';
import { rawLogin, rawSocket, type Frame, type RawSocket } from './support/rawSocket.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser } from './support/users.ts';

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

async function connect(user: ChatUser): Promise<RawSocket> {
  const socket = rawSocket(url);
  sockets.push(socket);
  const welcome: Frame = await rawLogin(socket, {
    user: user.imAccount,
    password: user.imPassword,
  });
  expect(welcome.type).toBe('welcome');
  return socket;
}

let rids = 0;
/** Follows the peers' presence: the answer's states. */
async function watch(socket: RawSocket, ...peers: ChatUser[]): Promise<Frame[]> {
  const rid = `watch-${(rids += 1)}`;
  await socket.send({ type: 'presence', rid, subscribe: peers.map((p) => p.imAccount) });
  return (await socket.next((f) => f.rid === rid)).data as Frame[];
}

const presenceFrames = (socket: RawSocket, peer: ChatUser) =>
  socket.frames.filter((f) => f.type === 'presence' && f.imAccount === peer.imAccount);

async function lastSeenAt(user: ChatUser): Promise<Date | null> {
  const row = await app.services.db
    .selectFrom('users')
    .select('last_seen_at')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.last_seen_at;
}

/** Waits until the gateway has recorded the member's last seen (their last connection closed). */
const lastSeenRecorded = (user: ChatUser) =>
  vi.waitFor(async () => expect(await lastSeenAt(user)).not.toBeNull(), {
    timeout: 5000,
    interval: 10,
  });

const hide = (user: ChatUser, hidden: boolean) =>
  app.services.db
    .updateTable('users')
    .set({ hide_last_seen: hidden ? 1 : 0 })
    .where('id', '=', user.id)
    .execute();

async function block(blocker: ChatUser, blocked: ChatUser) {
  await app.services.db
    .insertInto('blocks')
    .values({ blocker_id: blocker.id, blocked_id: blocked.id, created_at: new Date() })
    .execute();
}

/** A member who goes offline after being followed: answers the live frame the watcher got. */
async function leaveWatched(watcher: RawSocket, peer: ChatUser, peerSocket: RawSocket) {
  const before = presenceFrames(watcher, peer).length;
  peerSocket.close();
  await peerSocket.closed;
  return watcher.next(
    (f) =>
      f.type === 'presence' &&
      f.imAccount === peer.imAccount &&
      presenceFrames(watcher, peer).indexOf(f) >= before,
  );
}

describe('last seen', () => {
  it('is recorded when the last connection closes and told live; null while online', async () => {
    const [alice, bob] = [await createChatUser(app.services), await createChatUser(app.services)];
    const b = await connect(bob);
    expect(await watch(b, alice)).toEqual([
      { imAccount: alice.imAccount, online: false, lastSeen: null },
    ]);
    const a = await connect(alice);
    await b.next((f) => f.type === 'presence' && f.online === true);
    expect(presenceFrames(b, alice).at(-1)).toEqual({
      type: 'presence',
      imAccount: alice.imAccount,
      online: true,
      lastSeen: null,
    });
    expect(await lastSeenAt(alice)).toBeNull();

    app.clock.advance(5 * 60_000);
    const left = app.clock.now.getTime();
    const frame = await leaveWatched(b, alice, a);
    expect(frame).toEqual({
      type: 'presence',
      imAccount: alice.imAccount,
      online: false,
      lastSeen: left,
    });
    expect((await lastSeenAt(alice))?.getTime()).toBe(left);
    expect(await watch(b, alice)).toEqual([
      { imAccount: alice.imAccount, online: false, lastSeen: left },
    ]);

    // Back online: no last seen until she leaves again.
    await connect(alice);
    await b.next((f) => f.type === 'presence' && f.online === true && f.lastSeen === null);
    expect(await watch(b, alice)).toEqual([
      { imAccount: alice.imAccount, online: true, lastSeen: null },
    ]);
  });

  it('is told to nobody for a member who hides it, while the online dot still is', async () => {
    const [alice, bob] = [await createChatUser(app.services), await createChatUser(app.services)];
    await hide(alice, true);
    const b = await connect(bob);
    await watch(b, alice);
    const a = await connect(alice);
    await b.next((f) => f.type === 'presence' && f.online === true);
    const frame = await leaveWatched(b, alice, a);
    expect(frame).toMatchObject({ online: false, lastSeen: null });
    expect(await lastSeenAt(alice)).not.toBeNull();
    expect(await watch(b, alice)).toEqual([
      { imAccount: alice.imAccount, online: false, lastSeen: null },
    ]);
  });

  it('is not told to a viewer who hides their own (both ways, as WhatsApp)', async () => {
    const [alice, bob] = [await createChatUser(app.services), await createChatUser(app.services)];
    const a = await connect(alice);
    a.close();
    await a.closed;
    await lastSeenRecorded(alice);
    await hide(bob, true);
    const b = await connect(bob);
    expect(await watch(b, alice)).toEqual([
      { imAccount: alice.imAccount, online: false, lastSeen: null },
    ]);
    await hide(bob, false);
    const [shown] = await watch(b, alice);
    expect(shown!.lastSeen).toBe((await lastSeenAt(alice))!.getTime());
  });

  it.each(['blocker', 'blocked'] as const)(
    'tells nothing across a block, whether the watcher is the %s',
    async (watcherIs) => {
      const [alice, bob] = [await createChatUser(app.services), await createChatUser(app.services)];
      if (watcherIs === 'blocker') await block(bob, alice);
      else await block(alice, bob);
      const a = await connect(alice);
      const b = await connect(bob);
      // Alice is online, but Bob is told she is not, and no time.
      expect(await watch(b, alice)).toEqual([
        { imAccount: alice.imAccount, online: false, lastSeen: null },
      ]);
      const frame = await leaveWatched(b, alice, a);
      expect(frame).toEqual({
        type: 'presence',
        imAccount: alice.imAccount,
        online: false,
        lastSeen: null,
      });
      // Back online: Bob is told again (every watcher is), and still told nothing.
      const told = presenceFrames(b, alice).length;
      await connect(alice);
      await vi.waitFor(() => expect(presenceFrames(b, alice).length).toBeGreaterThan(told), {
        timeout: 5000,
        interval: 10,
      });
      expect(presenceFrames(b, alice).every((f) => f.online === false && f.lastSeen === null)).toBe(
        true,
      );
    },
  );

  it('follows the privacy setting sent with /user/privacy-set, on the profile too', async () => {
    const member = await registerUser(app);
    const viewer = await registerUser(app);
    const row = await app.services.db
      .selectFrom('users')
      .select('im_password')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const chatMember = { id: member.id, imAccount: member.imAccount, imPassword: row.im_password };
    const viewerRow = await app.services.db
      .selectFrom('users')
      .select('im_password')
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow();
    const v = await connect({
      id: viewer.id,
      imAccount: viewer.imAccount,
      imPassword: viewerRow.im_password,
    });
    const m = await connect(chatMember);
    m.close();
    await m.closed;
    await lastSeenRecorded(chatMember);
    const profile = () =>
      app.call('GET', '/user/info', { token: viewer.token, query: { userId: member.id } });
    expect((await watch(v, chatMember))[0]!.lastSeen).toEqual(expect.any(Number));
    expect((await profile()).data.userVo.lastActiveTime).toEqual(expect.any(String));

    const set = await app.call('POST', '/user/privacy-set', {
      token: member.token,
      body: { hideLastSeen: 1 },
    });
    expect(set).toMatchObject({ code: 200, data: { hideLastSeen: 1 } });
    expect((await watch(v, chatMember))[0]!.lastSeen).toBeNull();
    expect((await profile()).data.userVo.lastActiveTime).toBeNull();
    // Their own profile still shows it to themselves.
    const own = await app.call('GET', '/user/info', { token: member.token });
    expect(own.data.userVo.lastActiveTime).toEqual(expect.any(String));
  });
});
