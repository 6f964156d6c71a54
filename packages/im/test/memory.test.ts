/** What the memory implementation offers beyond the conformance suite: its test hooks. */
import { describe, expect, it } from 'vitest';
import { createChatClient } from '../src/createChatClient';
import { SendRefusedError } from '../src/errors';
import {
  createMemoryClient,
  createMemoryHub,
  defaultMemoryHub,
  type MemoryHub,
} from '../src/memory';
import type { ChatClient, ChatEvents } from '../src/types';
import { eventually } from './conformance';

const fast = { reconnect: { baseDelayMs: 1, maxDelayMs: 2 } };

async function online(hub: MemoryHub, user: string): Promise<ChatClient> {
  hub.addAccount(user);
  const client = createMemoryClient(hub, fast);
  await client.login({ user, password: 'password' });
  return client;
}

function collect<K extends keyof ChatEvents>(client: ChatClient, type: K): ChatEvents[K][] {
  const list: ChatEvents[K][] = [];
  client.on(type, (event) => list.push(event));
  return list;
}

describe('memory hub hooks', () => {
  it.each([
    [106, 'nothing left to pay the translation with'],
    [1104, 'you cannot give yourself a gift'],
  ])('refuses with code %i and its message', async (code, message) => {
    const hub = createMemoryHub();
    const a = await online(hub, 'u1');
    await online(hub, 'u2');
    const refused = collect(a, 'refused');
    hub.refuseNext({ from: 'u1', code, message });
    const error = await a.send({ to: 'u2', type: 'txt', msg: 'hi' }).catch((e) => e);
    expect(error).toBeInstanceOf(SendRefusedError);
    expect(error).toMatchObject({ code, message });
    expect(refused).toEqual([
      { type: 502, code, message, clientId: error.refusal.clientId, to: 'u2' },
    ]);
  });

  it('applies a standing refusal rule until it is removed', async () => {
    const hub = createMemoryHub();
    const a = await online(hub, 'u1');
    await online(hub, 'u2');
    hub.setRefusal((m) => (m.type === 'custom' ? { code: 105, message: 'no coins' } : null));
    const gift = { to: 'u2', type: 'custom', customType: 'gift' } as const;
    await expect(a.send(gift)).rejects.toMatchObject({ code: 105 });
    await expect(a.send({ to: 'u2', type: 'txt', msg: 'text is free' })).resolves.toBeTruthy();
    hub.setRefusal(null);
    await expect(a.send(gift)).resolves.toBeTruthy();
  });

  it('measures times and the recall limit with the injected clock', async () => {
    let now = Date.UTC(2026, 10, 20, 8, 30);
    const hub = createMemoryHub({ now: () => now, recallLimitMs: 60_000 });
    const a = await online(hub, 'u1');
    await online(hub, 'u2');
    const ack = await a.send({ to: 'u2', type: 'txt', msg: 'hi' });
    expect(ack.time).toBe(now);
    now += 60_001;
    await expect(a.recall({ id: ack.id, to: 'u2' })).rejects.toMatchObject({ code: 1801 });
  });

  it('seeds a conversation with post, delivered to the recipient when online', async () => {
    const hub = createMemoryHub();
    hub.addAccount('hl_service');
    const a = await online(hub, 'u1');
    const messages = collect(a, 'message');
    hub.post('hl_service', { to: 'u1', type: 'txt', msg: 'Welcome to Heartline!' });
    await eventually(() => expect(messages).not.toHaveLength(0));
    // Answered by the hub after every push the post made: a second copy would have come first.
    const [summary] = await a.conversations();
    expect(messages.map((m) => m.msg)).toEqual(['Welcome to Heartline!']);
    expect(summary).toMatchObject({ imAccount: 'hl_service', unread_num: 1 });
  });

  it('refuses a login while the account is offline, and takes it once back', async () => {
    const hub = createMemoryHub();
    hub.addAccount('u1');
    hub.setNetwork('u1', false);
    const a = createMemoryClient(hub, fast);
    await expect(a.login({ user: 'u1', password: 'password' })).rejects.toMatchObject({
      kind: 'notConnected',
    });
    hub.setNetwork('u1', true);
    await a.login({ user: 'u1', password: 'password' });
    expect(a.state.status).toBe('connected');
  });

  it('kicks a device that is still reconnecting when the account logs in elsewhere', async () => {
    const hub = createMemoryHub();
    const first = await online(hub, 'u1');
    const kicked = collect(first, 'kicked');
    const states = collect(first, 'connection');
    const reconnecting = new Promise<void>((resolve) => {
      const off = first.on('connection', (state) => {
        if (state.status !== 'reconnecting') return;
        off();
        resolve();
      });
    });
    hub.setNetwork('u1', false);
    await reconnecting;
    // Back up and taken over at once, in microtasks: the first's next attempt waits on a timer.
    hub.setNetwork('u1', true);
    const second = createMemoryClient(hub, fast);
    await second.login({ user: 'u1', password: 'password' });
    await eventually(() => expect(kicked).not.toHaveLength(0));
    // Answered by the hub after anything it sent the first device: a second kick comes before.
    await second.conversations();
    expect(kicked).toEqual([{ type: 39, reason: 'otherDevice' }]);
    expect(states.map((s) => s.status)).toEqual(['reconnecting', 'disconnected']);
    expect(first.state).toEqual({ status: 'disconnected' });
    expect(second.state).toEqual({ status: 'connected' });
  });

  it('reports online only while connected', async () => {
    const hub = createMemoryHub();
    const a = await online(hub, 'u1');
    expect(hub.isOnline('u1')).toBe(true);
    await a.logout();
    expect(hub.isOnline('u1')).toBe(false);
  });
});

describe('createChatClient', () => {
  it('builds a memory client on the shared hub when given none', async () => {
    defaultMemoryHub().addAccount('u-shared');
    const client = await createChatClient({ kind: 'memory' });
    expect(client.kind).toBe('memory');
    await client.login({ user: 'u-shared', password: 'password' });
    expect(client.state.status).toBe('connected');
    await client.logout();
  });

  it('creates the local gateway client, disconnected until it logs in', async () => {
    const client = await createChatClient({ kind: 'local', url: 'ws://localhost/api/im' });
    expect(client.kind).toBe('local');
    expect(client.state).toEqual({ status: 'disconnected' });
    expect(client.user).toBeNull();
  });
});
