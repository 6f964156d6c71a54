/**
 * A real server process (`node src/main.ts`) on a free loopback port, for the tests and the
 * benchmark that need several: the test's own PostgreSQL and Redis, the development set-up
 * (NODE_ENV=test: no real mail or payment provider), no web app and no demo world.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './redisServer.ts';

export interface ServerProcess {
  port: number;
  /** The process's own chat gateway address (tests usually go through a load balancer). */
  chatUrl: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'heartline-process-'));
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const early = exited.then((code) => {
    throw new Error(`The server process exited early (code ${code})`);
  });
  early.catch(() => {});
  await Promise.race([untilReady(`http://127.0.0.1:${port}`), early]);
  return { port, chatUrl: `ws://127.0.0.1:${port}/api/im`, child, exited };
}

/** Polls /api/ready (60 s: migrations on a busy machine take a while). */
export async function untilReady(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} was not ready within ${timeoutMs / 1000} s`);
}
