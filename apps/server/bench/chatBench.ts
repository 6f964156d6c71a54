/**
 * Chat gateway benchmark (a command, not a test: these machines are shared and noisy). Starts the
 * server in a child process (bench/chatBenchServer.ts), opens BENCH_SOCKETS (2,000) local chat
 * clients over loopback WebSockets in BENCH_CLIENT_PROCESSES (1) client processes
 * (bench/chatBenchClients.ts), pairs them, and sends BENCH_RATE (1,000) messages a second for
 * BENCH_SECONDS (20) through the gateway, every one stored in the database. Prints the
 * send-to-receive latency (p50, p99, p99.9, max) beside the clients' own event-loop delay,
 * messages lost and shown twice, the server's memory before the sockets connect, once they are
 * connected and at the end (and so per connection), its event-loop delay and write transactions.
 * On PGlite by default; on PostgreSQL with BENCH_DATABASE_URL. BENCH_NODE_OPTIONS are given to
 * the server's Node (e.g. --cpu-prof). Each process needs a file descriptor per socket: above
 * about 1,000 sockets raise the limit in the same shell (`ulimit -n 20000`).
 *
 *   npm run bench:chat -w @heartline/server
 *   BENCH_DATABASE_URL=postgres://heartline:heartline@127.0.0.1/heartline_bench npm run bench:chat -w @heartline/server
 *   ulimit -n 20000; BENCH_SOCKETS=10000 BENCH_RATE=2000 BENCH_CLIENT_PROCESSES=2 BENCH_DATABASE_URL=... npm run bench:chat -w @heartline/server
 *
 * Several server processes (issue 16's "Scaling out"): BENCH_PROCESSES=3 starts three server
 * processes on BENCH_DATABASE_URL's PostgreSQL and a private redis-server, and logs each pair's two
 * users in to different processes, so that every message crosses Redis. Server figures are the
 * sums (memory, processor, writes) or the worst (event-loop delay) of the processes.
 *
 *   ulimit -n 20000; BENCH_PROCESSES=3 BENCH_SOCKETS=6000 BENCH_RATE=2000 BENCH_CLIENT_PROCESSES=2 BENCH_DATABASE_URL=... npm run bench:chat -w @heartline/server
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import type { ChatWriterStats } from '../src/gateway/chatWriter.ts';
import type { ClientsReport, ClientsRequest, LoopDelay } from './chatBenchClients.ts';
import type { BenchServerReady, BenchServerRequest } from './chatBenchServer.ts';
import { startRedis } from '../test/support/redisServer.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 1);
const SERVER_PROCESSES = Number(process.env.BENCH_PROCESSES ?? 1);
/** Logins under way at once, in each client process. */
const LOGIN_CONCURRENCY = 50;
/** How long after the last send a message not received yet counts as lost. */
const GRACE_MS = 30_000;
/** Descriptors a process needs besides its sockets (database, IPC, files). */
const SPARE_DESCRIPTORS = 200;

interface ServerStats {
  rss: number;
  heapUsed: number;
  /** Processor time used so far, in milliseconds. */
  cpuMs: number;
  peakRss: number;
  peakHeap: number;
  connections: number;
  writer: ChatWriterStats;
  /** The server's event-loop delay (ms) since the last reset. */
  loopDelay: LoopDelay;
}

type Result = Extract<ClientsReport, { kind: 'result' }>;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
const kbEach = (bytes: number, n: number) => `${(bytes / 1024 / n).toFixed(1)} kB`;
const pause = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The server and each client process hold a descriptor per socket. */
function checkDescriptorLimit(): void {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  const needed = SOCKETS + SPARE_DESCRIPTORS;
  if (Number.isFinite(limit) && limit < needed) {
    console.error(
      `The open-file limit is ${limit}, and ${SOCKETS} sockets need about ${needed}: ` +
        `run \`ulimit -n ${Math.max(needed, 20_000)}\` in this shell first.`,
    );
    process.exit(1);
  }
}

/** Waits for the next message of this kind from the child. */
function next<T extends { kind: string }>(child: ChildProcess, kind: T['kind']): Promise<T> {
  return new Promise<T>((resolve) => {
    const listener = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      child.off('message', listener);
      resolve(message as T);
    };
    child.on('message', listener);
  });
}

/** Asks every client process the same, and waits for each one's answer. */
function everyClient<T extends ClientsReport>(
  children: ChildProcess[],
  request: ClientsRequest | ((n: number) => ClientsRequest),
  answer: T['kind'],
): Promise<T[]> {
  const answers = children.map((child) => next<T>(child, answer));
  children.forEach((child, n) => child.send(typeof request === 'function' ? request(n) : request));
  return Promise.all(answers);
}

const forked: ChildProcess[] = [];
// The children never outlive the benchmark.
process.on('exit', () => forked.forEach((child) => child.kill()));

/** A child that ends before the benchmark does ends it too (else the parent would wait forever). */
function watch(child: ChildProcess, name: string): ChildProcess {
  forked.push(child);
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The ${name} process ended early (${signal ?? `exit code ${code}`}).`);
    process.exit(1);
  });
  return child;
}
let stopping = false;

async function main(): Promise<void> {
  checkDescriptorLimit();
  if (SERVER_PROCESSES > 1 && !process.env.BENCH_DATABASE_URL) {
    console.error(
      'BENCH_PROCESSES > 1 needs a PostgreSQL the processes share: set BENCH_DATABASE_URL.',
    );
    process.exit(1);
  }
  const redis = SERVER_PROCESSES > 1 ? await startRedis() : null;
  const startServer = (n: number) =>
    watch(
      fork(new URL('./chatBenchServer.ts', import.meta.url), {
        stdio: 'inherit',
        execArgv: [
          '--expose-gc',
          ...(process.env.BENCH_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
        ],
        env: {
          ...process.env,
          ...(redis ? { BENCH_REDIS_URL: redis.url } : {}),
          BENCH_PREPARE: n === 0 ? '1' : '0',
        },
      }),
      `server ${n + 1}`,
    );
  const started = performance.now();
  const servers = [startServer(0)];
  const ready = await next<BenchServerReady>(servers[0]!, 'ready');
  for (let n = 1; n < SERVER_PROCESSES; n++) servers.push(startServer(n));
  const ports = [
    ready.port,
    ...(await Promise.all(servers.slice(1).map((s) => next<BenchServerReady>(s, 'ready')))).map(
      (r) => r.port,
    ),
  ];
  const stats = async (
    request: Omit<Extract<BenchServerRequest, { kind: 'stats' }>, 'kind'> = {},
  ): Promise<ServerStats> => {
    const answers = servers.map((server) => next<ServerStats & { kind: 'stats' }>(server, 'stats'));
    for (const server of servers)
      server.send({ kind: 'stats', ...request } satisfies BenchServerRequest);
    return combine(await Promise.all(answers));
  };
  const urlOf = (port: number) => `ws://127.0.0.1:${port}/api/im`;
  console.log(
    `${SERVER_PROCESSES === 1 ? 'server' : `${SERVER_PROCESSES} server processes`} ready on ${ready.database}${redis ? ' and a private Redis' : ''} with ${ready.users.length} users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const idle = await stats({ gc: true });

  // Whole pairs in each process: a message is sent and received on one clock.
  const pairs = Math.floor(ready.users.length / 2);
  const slices = Array.from({ length: CLIENT_PROCESSES }, (_, n) =>
    ready.users.slice(
      2 * Math.floor((pairs * n) / CLIENT_PROCESSES),
      2 * Math.floor((pairs * (n + 1)) / CLIENT_PROCESSES),
    ),
  );
  const clients = slices.map((_, n) =>
    watch(
      fork(new URL('./chatBenchClients.ts', import.meta.url), { stdio: 'inherit' }),
      `client ${n + 1}`,
    ),
  );
  const loggedIn = await everyClient<Extract<ClientsReport, { kind: 'loggedIn' }>>(
    clients,
    (n) => ({
      kind: 'login',
      urls: ports.map(urlOf),
      users: slices[n]!,
      concurrency: LOGIN_CONCURRENCY,
    }),
    'loggedIn',
  );
  const connected = await stats({ gc: true });
  console.log(
    `${connected.connections} sockets logged in in ${(Math.max(...loggedIn.map((l) => l.ms)) / 1000).toFixed(1)} s (${CLIENT_PROCESSES} client process${CLIENT_PROCESSES === 1 ? '' : 'es'})`,
  );

  const warmed = await everyClient<Extract<ClientsReport, { kind: 'warmed' }>>(
    clients,
    { kind: 'warm' },
    'warmed',
  );
  const pending = warmed.reduce((sum, w) => sum + w.pending, 0);
  console.log(
    `warm-up: one message from each socket, ${pending === 0 ? 'all received' : `${pending} not received`} in ${(Math.max(...warmed.map((w) => w.ms)) / 1000).toFixed(1)} s`,
  );
  await pause(2000);

  const atStart = await stats({ reset: true });
  const sentAll = Promise.all(
    clients.map((child) => next<Extract<ClientsReport, { kind: 'sent' }>>(child, 'sent')),
  );
  // Each process its share of the rate, by its share of the sockets.
  const resultsAll = everyClient<Result>(
    clients,
    (n) => ({
      kind: 'measure',
      rate: (RATE * slices[n]!.length) / ready.users.length,
      seconds: SECONDS,
      graceMs: GRACE_MS,
    }),
    'result',
  );
  const sent = await sentAll;
  const atEnd = await stats();
  const results = await resultsAll;
  const atFinish = await stats({ gc: true });

  const phaseSent = sent.reduce((sum, s) => sum + s.sent, 0);
  const phaseSeconds = Math.max(...sent.map((s) => s.seconds));
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const total = (key: 'lost' | 'duplicated' | 'refused') =>
    results.reduce((sum, r) => sum + r[key], 0);
  const worstLoop = (key: keyof LoopDelay) => Math.max(...results.map((r) => r.loopDelay[key]));
  const writer = atFinish.writer;
  const phase = {
    writes: atEnd.writer.writes - atStart.writer.writes,
    batches: atEnd.writer.batches - atStart.writer.batches,
    busy: (atEnd.writer.busyMs - atStart.writer.busyMs) / 1000 / phaseSeconds,
  };
  const parts = Object.entries(atEnd.writer.partsMs).map(
    ([part, spent]) =>
      `${part} ${((spent - (atStart.writer.partsMs[part] ?? 0)) / phaseSent).toFixed(2)} ms`,
  );
  const n = connected.connections;
  const memory = (label: string, at: ServerStats) =>
    `${label} RSS ${mb(at.rss)}, heap ${mb(at.heapUsed)}`;
  console.log(`
Chat gateway benchmark: ${n} sockets, ${RATE} messages/s for ${SECONDS} s, ${ready.database}${SERVER_PROCESSES > 1 ? `, ${SERVER_PROCESSES} server processes sharing Redis (server figures: sums, worst delays)` : ''}
  sent ${phaseSent} (${(phaseSent / phaseSeconds).toFixed(0)}/s), received ${latencies.length}, lost ${total('lost')}, shown twice ${total('duplicated')}, refused ${total('refused')}
  send-to-receive latency: p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, p99.9 ${ms(percentile(latencies, 99.9))}, max ${ms(latencies.at(-1) ?? NaN)}
  client event-loop delay while measuring (worst of ${CLIENT_PROCESSES} process${CLIENT_PROCESSES === 1 ? '' : 'es'}): p50 ${ms(worstLoop('p50'))}, p99 ${ms(worstLoop('p99'))}, max ${ms(worstLoop('max'))}
  server memory after a GC: ${memory('before the sockets', idle)}; ${memory(`${n} connected`, connected)}; ${memory('at the end', atFinish)}; peak RSS ${mb(atFinish.peakRss)}, heap ${mb(atFinish.peakHeap)}
  server memory per connection: ${kbEach(connected.rss - idle.rss, n)} RSS, ${kbEach(connected.heapUsed - idle.heapUsed, n)} heap once connected; ${kbEach(atFinish.rss - idle.rss, n)} RSS, ${kbEach(atFinish.heapUsed - idle.heapUsed, n)} heap at the end
  server writes while measuring: ${phase.writes} in ${phase.batches} transactions (mean ${(phase.writes / phase.batches).toFixed(1)}, largest of the run ${writer.largestBatch}), inside them ${(phase.busy * 100).toFixed(0)}% of the time
  write time per message sent, by part: ${parts.join(', ')}
  server event-loop delay while measuring: p50 ${ms(atEnd.loopDelay.p50)}, p99 ${ms(atEnd.loopDelay.p99)}, max ${ms(atEnd.loopDelay.max)}
  processor while measuring (1 core = 100%): server ${percent((atEnd.cpuMs - atStart.cpuMs) / 1000 / phaseSeconds)}, clients ${results.map((r) => percent(r.cpu)).join(', ')}; machine load average ${loadavg()[0]!.toFixed(1)} over ${availableParallelism()} cores
  client process memory: RSS ${results.map((r) => mb(r.rss)).join(', ')}`);

  stopping = true;
  await everyClient(clients, { kind: 'logout' }, 'loggedOut');
  await Promise.all(
    servers.map((server) => {
      server.send({ kind: 'stop' } satisfies BenchServerRequest);
      return new Promise((resolve) => server.once('exit', resolve));
    }),
  );
  await redis?.stop();
}

/** The processes' figures as one server's: sums, and the worst of the delays. */
function combine(all: ServerStats[]): ServerStats {
  const sum = (pick: (s: ServerStats) => number) => all.reduce((n, s) => n + pick(s), 0);
  const worst = (pick: (s: ServerStats) => number) => Math.max(...all.map(pick));
  const partsMs: Record<string, number> = {};
  for (const s of all) {
    for (const [part, spent] of Object.entries(s.writer.partsMs)) {
      partsMs[part] = (partsMs[part] ?? 0) + spent;
    }
  }
  return {
    rss: sum((s) => s.rss),
    heapUsed: sum((s) => s.heapUsed),
    cpuMs: sum((s) => s.cpuMs),
    peakRss: sum((s) => s.peakRss),
    peakHeap: sum((s) => s.peakHeap),
    connections: sum((s) => s.connections),
    writer: {
      batches: sum((s) => s.writer.batches),
      writes: sum((s) => s.writer.writes),
      busyMs: sum((s) => s.writer.busyMs),
      largestBatch: worst((s) => s.writer.largestBatch),
      partsMs,
    },
    loopDelay: {
      p50: worst((s) => s.loopDelay.p50),
      p99: worst((s) => s.loopDelay.p99),
      max: worst((s) => s.loopDelay.max),
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
