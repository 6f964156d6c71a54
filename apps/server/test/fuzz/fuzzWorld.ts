/**
 * The world each fuzz file runs in: one server with an in-memory database holding three users
 * (A logged in, with coins and images; B, A's friend, with a dynamic A commented on; C a
 * stranger), a request sender that counts what it sends, the checks every answer must pass (no
 * 5xx, always the contract's envelope), and a fingerprint of the whole database (row counts, a
 * digest of every table, the wallet and ledger sums) to prove that a refused call changed nothing.
 *
 * Runs are reproducible: the seed is the property tests' fixed one (PROPERTY_SEED overrides it, see
 * scripts/propertySeed.mjs) and printed; FUZZ_RUNS scales every run count; FUZZ_LOG=error shows the
 * server's log (the detail of a 500).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { openSession } from '../../src/http/sessions.ts';
import { publish, makeFriends, uploadedImage } from '../support/dynamics.ts';
import { giveCoins } from '../support/payFixtures.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { registerUser, type RegisteredUser } from '../support/users.ts';
import { contract, type FuzzOperation } from './contractOperations.ts';
import type { Hints } from './schemaArbitrary.ts';

/** A line in the test output: the seed, what was sent (stderr, which the runner always shows). */
export const report = (line: string) => console.warn(line);

export const seed = fc.readConfigureGlobal().seed as number;
const scale = Number(process.env.FUZZ_RUNS ?? 1);
/** A run count scaled by FUZZ_RUNS. */
export const runs = (n: number) => Math.max(1, Math.round(n * scale));
fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });

/** Small limits, so that "too large" costs little to send. */
export const BODY_LIMIT = 65_536;
export const UPLOAD_LIMIT = 65_536;

export interface World {
  app: TestApp;
  a: RegisteredUser;
  b: RegisteredUser;
  c: RegisteredUser;
  hints: Hints;
  /** A new session of A's (for calls that end sessions: logout, password change, cancellation). */
  freshToken(): Promise<string>;
  sent: { requests: number; operations: Set<string>; statuses: Map<string, number> };
}

export async function createWorld(file: string): Promise<World> {
  report(`${file}: fast-check seed ${seed} (PROPERTY_SEED=${seed} to replay)`);
  const app = await createTestApp({
    BODY_LIMIT: String(BODY_LIMIT),
    UPLOAD_LIMIT: String(UPLOAD_LIMIT),
    LOG_LEVEL: process.env.FUZZ_LOG ?? 'silent',
  });
  const [a, b, c] = [await registerUser(app), await registerUser(app), await registerUser(app)];
  await makeFriends(app, a, b);
  await giveCoins(app, a.id, 1_000_000);
  const dynamic = await publish(app, b);
  await publish(app, a);
  await app.call('POST', '/dynamic/comment', {
    token: a.token,
    body: { dynamicId: dynamic.id, content: 'Nice' },
  });
  const images = [await uploadedImage(app, a), await uploadedImage(app, a)];
  const users = [a, b, c];
  const userIds = fc.constantFrom(...users.map((u) => u.id));
  const imAccounts = fc.constantFrom(...users.map((u) => u.imAccount));
  return {
    app,
    a,
    b,
    c,
    hints: {
      userId: userIds,
      toUserId: userIds,
      friendUserId: userIds,
      replyToUserId: userIds,
      beComplainedAccount: fc.constantFrom(...users.map((u) => u.account)),
      toUserImAccount: imAccounts,
      fromId: imAccounts,
      imAccounts,
      email: fc.constantFrom(...users.map((u) => u.email)),
      url: fc.constantFrom(...images),
      avatar: fc.constantFrom(...images),
      images: fc.constantFrom(...images),
      content: fc.constantFrom(String(a.account), String(b.account), 'Hello'),
    },
    freshToken: () => openSession(app.services.db, a.id, app.clock.now, 30),
    sent: { requests: 0, operations: new Set(), statuses: new Map() },
  };
}

export interface Request {
  method?: string;
  url?: string;
  /** The raw query string, without '?'. */
  query?: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Calls that end the caller's sessions: they get a session of their own (see tokenFor). */
const endsSession = new Set(['/account/logout', '/account/update-pass', '/account/cancel-account']);
const FRESH = 'fresh-session-of-a';

/** The token a logged-in request of the operation carries: A's, or a new session of A's. */
export const tokenFor = (world: World, op: FuzzOperation) =>
  endsSession.has(op.path) ? FRESH : world.a.token;

/** Opens the new session a request asks for (tokenFor); true when it did. */
export async function openFreshSession(world: World, headers: Record<string, string>) {
  if (headers.token !== FRESH) return false;
  headers.token = await world.freshToken();
  return true;
}

/** Sends a request to the operation (or to `url`), counting it. */
export async function send(
  world: World,
  op: FuzzOperation,
  request: Request,
): Promise<LightMyRequestResponse> {
  world.sent.requests += 1;
  world.sent.operations.add(op.operationId);
  const url = request.url ?? `/api${op.path}${request.query ? `?${request.query}` : ''}`;
  const headers = { platform: 'Web', brand: 'Fuzz', ...request.headers };
  await openFreshSession(world, headers);
  const response = await world.app.inject({
    method: request.method ?? op.method,
    url,
    payload: request.payload,
    headers,
  });
  const key = `${op.operationId} ${response.statusCode}`;
  world.sent.statuses.set(key, (world.sent.statuses.get(key) ?? 0) + 1);
  return response;
}

/** With FUZZ_STATS set: how often each operation answered each status. */
export function printStatuses(world: World, file: string) {
  if (!process.env.FUZZ_STATS) return;
  const lines = [...world.sent.statuses].sort(([a], [b]) => a.localeCompare(b));
  report(`${file} statuses:\n${lines.map(([k, n]) => `${k}: ${n}`).join('\n')}`);
}

/** Every answer: never a 5xx, always JSON in the envelope the contract gives for its status. */
export function expectEnvelope(
  op: FuzzOperation | null,
  response: LightMyRequestResponse,
  what: string,
): { code: number; msg: string; data: unknown } {
  const detail = `${what}\n=> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, detail).toBeLessThan(500);
  expect(String(response.headers['content-type']), detail).toMatch(/^application\/json/);
  let json: { code: number; msg: string; data: unknown };
  try {
    json = JSON.parse(response.body) as typeof json;
  } catch {
    throw new Error(`not JSON: ${detail}`);
  }
  if (response.statusCode === 200 && op) {
    expect(op.success(json), `${detail}\n${JSON.stringify(op.success.errors)}`).toBe(true);
  } else {
    expect(response.statusCode, detail).not.toBe(200);
    expect(
      contract.errorEnvelope(json),
      `${detail}\n${JSON.stringify(contract.errorEnvelope.errors)}`,
    ).toBe(true);
  }
  return json;
}

let tables: string[] | undefined;

/**
 * The database's fingerprint: per table its row count and a digest of its rows, and the wallet
 * and ledger sums. The request limits' counters (rate_limit_hits) are left out: they count every
 * request, refused or not.
 */
export async function fingerprint(world: World): Promise<Record<string, string>> {
  const db = world.app.services.db;
  tables ??= (
    await sql<{ tablename: string }>`
      select tablename from pg_tables
      where schemaname = current_schema() and tablename not like 'kysely_%'
        and tablename <> 'rate_limit_hits'
      order by tablename
    `.execute(db)
  ).rows.map((r) => r.tablename);
  const parts = tables.map(
    (t) =>
      sql`select ${t} as name, (select count(*) || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') from ${sql.table(t)} x) as value`,
  );
  parts.push(
    sql`select '$wallets' as name, (select sum(gold_coin) || '/' || sum(character) || '/' || sum(vip_character) || '/' || sum(free_gifts) || '/' || sum(blur_views) from users) as value`,
  );
  parts.push(
    sql`select '$ledger' as name, (select string_agg(asset || '=' || s, ',' order by asset) from (select asset, sum(amount) as s from ledger_entries group by asset) q) as value`,
  );
  const { rows } = await sql<{
    name: string;
    value: string;
  }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.name, r.value]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

export const languages = ['en', 'zh-CN', 'zh-TW', 'de', 'ru', 'ko', 'ja', 'es', 'fr', ''] as const;
export const idempotencyKeys = fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/);
