import type { ChatClient, TypingNotice } from '@heartline/im';
import { createMemoryClient, createMemoryHub, type MemoryHub } from '@heartline/im/memory';
import { normalMe } from '@heartline/sdk/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChatClientFactory } from '../../../chatConnection';
import { serveApiDuringTests } from '../../../test/apiServer';
import { loadMe, session } from '../../../stores/session';
import { writeToken } from '../../../stores/token';
import { ensureChat, reset } from './lifecycle';
import { chat } from './state';
import { memberSent, memberTyping, TYPING_SHOWN_MS, TYPING_SIGNAL_EVERY_MS } from './typing';

serveApiDuringTests();

const me = normalMe.imAccount;
const peer = 'u100002';
let hub: MemoryHub;
let other: ChatClient;
let heard: TypingNotice[];

/** Lets the memory hub's hops (microtasks) run without moving the clock. */
const hops = () => vi.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  reset();
  hub = createMemoryHub();
  hub.addAccount(me, normalMe.imPassword);
  hub.addAccount(peer);
  setChatClientFactory(() => Promise.resolve(createMemoryClient(hub)));
  other = createMemoryClient(hub);
  heard = [];
  other.on('typing', (notice) => heard.push(notice));
  await other.login({ user: peer, password: 'password' });
  writeToken('test-token');
  session.token = 'test-token';
  await loadMe();
  await ensureChat();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await other.logout();
  reset();
  setChatClientFactory(null);
});

describe('typing, sent', () => {
  it('tells the peer once every 3 seconds at most, however often the member types', async () => {
    memberTyping(peer);
    await hops();
    expect(heard).toEqual([{ from: me, to: peer }]);

    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(250);
      memberTyping(peer);
    }
    await hops();
    expect(heard).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(TYPING_SIGNAL_EVERY_MS - 2500);
    memberTyping(peer);
    await hops();
    expect(heard).toHaveLength(2);
  });

  it('tells the peer again at once after a message went', async () => {
    memberTyping(peer);
    await hops();
    memberSent(peer);
    await vi.advanceTimersByTimeAsync(500);
    memberTyping(peer);
    await hops();
    expect(heard).toHaveLength(2);
  });

  it('throttles each peer on its own', async () => {
    hub.addAccount('u100003');
    const third = createMemoryClient(hub);
    const thirdHeard: TypingNotice[] = [];
    third.on('typing', (notice) => thirdHeard.push(notice));
    await third.login({ user: 'u100003', password: 'password' });
    memberTyping(peer);
    memberTyping('u100003');
    await hops();
    expect(heard).toHaveLength(1);
    expect(thirdHeard).toEqual([{ from: me, to: 'u100003' }]);
    await third.logout();
  });
});

describe('typing, received', () => {
  it('marks the peer typing for 5 seconds after their last signal', async () => {
    await other.sendTyping(me);
    await hops();
    expect(chat.typingPeers).toEqual({ [peer]: true });

    await vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS - 1000);
    await other.sendTyping(me);
    await hops();
    await vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS - 1000);
    // Still typing: the second signal started the 5 seconds again.
    expect(chat.typingPeers[peer]).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(chat.typingPeers).toEqual({});
  });

  it('clears at once when the peer’s message arrives', async () => {
    await other.sendTyping(me);
    await hops();
    expect(chat.typingPeers[peer]).toBe(true);
    await other.send({ to: me, type: 'txt', msg: 'Hi there' });
    await hops();
    expect(chat.typingPeers).toEqual({});
    // Nothing left to fire later.
    await vi.advanceTimersByTimeAsync(TYPING_SHOWN_MS);
    expect(chat.typingPeers).toEqual({});
  });

  it('is forgotten at logout (reset)', async () => {
    await other.sendTyping(me);
    await hops();
    reset();
    expect(chat.typingPeers).toEqual({});
  });
});
