/**
 * The chat clients of the benchmark, in a process of their own (bench/chatBench.ts forks
 * BENCH_CLIENT_PROCESSES of them, so 10,000 sockets are not one event loop's work). Each gets a
 * slice of whole pairs of bench users: a message's sender and recipient live in one process and
 * its send-to-receive time is read on one clock. It logs them in, sends its share of the rate
 * through the real gateway, and reports every latency, what was lost or shown twice, and its own
 * event-loop delay (a busy client makes every latency look longer than the server made it).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';

export interface BenchCredentials {
  user: string;
  password: string;
}

export type ClientsRequest =
  /** Each user logs in to urls[i % urls.length]: a pair's two users to different servers. */
  | { kind: 'login'; urls: string[]; users: BenchCredentials[]; concurrency: number }
  | { kind: 'warm' }
  | { kind: 'measure'; rate: number; seconds: number; graceMs: number }
  | { kind: 'logout' };

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export type ClientsReport =
  | { kind: 'loggedIn'; ms: number }
  | { kind: 'warmed'; ms: number; pending: number }
  | { kind: 'sent'; sent: number; seconds: number }
  | {
      kind: 'result';
      latencies: number[];
      lost: number;
      duplicated: number;
      refused: number;
      loopDelay: LoopDelay;
      /** Processor time used while sending, per second of it (1 = one core). */
      cpu: number;
      rss: number;
    }
  | { kind: 'loggedOut' };

/** How long the warm-up waits for its messages to arrive. */
const WARM_UP_WAIT_MS = 120_000;
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));
const report = (message: ClientsReport) => process.send!(message);

const clients: ChatClient[] = [];
let users: BenchCredentials[] = [];
const sentAt = new Map<string, number>();
const seen = new Set<string>();
let latencies: number[] = [];
let measuring = false;
let duplicated = 0;
let refused = 0;
let clientIds = 0;
const loopDelay = monitorEventLoopDelay({ resolution: 1 });

async function login(urls: readonly string[], concurrency: number): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < users.length; i += concurrency) {
    await Promise.all(
      users.slice(i, i + concurrency).map(async (credentials, n) => {
        const client = createLocalClient({ url: urls[(i + n) % urls.length]!, brand: 'bench' });
        client.on('message', (message) => {
          const key = `${message.to} ${message.id}`;
          if (seen.has(key)) duplicated += 1;
          seen.add(key);
          const at = message.clientId ? sentAt.get(message.clientId) : undefined;
          if (at === undefined) return;
          sentAt.delete(message.clientId!);
          if (measuring) latencies.push(performance.now() - at);
        });
        await client.login(credentials);
        clients[i + n] = client;
      }),
    );
  }
  report({ kind: 'loggedIn', ms: performance.now() - started });
}

/** Client ids are unique per sender; the process id keeps them apart across processes too. */
function sendOne(from: number): void {
  const to = users[from % 2 === 0 ? from + 1 : from - 1]!.user;
  clientIds += 1;
  const clientId = `b${process.pid}-${clientIds}`;
  sentAt.set(clientId, performance.now());
  clients[from]!.send({ to, type: 'txt', msg: `bench message ${clientIds}`, clientId }).catch(
    () => (refused += 1),
  );
}

/**
 * Every client once (users looked up, pairs settled), a hundred at a time, and then until every
 * one of them was received: the measured phase starts with nothing queued.
 */
async function warm(): Promise<void> {
  const started = performance.now();
  for (let i = 0; i < clients.length; i++) {
    sendOne(i);
    if (i % 100 === 99) await pause(100);
  }
  const until = performance.now() + WARM_UP_WAIT_MS;
  while (sentAt.size > 0 && performance.now() < until) await pause(50);
  report({ kind: 'warmed', ms: performance.now() - started, pending: sentAt.size });
}

async function measure(rate: number, seconds: number, graceMs: number): Promise<void> {
  latencies = [];
  measuring = true;
  loopDelay.reset();
  loopDelay.enable();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let sent = 0;
  let cursor = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      sendOne(cursor);
      cursor = (cursor + 1) % clients.length;
    }
    await pause(5);
  }
  const spent = (performance.now() - started) / 1000;
  const { user, system } = process.cpuUsage(cpuBefore);
  report({ kind: 'sent', sent, seconds: spent });
  const graceEnd = performance.now() + graceMs;
  while (sentAt.size > 0 && performance.now() < graceEnd) await pause(50);
  measuring = false;
  loopDelay.disable();
  const ms = (ns: number) => ns / 1e6;
  report({
    kind: 'result',
    latencies,
    lost: sentAt.size,
    duplicated,
    refused,
    loopDelay: {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    },
    cpu: (user + system) / 1e6 / spent,
    rss: process.memoryUsage().rss,
  });
}

process.on('message', (request: ClientsRequest) => {
  const failed = (error: unknown) => {
    console.error(error);
    process.exit(1);
  };
  switch (request.kind) {
    case 'login':
      users = request.users;
      login(request.urls, request.concurrency).catch(failed);
      return;
    case 'warm':
      warm().catch(failed);
      return;
    case 'measure':
      measure(request.rate, request.seconds, request.graceMs).catch(failed);
      return;
    case 'logout':
      Promise.all(clients.map((client) => client.logout())).then(() => {
        report({ kind: 'loggedOut' });
        process.disconnect();
      }, failed);
      return;
  }
});
