// The probes a load balancer or an orchestrator calls: liveness answers while the process runs;
// readiness answers 503, with the reason in the caller's language, while the process drains after
// SIGTERM or cannot reach its database, and 200 again once it can.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A GET without any of the app's headers, as a probe sends it. */
async function probe(url: string, headers: Record<string, string> = {}) {
  const response = await t.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('the probes', () => {
  it('answers liveness with the envelope, not the app page', async () => {
    expect(await probe('/api/health')).toEqual({
      status: 200,
      body: { code: 200, msg: 'success', data: { status: 'ok' } },
    });
  });

  it('is ready when the database answers and the process is not draining', async () => {
    expect(await probe('/api/ready')).toEqual({
      status: 200,
      body: { code: 200, msg: 'success', data: { ready: true } },
    });
  });

  it('is not ready while draining, and says so in the caller language', async () => {
    t.services.lifecycle.draining = true;
    try {
      expect(await probe('/api/ready', { language: 'zh-CN' })).toEqual({
        status: 503,
        body: { code: 503, msg: '服务器正在关闭，请稍后再试', data: null },
      });
      expect((await probe('/api/health')).status).toBe(200);
    } finally {
      t.services.lifecycle.draining = false;
    }
  });

  it('is not ready while the database cannot be reached, and ready again after', async () => {
    const real = t.services.db;
    // A database nobody listens for: connecting is refused at once.
    const unreachable = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: 'postgres://nobody@127.0.0.1:9/none',
          connectionTimeoutMillis: 1000,
        }),
      }),
    }) as unknown as Db;
    t.services.db = unreachable;
    try {
      expect(await probe('/api/ready')).toEqual({
        status: 503,
        body: { code: 503, msg: 'This server cannot reach its database', data: null },
      });
      expect((await probe('/api/health')).status).toBe(200);
    } finally {
      t.services.db = real;
      await unreachable.destroy();
    }
    expect((await probe('/api/ready')).status).toBe(200);
  });
});

describe('draining after SIGTERM', () => {
  it('answers /ready 503 while it still serves, then exits cleanly', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const data = mkdtempSync(path.join(tmpdir(), 'heartline-drain-'));
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: data,
        UPLOAD_DIR: path.join(data, 'uploads'),
        // Long enough that a poll on a busy machine lands inside the window it checks.
        SHUTDOWN_DRAIN_MS: '10000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const ready = () =>
      fetch(`http://127.0.0.1:${port}/api/ready`)
        .then((response) => response.status)
        .catch(() => 0);
    try {
      // Time-outs here guard against a hang: a cold start of src/main.ts on a busy machine is slow.
      await expect.poll(ready, { timeout: 120_000, interval: 200 }).toBe(200);
      child.kill('SIGTERM');
      await expect.poll(ready, { timeout: 10_000, interval: 50 }).toBe(503);
      // Still serving what reaches it while the balancer turns away.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(data, { recursive: true, force: true });
    }
  }, 180_000);
});
