// Prometheus metrics: served on their own port only, with HTTP latency by operation (never by raw
// URL), open chat sockets, chat messages, fan-out lag, ledger transfers, rate-limit refusals and
// the event loop's lag.
import { createLocalClient } from '@heartline/im/local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsText, startMetricsServer } from '../src/metrics.ts';
import { createChatUser, listenForChat, testClientOptions } from './support/chatWorld.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1' });
  url = await listenForChat(t);
  t.clock.now = new Date();
});

afterAll(() => t.close());

/** The value of one sample line, 0 when absent. */
async function sample(name: string, labels = ''): Promise<number> {
  const line = (await metricsText())
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{${labels}}` : `${name} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('metrics', () => {
  it('times HTTP answers by the operation, not by the URL with its ids', async () => {
    const labels = 'method="GET",operation="/api/dynamic/dynamic-info",status="401"';
    const before = await sample('heartline_http_request_duration_seconds_count', labels);
    await t.call('GET', '/dynamic/dynamic-info', { query: { id: 'x' } });
    await t.call('GET', '/dynamic/dynamic-info', { query: { id: 'y' } });
    expect(await sample('heartline_http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(await metricsText()).not.toContain('id=');
  });

  it('counts refusals of a per-address limit by operation', async () => {
    const labels = 'operation="/api/account/login"';
    const before = await sample('heartline_rate_limit_refusals_total', labels);
    const login = { email: 'nobody@example.com', password: 'wrong-password-1' };
    await t.call('POST', '/account/login', { body: login });
    const refused = await t.call('POST', '/account/login', { body: login });
    expect(refused.status).toBe(429);
    expect(await sample('heartline_rate_limit_refusals_total', labels)).toBe(before + 1);
  });

  it('follows the chat: open sockets, messages, fan-out lag and the ledger', async () => {
    const transfers = await sample('heartline_ledger_transfers_total', 'kind="recharge"');
    const [a, b] = [await createChatUser(t.services), await createChatUser(t.services)];
    expect(await sample('heartline_ledger_transfers_total', 'kind="recharge"')).toBe(transfers + 2);
    const messages = await sample('heartline_chat_messages_total');
    const lag = await sample('heartline_chat_fanout_lag_seconds_count');
    const clients = [a, b].map(() => createLocalClient({ url, ...testClientOptions }));
    try {
      await clients[0]!.login({ user: a.imAccount, password: a.imPassword });
      await clients[1]!.login({ user: b.imAccount, password: b.imPassword });
      expect(await sample('heartline_chat_sockets')).toBeGreaterThanOrEqual(2);
      const received = new Promise((resolve) => clients[1]!.on('message', resolve));
      await clients[0]!.send({ to: b.imAccount, type: 'txt', msg: 'hello' });
      await received;
      expect(await sample('heartline_chat_messages_total')).toBe(messages + 1);
      expect(await sample('heartline_chat_fanout_lag_seconds_count')).toBeGreaterThan(lag);
    } finally {
      await Promise.all(clients.map((client) => client.logout()));
    }
  });

  it('serves them on the metrics port only, with the event loop lag', async () => {
    const server = await startMetricsServer('127.0.0.1', 0);
    try {
      const scraped = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toContain('text/plain');
      const text = await scraped.text();
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('heartline_chat_sockets');
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    } finally {
      await server.close();
    }
    const publicPort = await t.inject({ method: 'GET', url: '/metrics' });
    expect(publicPort.body).not.toContain('heartline_');
  });
});
