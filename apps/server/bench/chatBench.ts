/**
 * Chat gateway benchmark (a command, not a test: these machines are shared and noisy). Starts the
 * server in a child process (bench/chatBenchServer.ts), opens BENCH_SOCKETS (2,000) local chat
 * clients over loopback WebSockets, pairs them, and sends BENCH_RATE (1,000) messages a second for
 * BENCH_SECONDS (20) through the gateway, every one stored in the database. Prints the
 * send-to-receive latency (p50, p99, p99.9, max), messages lost and shown twice, and the server's
 * memory, event-loop delay and write transactions. On PGlite by default; on PostgreSQL with
 * BENCH_DATABASE_URL. BENCH_NODE_OPTIONS are given to the server's Node (e.g. --cpu-prof).
 *
 *   npm run bench:chat -w @heartline/server
 *   BENCH_DATABASE_URL=postgres://heartline:heartline@127.0.0.1/heartline_bench npm run bench:chat -w @heartline/server
 */
import { fork } from 'node:child_process';
import type { ChatClient } from '@heartline/im';
import { createLocalClient } from '@heartline/im/local';
import type { ChatWriterStats } from '../src/gateway/chatWriter.ts';
import type { BenchServerReady } from './chatBenchServer.ts';

const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LOGIN_CONCURRENCY = 50;
/** How long after the last send a message not received yet counts as lost. */
const GRACE_MS = 30_000;

interface ServerStats {
  rss: number;
  heapUsed: number;
  peakRss: number;
  peakHeap: number;
  connections: number;
  writer: ChatWriterStats;
  /** The server's event-loop delay (ms) since the last reset. */
  loopDelay: { p50: number; p99: number; max: number };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  const server = fork(new URL('./chatBenchServer.ts', import.meta.url), {
    stdio: 'inherit',
    execArgv: process.env.BENCH_NODE_OPTIONS?.split(' ') ?? [],
  });
  const next = <T>(kind: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: { kind: string }) => {
        if (message.kind !== kind) return;
        server.off('message', listener);
        resolve(message as T);
      };
      server.on('message', listener);
    });
  const stats = (reset = false) => {
    const answer = next<ServerStats>('stats');
    server.send({ kind: 'stats', reset });
    return answer;
  };
  const started = performance.now();
  const ready = await next<BenchServerReady>('ready');
  const url = `ws://127.0.0.1:${ready.port}/api/im`;
  console.log(
    `server ready on ${ready.database} with ${ready.users.length} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // Open and log in every socket, a few dozen at a time.
  const clients: ChatClient[] = [];
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Set<string>();
  let received = 0;
  let duplicated = 0;
  let measuring = false;
  const loginStarted = performance.now();
  for (let i = 0; i < ready.users.length; i += LOGIN_CONCURRENCY) {
    await Promise.all(
      ready.users.slice(i, i + LOGIN_CONCURRENCY).map(async (credentials, n) => {
        const client = createLocalClient({ url, brand: 'bench' });
        client.on('message', (message) => {
          const key = `${message.to} ${message.id}`;
          if (seen.has(key)) duplicated += 1;
          seen.add(key);
          const at = message.clientId ? sentAt.get(message.clientId) : undefined;
          if (at === undefined) return;
          sentAt.delete(message.clientId!);
          received += 1;
          if (measuring) latencies.push(performance.now() - at);
        });
        await client.login(credentials);
        clients[i + n] = client;
      }),
    );
  }
  console.log(
    `${clients.length} sockets logged in in ${((performance.now() - loginStarted) / 1000).toFixed(1)} s`,
  );

  let sent = 0;
  let refused = 0;
  let clientIds = 0;
  const sendOne = (from: number) => {
    const client = clients[from]!;
    const to = ready.users[from % 2 === 0 ? from + 1 : from - 1]!.user;
    clientIds += 1;
    const clientId = `b${clientIds}`;
    sentAt.set(clientId, performance.now());
    sent += 1;
    client
      .send({ to, type: 'txt', msg: `bench message ${clientIds}`, clientId })
      .catch(() => (refused += 1));
  };
  // Warm-up: every client once (users looked up, pairs settled), then a quiet second.
  for (let i = 0; i < clients.length; i++) {
    sendOne(i);
    if (i % 100 === 99) await pause(100);
  }
  await pause(2000);

  const atStart = await stats(true);
  measuring = true;
  const before = { sent, received };
  const phaseStart = performance.now();
  let next_ = 0;
  let cursor = 0;
  while (performance.now() - phaseStart < SECONDS * 1000) {
    const due = Math.floor(((performance.now() - phaseStart) / 1000) * RATE);
    for (; next_ < due; next_++) {
      sendOne(cursor);
      cursor = (cursor + 1) % clients.length;
    }
    await pause(5);
  }
  const phaseSent = sent - before.sent;
  const phaseSeconds = (performance.now() - phaseStart) / 1000;
  const atEnd = await stats();
  const graceEnd = performance.now() + GRACE_MS;
  while (sentAt.size > 0 && performance.now() < graceEnd) await pause(50);
  measuring = false;
  const phaseReceived = latencies.length;
  const serverStats = await stats();

  latencies.sort((a, b) => a - b);
  const lost = sentAt.size;
  const writer = serverStats.writer;
  const phase = {
    writes: atEnd.writer.writes - atStart.writer.writes,
    batches: atEnd.writer.batches - atStart.writer.batches,
    busy: (atEnd.writer.busyMs - atStart.writer.busyMs) / 1000 / phaseSeconds,
  };
  const parts = Object.entries(atEnd.writer.partsMs).map(
    ([part, spent]) =>
      `${part} ${((spent - (atStart.writer.partsMs[part] ?? 0)) / phaseSent).toFixed(2)} ms`,
  );
  console.log(`
Chat gateway benchmark: ${clients.length} sockets, ${RATE} messages/s for ${SECONDS} s, ${ready.database}
  sent ${phaseSent} (${(phaseSent / phaseSeconds).toFixed(0)}/s), received ${phaseReceived}, lost ${lost}, shown twice ${duplicated}, refused ${refused}
  send-to-receive latency: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, p99.9 ${ms(percentile(latencies, 99.9))}, max ${ms(latencies.at(-1) ?? NaN)}
  server memory: RSS ${mb(serverStats.rss)} (peak ${mb(serverStats.peakRss)}), heap ${mb(serverStats.heapUsed)} (peak ${mb(serverStats.peakHeap)}), ${serverStats.connections} connections
  server writes while measuring: ${phase.writes} in ${phase.batches} transactions (mean ${(phase.writes / phase.batches).toFixed(1)}, largest of the run ${writer.largestBatch}), inside them ${(phase.busy * 100).toFixed(0)}% of the time
  write time per message sent, by part: ${parts.join(', ')}
  server event-loop delay while measuring: p50 ${ms(atEnd.loopDelay.p50)}, p99 ${ms(atEnd.loopDelay.p99)}, max ${ms(atEnd.loopDelay.max)}
  bench process memory: RSS ${mb(process.memoryUsage().rss)}`);

  await Promise.all(clients.map((client) => client.logout()));
  server.send({ kind: 'stop' });
  await new Promise((resolve) => server.once('exit', resolve));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
