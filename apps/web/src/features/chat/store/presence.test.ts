import type { ChatClient, PresenceState } from '@heartline/im';
import { createMemoryClient, createMemoryHub, type MemoryHub } from '@heartline/im/memory';
import { normalMe } from '@heartline/sdk/mocks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setChatClientFactory } from '../../../chatConnection';
import { serveApiDuringTests } from '../../../test/apiServer';
import { loadMe, session } from '../../../stores/session';
import { writeToken } from '../../../stores/token';
import { readyClient } from './client';
import { ensureChat, reset } from './lifecycle';
import { chat } from './state';

serveApiDuringTests();

const me = normalMe.imAccount;
const peer = 'u100002';
let hub: MemoryHub;
let other: ChatClient;

beforeEach(async () => {
  reset();
  hub = createMemoryHub();
  hub.addAccount(me, normalMe.imPassword);
  hub.addAccount(peer, 'password');
  setChatClientFactory(() => Promise.resolve(createMemoryClient(hub)));
  other = createMemoryClient(hub);
  await other.login({ user: peer, password: 'password' });
  writeToken('test-token');
  session.token = 'test-token';
  await loadMe();
  await ensureChat();
});

afterEach(async () => {
  await other.logout().catch(() => undefined);
  reset();
  setChatClientFactory(null);
});

describe('presence, last seen', () => {
  it('keeps the time a peer left, live, and forgets it when they are back', async () => {
    const client = await readyClient();
    await client.subscribePresence([peer]);
    expect(chat.lastSeen[peer]).toBeUndefined();

    const before = Date.now();
    await other.logout();
    await vi.waitFor(() => expect(chat.lastSeen[peer]).toBeGreaterThanOrEqual(before));

    await other.login({ user: peer, password: 'password' });
    await vi.waitFor(() => expect(chat.lastSeen[peer]).toBeUndefined());
  });

  it('keeps nothing when the peer hides it', async () => {
    hub.setHideLastSeen(peer, true);
    const client = await readyClient();
    await client.subscribePresence([peer]);
    const told = new Promise<PresenceState>((resolve) => client.on('presence', resolve));
    await other.logout();
    expect(await told).toEqual({ imAccount: peer, online: false, lastSeen: null });
    expect(chat.lastSeen[peer]).toBeUndefined();
  });

  it('is emptied by reset (logging out)', () => {
    chat.lastSeen[peer] = 1;
    reset();
    expect(chat.lastSeen).toEqual({});
  });
});
