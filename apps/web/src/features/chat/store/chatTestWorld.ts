/**
 * For the chat store's tests: the member (the mock world's normal member) signed in on a memory
 * chat hub with one peer whose own client the test drives, everything reset between tests.
 */
import { createMemoryClient, createMemoryHub, type MemoryHub } from '@heartline/im/memory';
import type { ChatClient } from '@heartline/im';
import { normalMe } from '@heartline/sdk/mocks';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { setChatClientFactory } from '../../../chatConnection';
import { i18n, initI18n } from '../../../i18n/i18n';
import { serveApiDuringTests } from '../../../test/apiServer';
import { loadMe, session } from '../../../stores/session';
import { toasts } from '../../../stores/toasts';
import { writeToken } from '../../../stores/token';
import { ensureChat, reset } from './lifecycle';
import { chat } from './state';

export const me = normalMe.imAccount;
export const peer = 'u100002';

/** Registers the hooks; `other()` is the peer's client of the current test. */
export function chatWithPeer() {
  serveApiDuringTests();
  let other: ChatClient | null = null;
  let hub: MemoryHub | null = null;
  beforeAll(async () => {
    await initI18n('en');
    await i18n.loadNamespaces('chat');
  });
  beforeEach(async () => {
    reset();
    toasts.list = [];
    localStorage.clear();
    const world = createMemoryHub();
    hub = world;
    world.addAccount(me, normalMe.imPassword);
    world.addAccount(peer, 'password');
    setChatClientFactory(() => Promise.resolve(createMemoryClient(world)));
    other = createMemoryClient(world);
    await other.login({ user: peer, password: 'password' });
    writeToken('test-token');
    session.token = 'test-token';
    await loadMe();
    await ensureChat();
  });
  afterEach(async () => {
    // A test may have logged the peer out already.
    await other?.logout().catch(() => undefined);
    reset();
    setChatClientFactory(null);
  });
  return {
    other: () => other!,
    /** The memory chat service of the current test. */
    hub: () => hub!,
    /** The history with the peer. */
    thread: () => chat.threads[peer]!,
  };
}

/** Waits (2 s at most) for the store to reach a state. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}
