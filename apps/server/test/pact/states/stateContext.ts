/**
 * What the provider states share while the verifier replays one interaction: the running app,
 * the token of the state's logged-in user (the request filter puts it in place of the consumer's
 * example token), and the helpers that put example people and codes into the database.
 */
import { sql } from 'kysely';
import type { User } from '../../../src/db/tables.ts';
import { hashPassword } from '../../../src/domains/account/passwords.ts';
import { hashCode, type CodePurpose } from '../../../src/domains/account/verificationCodes.ts';
import { openSession } from '../../../src/http/sessions.ts';
import type { TestApp } from '../../support/testApp.ts';
import { personFor } from './people.ts';

export interface StateContext {
  app: TestApp;
  /** The real token of the state's logged-in user, sent instead of the example token. */
  token: string | null;
  /** What puts back the configuration and providers a state changed, before the next interaction. */
  undo: (() => void)[];
}

/** The parameters a state arrives with (numbers and strings from the pact file). */
export type StateParams = Record<string, unknown>;

export type StateHandler = (ctx: StateContext, params: StateParams) => Promise<void>;

export const ACCOUNT_BASE = 100000;
export const idOf = (account: number) => account - ACCOUNT_BASE;

/** A number parameter, or the value the state's sentence names. */
export function num(params: StateParams, key: string, fallback: number): number {
  const value = params[key];
  return value === undefined || value === null ? fallback : Number(value);
}

export function str(params: StateParams, key: string, fallback: string): string {
  const value = params[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  throw new Error(`State parameter ${key} is not text: ${JSON.stringify(value)}`);
}

let tablesToEmpty: string[] | undefined;

/**
 * Empties every table the interactions write to, numbering from 1 again. Tables that already held
 * rows right after the migrations (reference data such as complaint reasons) keep them.
 */
export async function resetDatabase(ctx: StateContext): Promise<void> {
  const db = ctx.app.services.db;
  tablesToEmpty ??= await emptyTables(ctx);
  if (tablesToEmpty.length) {
    await sql`truncate ${sql.join(tablesToEmpty.map((t) => sql.id(t)))} restart identity cascade`.execute(
      db,
    );
  }
  for (const undo of ctx.undo.splice(0).reverse()) undo();
  ctx.token = null;
}

/** The tables of the schema that are empty now (called once, on the freshly migrated database). */
async function emptyTables(ctx: StateContext): Promise<string[]> {
  const db = ctx.app.services.db;
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'`.execute(db);
  const empty: string[] = [];
  for (const { name } of rows) {
    const { rows: any } = await sql`select 1 from ${sql.id(name)} limit 1`.execute(db);
    if (any.length === 0) empty.push(name);
  }
  return empty;
}

/** Changes a configuration value for this interaction only. */
export function configure(ctx: StateContext, values: Record<string, unknown>): void {
  const config = ctx.app.services.config as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    const before = config[key];
    ctx.undo.push(() => {
      config[key] = before;
    });
    config[key] = value;
  }
}

let defaultPasswordHash: Promise<string> | undefined;

/**
 * The user of this account, created with the example profile of people.ts when missing (id =
 * account - 100000; the id sequence then continues after the highest id).
 */
export async function ensureUser(
  ctx: StateContext,
  account: number,
  changes: Partial<User> = {},
): Promise<User> {
  const db = ctx.app.services.db;
  const existing = await db
    .selectFrom('users')
    .selectAll()
    .where('account', '=', account)
    .executeTakeFirst();
  if (existing) {
    if (Object.keys(changes).length === 0) return existing;
    return db
      .updateTable('users')
      .set(changes as never)
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  defaultPasswordHash ??= hashPassword('example-pass1');
  const now = ctx.app.services.now();
  const person = personFor(account);
  const user = await db
    .insertInto('users')
    .values({
      id: idOf(account),
      account,
      email: person.email,
      password_hash: await defaultPasswordHash,
      nickname: person.nickname,
      avatar: `/uploads/avatar/${account}/avatar.png`,
      gender: person.gender,
      birthday: person.birthday,
      height: person.height,
      weight: person.weight,
      occupation: person.occupation,
      hobby: person.hobby,
      signature: person.signature,
      introduction: person.introduction,
      region: person.region,
      common_language: person.commonLanguage,
      language: person.language,
      im_account: `u${account}`,
      im_password: `im-${account}-secret`,
      is_pay_msg: person.gender === 1 ? 1 : 0,
      is_burn_pay_msg: person.gender === 1 ? 1 : 0,
      // Seen a minute ago: online, and active enough for every list.
      last_active_at: new Date(now.getTime() - 60_000),
      created_at: new Date('2026-03-14T09:20:00.000Z'),
      ...(changes as object),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(
    db,
  );
  return user;
}

export async function setPassword(ctx: StateContext, account: number, password: string) {
  await ensureUser(ctx, account, { password_hash: await hashPassword(password) });
}

/** Opens a session for the account's user and sends its token with the interaction's request. */
export async function logIn(ctx: StateContext, account: number): Promise<User> {
  const user = await ensureUser(ctx, account);
  const { db, now, config } = ctx.app.services;
  ctx.token = await openSession(db, user.id, now(), config.SESSION_DAYS);
  return user;
}

/** A live e-mail code, stored the way the server stores the codes it mails. */
export async function giveCode(
  ctx: StateContext,
  email: string,
  purpose: CodePurpose,
  code: string,
  sentAgoMs = 30_000,
): Promise<void> {
  const { db, now, config } = ctx.app.services;
  const sentAt = new Date(now().getTime() - sentAgoMs);
  const address = email.toLowerCase();
  await db
    .insertInto('verification_codes')
    .values({
      email: address,
      purpose,
      code_hash: hashCode(address, purpose, code),
      created_at: sentAt,
      expires_at: new Date(sentAt.getTime() + config.CODE_TTL_SECONDS * 1000),
    })
    .execute();
}

/** Moves a table's id sequence past the ids a state gave explicitly. */
export async function syncSequence(ctx: StateContext, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.id(table)}))`.execute(
    ctx.app.services.db,
  );
}

/** A 1x1 JPEG: what the example uploads hold. */
const pixelJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** An image the account's user uploaded through /file/upload: the stored file and its record. */
export async function giveUpload(
  ctx: StateContext,
  account: number,
  url: string,
  purpose: string,
): Promise<void> {
  const user = await ensureUser(ctx, account);
  const { storage, db, now } = ctx.app.services;
  if (storage.localDir) await storage.put(url.replace(/^\/uploads\//, ''), pixelJpeg, 'image/jpeg');
  await db
    .insertInto('uploads')
    .values({
      user_id: user.id,
      url,
      purpose,
      mime_type: 'image/jpeg',
      size: pixelJpeg.length,
      width: 1,
      height: 1,
      created_at: new Date(now().getTime() - 60_000),
    })
    .execute();
}
