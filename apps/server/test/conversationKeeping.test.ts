/**
 * Mute and pin (/message/conversation-settings): kept per member on the server, answered by the
 * session list on every device; at most three pinned under customer service, also when pins race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeMessage } from '../src/domains/chat/messageStore.ts';
import { deleteConversation } from '../src/domains/chat/conversationCleanup.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { registerUser, type RegisteredUser } from './support/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SERVICE = 'hl_service';
let clientIds = 0;

/** `from` writes to `to`, a second after the previous message. */
async function write(from: RegisteredUser, to: RegisteredUser) {
  clientIds += 1;
  app.clock.advance(1000);
  await storeMessage(app.services.db, {
    from: from.imAccount,
    to: to.imAccount,
    clientMsgId: `k-${clientIds}`,
    type: 'txt',
    msg: `message ${clientIds}`,
    ext: { platform: 'Web', brand: 'Chrome' },
    at: app.clock.now,
  });
}

const keep = (user: RegisteredUser, body: Record<string, unknown>, language = 'en') =>
  app.call('POST', '/message/conversation-settings', { token: user.token, body, language });

const listed = async (user: RegisteredUser) => {
  const r = await app.call('POST', '/message/user-session-list', { token: user.token });
  return (r.data as { imAccount: string; pinned: boolean; muted: boolean }[]).map(
    ({ imAccount, pinned, muted }) => ({ imAccount, pinned, muted }),
  );
};

/** A member with conversations from `n` others, the newest last. */
async function memberWithChats(n: number) {
  const me = await registerUser(app);
  const peers: RegisteredUser[] = [];
  for (let i = 0; i < n; i++) {
    const peer = await registerUser(app);
    await write(peer, me);
    peers.push(peer);
  }
  return { me, peers };
}

describe('POST /message/conversation-settings', () => {
  it('pins under customer service, the earliest pinned first, and the list keeps it', async () => {
    const { me, peers } = await memberWithChats(4);
    const [a, b, c, d] = peers as [RegisteredUser, RegisteredUser, RegisteredUser, RegisteredUser];
    expect(await keep(me, { imAccount: b.imAccount, pinned: true })).toMatchObject({
      status: 200,
      data: { imAccount: b.imAccount, pinned: true, muted: false },
    });
    await keep(me, { imAccount: a.imAccount, pinned: true });
    // A newer message does not move a conversation above the pinned ones.
    await write(d, me);
    expect(await listed(me)).toEqual([
      { imAccount: SERVICE, pinned: true, muted: false },
      { imAccount: b.imAccount, pinned: true, muted: false },
      { imAccount: a.imAccount, pinned: true, muted: false },
      { imAccount: d.imAccount, pinned: false, muted: false },
      { imAccount: c.imAccount, pinned: false, muted: false },
    ]);
    // Pinning again keeps its place; unpinning puts it back in time order.
    await keep(me, { imAccount: b.imAccount, pinned: true });
    await keep(me, { imAccount: b.imAccount, pinned: false });
    expect((await listed(me)).map((c) => c.imAccount)).toEqual([
      SERVICE,
      a.imAccount,
      d.imAccount,
      c.imAccount,
      b.imAccount,
    ]);
  });

  it('refuses a fourth pin (1508) in the member language, and two pins at once past the limit', async () => {
    const { me, peers } = await memberWithChats(5);
    for (const peer of peers.slice(0, 3))
      await keep(me, { imAccount: peer.imAccount, pinned: true });
    const refused = await keep(me, { imAccount: peers[3]!.imAccount, pinned: true }, 'zh-CN');
    expect(refused).toMatchObject({
      status: 400,
      code: 1508,
      msg: '最多只能置顶三个会话，请先取消一个',
    });

    const other = await memberWithChats(5);
    await keep(other.me, { imAccount: other.peers[0]!.imAccount, pinned: true });
    await keep(other.me, { imAccount: other.peers[1]!.imAccount, pinned: true });
    const racing = await Promise.all(
      other.peers.slice(2).map((p) => keep(other.me, { imAccount: p.imAccount, pinned: true })),
    );
    expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.code === 1508)).toHaveLength(2);
    expect((await listed(other.me)).filter((c) => c.pinned)).toHaveLength(4);
  });

  it('mutes and unmutes; a muted conversation still counts as unread', async () => {
    const { me, peers } = await memberWithChats(1);
    const peer = peers[0]!;
    expect(await keep(me, { imAccount: peer.imAccount, muted: true })).toMatchObject({
      data: { muted: true, pinned: false },
    });
    await write(peer, me);
    expect((await listed(me))[1]).toEqual({
      imAccount: peer.imAccount,
      pinned: false,
      muted: true,
    });
    const unread = await app.call('GET', '/message/unread-message', { token: me.token });
    expect(unread.data.conversations).toBe(2 + unread.data.service);
    // The peer's side is theirs: nothing changed there.
    expect((await listed(peer))[1]).toMatchObject({ imAccount: me.imAccount, muted: false });
    await keep(me, { imAccount: peer.imAccount, muted: false });
    expect((await listed(me))[1]?.muted).toBe(false);
  });

  it('mutes customer service before its first message, and never unpins it (1509)', async () => {
    const me = await registerUser(app);
    expect(await keep(me, { imAccount: SERVICE, muted: true })).toMatchObject({
      status: 200,
      data: { imAccount: SERVICE, muted: true, pinned: true },
    });
    expect((await listed(me))[0]).toEqual({ imAccount: SERVICE, pinned: true, muted: true });
    expect(await keep(me, { imAccount: SERVICE, pinned: false })).toMatchObject({
      status: 400,
      code: 1509,
    });
  });

  it('a deleted conversation leaves the pins, and comes back unpinned with its next message', async () => {
    const { me, peers } = await memberWithChats(4);
    for (const peer of peers.slice(0, 3))
      await keep(me, { imAccount: peer.imAccount, pinned: true });
    await deleteConversation(app.services.db, {
      owner: me.imAccount,
      peer: peers[0]!.imAccount,
      at: app.clock.now,
    });
    expect(await keep(me, { imAccount: peers[0]!.imAccount, muted: true })).toMatchObject({
      status: 404,
    });
    expect(await keep(me, { imAccount: peers[3]!.imAccount, pinned: true })).toMatchObject({
      status: 200,
    });
    await write(peers[0]!, me);
    expect((await listed(me)).find((c) => c.imAccount === peers[0]!.imAccount)?.pinned).toBe(false);
  });

  it('answers 4xx and changes nothing for hostile input', async () => {
    const { me, peers } = await memberWithChats(1);
    const peer = peers[0]!;
    const stranger = await registerUser(app);
    const cases: [Record<string, unknown>, number][] = [
      [{ imAccount: peer.imAccount }, 400],
      [{ imAccount: peer.imAccount, muted: 'yes' }, 400],
      [{ imAccount: peer.imAccount, pinned: 1 }, 400],
      [{ imAccount: peer.imAccount, muted: true, owner: 'u1' }, 400],
      [{ imAccount: 'x'.repeat(65), muted: true }, 400],
      [{ imAccount: 'U PPER', muted: true }, 400],
      [{ imAccount: stranger.imAccount, muted: true }, 404],
      [{ imAccount: me.imAccount, muted: true }, 404],
    ];
    for (const [body, status] of cases) {
      const r = await keep(me, body);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(r.msg).not.toBe('');
    }
    const notLoggedIn = await app.call('POST', '/message/conversation-settings', {
      token: null,
      body: { imAccount: peer.imAccount, muted: true },
    });
    expect(notLoggedIn.status).toBe(401);
    expect(await listed(me)).toEqual([
      { imAccount: SERVICE, pinned: true, muted: false },
      { imAccount: peer.imAccount, pinned: false, muted: false },
    ]);
    // Nobody else's conversation was made.
    expect(await listed(stranger)).toHaveLength(1);
  });

  it('hides a blocked peer from the settings as from the list', async () => {
    const { me, peers } = await memberWithChats(1);
    const peer = peers[0]!;
    await app.call('POST', '/user/block', {
      token: me.token,
      body: { userId: peer.id, block: true },
    });
    expect(await keep(me, { imAccount: peer.imAccount, pinned: true })).toMatchObject({
      status: 404,
    });
  });
});
