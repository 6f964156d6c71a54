/**
 * A real server for tests: the whole app with an in-memory PGlite (or the PostgreSQL of
 * TEST_DATABASE_URL, emptied first), the dev mailbox, and a clock the test moves.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { loadContract, type Contract } from '../../src/contract/loadContract.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { inject } from 'vitest';
import { pgliteTemplate, withDatabase } from './databaseTemplate.ts';
import type { Translator } from '../../src/providers/translation/Translator.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let contract: Contract | undefined;

export interface TestApp extends App {
  clock: { now: Date; advance(ms: number): void };
  call(method: 'GET' | 'POST', url: string, options?: CallOptions): Promise<Envelope>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  token?: string | null;
  language?: string;
  headers?: Record<string, string>;
}

// Tests read answers loosely (the contract already checked each one); `any` keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Envelope<D = any> {
  status: number;
  code: number;
  msg: string;
  data: D;
}

export async function createTestApp(
  env: Record<string, string> = {},
  providers: { translator?: Translator } = {},
  /**
   * An open database to use (and destroy on close) instead of a fresh one; `beforeReady` adds
   * routes to the app before it is ready (fastify takes none after).
   */
  options: { db?: Db; beforeReady?: (built: App) => void } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'heartline-uploads-')),
    // The per-address limits are lifted: every test calls from one address (tests of the limits
    // set them low again).
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTER_RATE_LIMIT_PER_HOUR: '1000000',
    PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: '1000000',
    COMPLAINT_RATE_LIMIT_PER_HOUR: '1000000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000',
    TRANSLATION_RATE_LIMIT_PER_MINUTE: '1000000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    MATCH_RATE_LIMIT_PER_MINUTE: '1000000',
    FRIEND_REQUEST_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  contract ??= loadContract(config.openapiPath);
  const { db, drop } = options.db
    ? { db: options.db, drop: async () => {} }
    : await openTestDatabase();
  const clock = {
    now: new Date('2026-11-22T10:00:00.000Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const built = await buildApp({ config, db, contract, now: () => clock.now, ...providers });
  const app: FastifyInstance = built.app;
  options.beforeReady?.(built);
  await app.ready();
  return {
    ...built,
    clock,
    inject: (options) => app.inject(options),
    async call(method, url, options = {}) {
      const response = await app.inject({
        method,
        url: `/api${url}`,
        query: options.query
          ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
          : undefined,
        payload: options.body as InjectOptions['payload'],
        headers: {
          platform: 'Web',
          brand: 'Chrome',
          language: options.language ?? 'en',
          ...(options.token ? { token: options.token } : {}),
          ...options.headers,
        },
      });
      const json = response.json<Omit<Envelope, 'status'>>();
      return { status: response.statusCode, ...json };
    },
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { db: await openMemoryDatabase(), drop: async () => {} };
  return ownPostgresDatabase(url);
}

/** An in-memory PGlite database with the schema, from the run's migrated dump. */
export function openMemoryDatabase(): Promise<Db> {
  return openDatabase({
    dataDir: 'memory',
    pgliteTemplate: pgliteTemplate(inject('pgliteTemplateFile')),
  });
}

/**
 * A database of its own on a shared PostgreSQL server (`url` names any database there), with the
 * schema, dropped by `drop` (after `db` is destroyed); `url` in the answer names it, for processes of the test's own.
 */
export async function ownPostgresDatabase(
  url: string,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const name = `heartline_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ url, dataDir: 'memory', skipMigrate: true });
  const template = inject('postgresTemplate');
  await (
    template
      ? sql`create database ${sql.id(name)} template ${sql.id(template)}`
      : sql`create database ${sql.id(name)}`
  ).execute(admin);
  const own = withDatabase(url, name);
  const db = await openDatabase({ url: own, dataDir: 'memory' });
  return {
    db,
    url: own,
    // The caller destroys `db` first (a test app's close does).
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    },
  };
}
