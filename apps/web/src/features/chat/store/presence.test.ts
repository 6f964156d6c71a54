import type { PresenceState } from '@heartline/im';
import { describe, expect, it, vi } from 'vitest';
import { readyClient } from './client';
import { reset } from './lifecycle';
import { chatWithPeer, peer } from './chatTestWorld';
import { chat } from './state';

const world = chatWithPeer();

describe('presence, last seen', () => {
  it('keeps the time a peer left, live, and forgets it when they are back', async () => {
    const client = await readyClient();
    await client.subscribePresence([peer]);
    expect(chat.lastSeen[peer]).toBeUndefined();

    const before = Date.now();
    await world.other().logout();
    await vi.waitFor(() => expect(chat.lastSeen[peer]).toBeGreaterThanOrEqual(before));

    await world.other().login({ user: peer, password: 'password' });
    await vi.waitFor(() => expect(chat.lastSeen[peer]).toBeUndefined());
  });

  it('keeps nothing when the peer hides it', async () => {
    world.hub().setHideLastSeen(peer, true);
    const client = await readyClient();
    await client.subscribePresence([peer]);
    const told = new Promise<PresenceState>((resolve) => client.on('presence', resolve));
    await world.other().logout();
    expect(await told).toEqual({ imAccount: peer, online: false, lastSeen: null });
    expect(chat.lastSeen[peer]).toBeUndefined();
  });

  it('is emptied by reset (logging out)', () => {
    chat.lastSeen[peer] = 1;
    reset();
    expect(chat.lastSeen).toEqual({});
  });
});
