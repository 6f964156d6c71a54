/**
 * The server side of the chat benchmark (bench/chatBench.ts starts it as a child process, so the
 * server has a process and a core of its own): the real app with its chat gateway on a loopback
 * port, on PGlite in a fresh folder, or on BENCH_DATABASE_URL's PostgreSQL (its chat tables and
 * bench users emptied first). It creates the bench users, pairs them (each pair has paid its
 * new-friend chat, as pairs that chat a lot have), and answers the parent's questions over IPC.
 * With BENCH_REDIS_URL it is one of several processes sharing that Redis (BENCH_PREPARE=0: the
 * users were created by another).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';

export interface BenchServerReady {
  kind: 'ready';
  port: number;
  database: string;
  users: Array<{ user: string; password: string }>;
}

/**
 * `reset` starts the measured phase: the event-loop delay is measured from then on. `gc` collects
 * garbage first (the server runs with --expose-gc), so the heap is what is still held.
 */
export type BenchServerRequest =
  { kind: 'stats'; reset?: boolean; gc?: boolean } | { kind: 'stop' };

const USERS = Number(process.env.BENCH_SOCKETS ?? 2000);
const FIRST_ACCOUNT = 800_000;

async function prepare(db: Db, postgres: boolean): Promise<BenchServerReady['users']> {
  if (postgres) {
    await sql`truncate chat_events, chat_event_heads, chat_device_sessions, chat_hidden_messages,
      chat_conversations, chat_messages, chat_channels`.execute(db);
    await sql`delete from new_friend_chats where payer_id in
      (select id from users where email like 'chatbench-%')`.execute(db);
    await sql`delete from users where email like 'chatbench-%'`.execute(db);
  }
  const users = Array.from({ length: USERS }, (_, i) => ({
    account: FIRST_ACCOUNT + i,
    email: `chatbench-${i}@example.com`,
    password_hash: 'x',
    nickname: `bench ${i}`,
    avatar: '',
    gender: i % 2,
    region: 'CN',
    common_language: 'en',
    im_account: `u${FIRST_ACCOUNT + i}`,
    im_password: randomBytes(12).toString('base64url'),
  }));
  const ids: number[] = [];
  for (let i = 0; i < users.length; i += 500) {
    const rows = await db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  const pairs = [];
  for (let i = 0; i + 1 < ids.length; i += 2) {
    pairs.push({ user_a: ids[i]!, user_b: ids[i + 1]!, payer_id: ids[i]!, created_at: new Date() });
  }
  for (let i = 0; i < pairs.length; i += 500) {
    await db
      .insertInto('new_friend_chats')
      .values(pairs.slice(i, i + 500))
      .execute();
  }
  return users.map((u) => ({ user: u.im_account, password: u.im_password }));
}

/** Processor time this process used so far (user and system), in milliseconds. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const dataDir = url ? null : mkdtempSync(path.join(tmpdir(), 'heartline-chat-bench-'));
  const redisUrl = process.env.BENCH_REDIS_URL;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RESPONSE_VALIDATION: 'off',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir! }),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const db = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.DATA_DIR, 'pglite'),
  });
  // In the multi-process mode the first server process creates the users; the others share them.
  const users = process.env.BENCH_PREPARE === '0' ? [] : await prepare(db, Boolean(url));
  const { app, gateway } = await buildApp({ config, db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;

  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peakRss = Math.max(peakRss, rss);
    peakHeap = Math.max(peakHeap, heapUsed);
  };
  setInterval(sample, 500).unref();

  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  process.on('message', (request: BenchServerRequest) => {
    if (request.kind === 'stats') {
      if (request.gc) globalThis.gc?.();
      sample();
      const { rss, heapUsed } = process.memoryUsage();
      const ms = (ns: number) => ns / 1e6;
      process.send!({
        kind: 'stats',
        rss,
        heapUsed,
        cpuMs: cpuMs(),
        peakRss,
        peakHeap,
        connections: gateway.registry.size,
        writer: structuredClone(gateway.writer.stats),
        loopDelay: {
          p50: ms(loopDelay.percentile(50)),
          p99: ms(loopDelay.percentile(99)),
          max: ms(loopDelay.max),
        },
      });
      if (request.reset) loopDelay.reset();
    } else {
      const exit = () => {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      };
      app.close().then(exit, exit);
    }
  });
  const ready: BenchServerReady = {
    kind: 'ready',
    port,
    database: url ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (a data folder)',
    users,
  };
  process.send!(ready);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
