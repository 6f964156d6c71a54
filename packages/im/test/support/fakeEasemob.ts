/**
 * A stand-in for easemob-websdk at its module boundary: a connection class that records every
 * call (vi.fn) and lets a test fire the events the SDK would dispatch, and message.create.
 * Test files install it with
 *   vi.mock('easemob-websdk', async () => (await import('./support/fakeEasemob')).sdkModule());
 */
import { vi } from 'vitest';
import type { EasemobConfig } from '../../src/config';
import { createEasemobClient } from '../../src/easemob';
import type { ChatClient, ChatEvents } from '../../src/types';

function makeFake() {
  const SENT_AT = 1_795_163_400_000;
  let localIds = 0;
  const state = { loads: 0, connections: [] as FakeConnection[] };

  class FakeConnection {
    readonly handlers: Record<string, ((payload?: unknown) => void) | undefined> = {};
    handlerId = '';
    readonly options: Record<string, unknown>;
    constructor(options: Record<string, unknown>) {
      this.options = options;
      state.connections.push(this);
    }
    addEventHandler(id: string, handlers: Record<string, (payload?: unknown) => void>) {
      this.handlerId = id;
      Object.assign(this.handlers, handlers);
    }
    removeEventHandler = vi.fn();
    open = vi.fn((_params: unknown) => {
      this.fire('onConnected');
      return Promise.resolve({ accessToken: 'token' });
    });
    close = vi.fn(() => this.fire('onDisconnected'));
    send = vi.fn((body: { id: string }) =>
      Promise.resolve({
        localMsgId: body.id,
        serverMsgId: `srv-${body.id}`,
        message: { ...body, time: SENT_AT },
      }),
    );
    recallMessage = vi.fn((_params: unknown) => Promise.resolve({}));
    getHistoryMessages = vi.fn((_params: unknown) =>
      Promise.resolve({
        messages: [] as unknown[],
        cursor: undefined as string | undefined,
        isLast: true,
      }),
    );
    getServerConversations = vi.fn((_params: unknown) =>
      Promise.resolve({
        type: 0,
        data: { conversations: [] as unknown[], cursor: '' },
      }),
    );
    deleteConversation = vi.fn((_params: unknown) => Promise.resolve({ type: 0 }));
    removeHistoryMessages = vi.fn((_params: unknown) => Promise.resolve(undefined));
    subscribePresence = vi.fn((_params: unknown) =>
      Promise.resolve({
        type: 0,
        data: { result: [] as unknown[] },
      }),
    );
    unsubscribePresence = vi.fn((_params: unknown) => Promise.resolve(undefined));
    /** The SDK dispatching an event to the handlers the client registered. */
    fire(name: string, payload?: unknown) {
      this.handlers[name]?.(payload);
    }
  }

  const create = vi.fn((params: Record<string, unknown>) =>
    params.type === 'read'
      ? { ...params, ackId: params.id, id: `local-${++localIds}` }
      : { ...params, id: `local-${++localIds}`, time: SENT_AT - 5 },
  );

  return { state, FakeConnection, create, SENT_AT };
}

export const fake = makeFake();

/** What `import('easemob-websdk')` answers while mocked; counts the loads. */
export function sdkModule() {
  fake.state.loads += 1;
  return { default: { connection: fake.FakeConnection, message: { create: fake.create } } };
}

export const config: EasemobConfig = {
  appKey: 'heartline#chat',
  url: 'wss://im.example.com/websocket',
  apiUrl: 'https://api.example.com',
  isHttpDNS: false,
  brand: 'Chrome',
  reconnect: { baseDelayMs: 10, maxDelayMs: 10, random: () => 0.5 },
};
export const credentials = { user: 'u100001', password: 'im-secret' };

export function collect<K extends keyof ChatEvents>(client: ChatClient, type: K): ChatEvents[K][] {
  const list: ChatEvents[K][] = [];
  client.on(type, (event) => list.push(event));
  return list;
}

export const conn = () => fake.state.connections.at(-1)!;

export async function loggedIn(overrides: Partial<EasemobConfig> = {}) {
  const client = createEasemobClient({ ...config, ...overrides });
  await client.login(credentials);
  return { client, conn: conn() };
}

export const textBody = (over: Record<string, unknown> = {}) => ({
  id: '1289375612101',
  type: 'txt',
  chatType: 'singleChat',
  from: 'u100003',
  to: 'u100001',
  msg: 'Привет',
  time: 1_795_163_000_000,
  ext: { translation: 'Hi', translateRecordId: 9, platform: 'Web', brand: 'Firefox' },
  ...over,
});
