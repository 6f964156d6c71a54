/**
 * For the chat store's tests: the member (the mock world's normal member) signed in on a memory
 * chat hub with one peer whose own client the test drives, everything reset between tests. With
 * `tabs`, the store's client is a tab of a browser (one chat connection for its tabs), and
 * `otherTab()` is another tab of the member in that browser.
 */
import { locks } from 'node:worker_threads';
import { createMemoryClient, createMemoryHub, type MemoryHub } from '@heartline/im/memory';
import { createTabClient, newClientId, type ChatClient } from '@heartline/im';
import { normalMe } from '@heartline/sdk/mocks';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
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
export function chatWithPeer({ tabs = false } = {}) {
  serveApiDuringTests();
  let other: ChatClient | null = null;
  let otherTab: ChatClient | null = null;
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
    const scope = newClientId();
    const tab = () =>
      createTabClient({ kind: 'memory', scope, locks, create: () => createMemoryClient(world) });
    setChatClientFactory(() => Promise.resolve(tabs ? tab() : createMemoryClient(world)));
    otherTab = tabs ? tab() : null;
    other = createMemoryClient(world);
    await other.login({ user: peer, password: 'password' });
    writeToken('test-token');
    session.token = 'test-token';
    await loadMe();
    await ensureChat();
    await otherTab?.login({ user: me, password: normalMe.imPassword });
  });
  afterEach(async () => {
    // A test may have logged the peer out already.
    await other?.logout().catch(() => undefined);
    await otherTab?.logout();
    reset();
    setChatClientFactory(null);
  });
  return {
    other: () => other!,
    /** Another tab of the member in the same browser (with `tabs`). */
    otherTab: () => otherTab!,
    /** The memory chat service of the current test. */
    hub: () => hub!,
    /** The history with the peer. */
    thread: () => chat.threads[peer]!,
  };
}

/**
 * Waits for the store to reach a state, checking it every 10 ms. The 10 s bound (half the unit
 * tests' time-out) only guards against a hang: a state that never comes fails with its check.
 */
export async function until(check: () => boolean) {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`The chat never reached the state: ${check.toString()}`);
    },
    { timeout: 10_000, interval: 10 },
  );
}
