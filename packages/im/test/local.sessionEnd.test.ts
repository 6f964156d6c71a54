/**
 * The local client when the gateway ends the account's sessions (a logout, a password change, a
 * cancellation: PROTOCOL.md "Sessions ended on the server"): the `loggedOut` frame, or the close
 * code 4009 alone, is the end. The client reports it as `kicked` with the reason and stays out:
 * no reconnection, no login with a password that no longer opens anything. A scripted WebSocket
 * plays the gateway.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalClient } from '../src/local/client';
import type { ChatClient, ChatEvents, ConnectionState } from '../src/types';
import { eventually } from './conformance';

type Sent = Record<string, unknown> & { type: string; rid?: number };

/** A WebSocket whose other end is the test: it answers logins, pushes frames, closes. */
class ScriptedSocket {
  static opened: ScriptedSocket[] = [];
  readonly sent: Sent[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;

  constructor(readonly url: string) {
    ScriptedSocket.opened.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }

  send(text: string): void {
    const frame = JSON.parse(text) as Sent;
    this.sent.push(frame);
    if (frame.type === 'login') {
      this.push({
        type: 'welcome',
        rid: frame.rid,
        user: frame.user,
        session: 'session-1',
        cursor: 0,
        resumed: false,
        heartbeatMs: 60_000,
        time: Date.now(),
      });
    }
  }

  close(code = 1000): void {
    this.closeFromServer(code);
  }

  /** A frame from the gateway. */
  push(frame: Record<string, unknown>): void {
    queueMicrotask(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }

  /** The gateway closes the connection. */
  closeFromServer(code: number): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({ code }));
  }

  /** Resolves once every event queued so far (they go in order) has reached the client. */
  delivered(): Promise<void> {
    return new Promise((resolve) => queueMicrotask(resolve));
  }
}

const clients: ChatClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.logout()));
  ScriptedSocket.opened = [];
});

async function loggedIn() {
  const client = createLocalClient({
    url: 'ws://gateway.test/api/im',
    WebSocket: ScriptedSocket as unknown as typeof WebSocket,
    reconnect: { baseDelayMs: 1, maxDelayMs: 5 },
    requestTimeoutMs: 500,
  });
  clients.push(client);
  const kicked: Array<ChatEvents['kicked']> = [];
  const states: ConnectionState[] = [];
  client.on('kicked', (notice) => kicked.push(notice));
  client.on('connection', (state) => states.push(state));
  await client.login({ user: 'u100001', password: 'chat-password' });
  return { client, kicked, states, socket: ScriptedSocket.opened.at(-1)! };
}

describe('a session the gateway ends', () => {
  it.each([
    ['logout', 'loggedOut'],
    ['passwordChanged', 'passwordChanged'],
    ['cancelled', 'removed'],
    ['banned', 'removed'],
  ] as const)(
    'loggedOut (%s) then 4009: kicked (%s), disconnected, and no reconnection',
    async (reason, kick) => {
      const { client, kicked, states, socket } = await loggedIn();
      socket.push({ type: 'loggedOut', reason, msg: 'Your password was changed' });
      socket.closeFromServer(4009);
      await eventually(() => expect(kicked).toEqual([{ type: 39, reason: kick }]));
      // The close has reached the client too: a reconnection would have begun with
      // 'reconnecting' then (its socket opens only after a backoff).
      await socket.delivered();
      expect(client.state).toEqual({ status: 'disconnected' });
      expect(client.user).toBeNull();
      expect(states.map((s) => s.status)).toEqual(['connected', 'disconnected']);
      expect(ScriptedSocket.opened).toHaveLength(1);
    },
  );

  it('4009 alone (the frame lost on the way) ends it too', async () => {
    const { client, kicked, states, socket } = await loggedIn();
    socket.closeFromServer(4009);
    await eventually(() => expect(kicked).toEqual([{ type: 39, reason: 'loggedOut' }]));
    await socket.delivered();
    expect(client.state).toEqual({ status: 'disconnected' });
    expect(states.map((s) => s.status)).toEqual(['connected', 'disconnected']);
    expect(ScriptedSocket.opened).toHaveLength(1);
    await expect(client.conversations()).rejects.toMatchObject({ kind: 'notConnected' });
  });

  it('its own logout, answered by 4009, is no kick', async () => {
    const { client, kicked, states, socket } = await loggedIn();
    await client.logout();
    socket.closeFromServer(4009);
    // Every event of the socket has reached the client: a kick or a reconnection starts there.
    await socket.delivered();
    expect(kicked).toEqual([]);
    expect(states.map((s) => s.status)).toEqual(['connected', 'disconnected']);
    expect(ScriptedSocket.opened).toHaveLength(1);
  });

  it('a cut that is not an end (idle, 4003) is reconnected as before', async () => {
    const { client, kicked, states, socket } = await loggedIn();
    socket.closeFromServer(4003);
    // Connected again on a new socket, after the close was handled (a kick would come from it).
    await eventually(() =>
      expect(states.map((s) => s.status)).toEqual(['connected', 'reconnecting', 'connected']),
    );
    expect(kicked).toEqual([]);
    expect(ScriptedSocket.opened).toHaveLength(2);
    expect(client.state).toEqual({ status: 'connected' });
  });
});
