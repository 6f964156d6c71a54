// Backups (scripts/backup.ts, scripts/restore.ts): a database filled through the app is backed up
// by the command line, restored by it into a fresh database (PGlite: a fresh data folder; with
// TEST_DATABASE_URL: a freshly created PostgreSQL database) and compared table by table, row by
// row, images included; a restore over existing data is refused, a damaged or mismatching backup
// fails loudly.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../scripts/restore.ts';
import { uploadFiles, type Manifest } from '../scripts/backupFormat.ts';
import { loadConfig } from '../src/config.ts';
import { storeMessage } from '../src/domains/chat/messageStore.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { makeFriends, publish } from './support/dynamics.ts';
import { png, uploadImage } from './support/images.ts';
import { createTestApp } from './support/testApp.ts';
import { registerUser } from './support/users.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(path.join(tmpdir(), 'heartline-backup-'));
const backupRoot = path.join(work, 'backups');
const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const created: string[] = [];
let admin: Db | null = null;

/** A database (and upload folder) of its own: a new PostgreSQL database, or a PGlite folder. */
async function newTarget(name: string): Promise<Record<string, string>> {
  const env = { UPLOAD_DIR: path.join(work, `${name}-uploads`), DATA_DIR: path.join(work, name) };
  if (!pgUrl) return { ...env, DATABASE_URL: '' };
  admin ??= await openDatabase({ url: pgUrl, dataDir: 'memory', skipMigrate: true });
  const database = `heartline_bk_${name}_${suffix}`;
  await sql`create database ${sql.id(database)}`.execute(admin);
  created.push(database);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  return { ...env, DATABASE_URL: url.toString() };
}

const openTarget = (env: Record<string, string>, skipMigrate = true) =>
  openDatabase({
    url: env.DATABASE_URL || undefined,
    dataDir: path.join(env.DATA_DIR!, 'pglite'),
    skipMigrate,
  });

/** Every table's rows as one checksum each, in a stable order. */
async function tableContents(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const contents: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ digest: string; n: number }>`
      select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest,
             count(*)::int as n
      from ${sql.table(name)} t`.execute(db);
    contents[name] = `${rows[0]!.n}:${rows[0]!.digest}`;
  }
  return contents;
}

/** The files of an upload folder with their checksums. */
async function folderContents(dir: string): Promise<Record<string, string>> {
  const { files } = await uploadFiles(dir);
  return Object.fromEntries(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );
}

/** Runs a script as an operator would, with the server's configuration in the environment. */
async function cli(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [`scripts/${script}.ts`, ...args],
      { cwd: serverDir, env: { ...process.env, NODE_ENV: 'test', ...env } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

let source: Record<string, string>;
let sourceTables: Record<string, string>;
let sourceUploads: Record<string, string>;
let backupDir: string;

beforeAll(async () => {
  source = await newTarget('source');
  const app = await createTestApp(
    { UPLOAD_DIR: source.UPLOAD_DIR! },
    {},
    {
      db: await openTarget(source, false),
    },
  );
  try {
    const [ann, bob, cat] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    expect((await uploadImage(app, ann.token, png(6, 4), 'album')).code).toBe(200);
    expect((await uploadImage(app, bob.token, png(3, 3), 'avatar')).code).toBe(200);
    await publish(app, ann, { content: 'Backed up, with "quotes", commas, and ünïcode' });
    await makeFriends(app, ann, bob);
    for (const [from, to, msg] of [
      [ann, bob, 'hello'],
      [bob, ann, 'hi, ann'],
      [cat, ann, 'a stranger writes'],
    ] as const) {
      await storeMessage(app.services.db, {
        from: from.imAccount,
        to: to.imAccount,
        clientMsgId: `backup-${msg}`,
        type: 'txt',
        msg,
        ext: { platform: 'Web', brand: 'Chrome' },
        at: app.clock.now,
      });
    }
    sourceTables = await tableContents(app.services.db);
    sourceUploads = await folderContents(source.UPLOAD_DIR!);
  } finally {
    // PGlite's folder can be backed up only once the server has let go of it.
    await app.close();
  }
});

afterAll(async () => {
  for (const database of created) {
    await sql`drop database if exists ${sql.id(database)}`.execute(admin!);
  }
  await admin?.destroy();
  rmSync(work, { recursive: true, force: true });
});

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('backs up the database and the images from the command line, with a manifest', async () => {
    const { code, output } = await cli('backup', ['--to', backupRoot], source);
    expect(output, output).toMatch(/Backup: /);
    expect(code).toBe(0);
    const names = readdirSync(backupRoot);
    expect(names).toHaveLength(1);
    backupDir = path.join(backupRoot, names[0]!);
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database.kind).toBe(pgUrl ? 'postgres' : 'pglite');
    expect(manifest.migrations).toEqual(Object.keys(migrations));
    expect(manifest.tables.users).toBe(3);
    // The three written above and customer service's greeting to each new member (issue 18).
    expect(manifest.tables.chat_messages).toBe(6);
    expect(manifest.uploads).toMatchObject({
      kind: 'local',
      files: Object.keys(sourceUploads).length,
    });
    expect(Object.keys(sourceUploads).length).toBeGreaterThanOrEqual(2);
    for (const [table, content] of Object.entries(sourceTables)) {
      expect(manifest.tables[table], table).toBe(Number(content.split(':')[0]));
    }
    // No secret in what an operator (or a cron mail) sees.
    if (pgUrl) expect(output).not.toContain(`:${new URL(pgUrl).password}@`);
  });

  it('restores into a fresh database from the command line: every table and image the same', async () => {
    const target = await newTarget('restored');
    const { code, output } = await cli('restore', ['--from', backupDir], target);
    expect(output, output).toMatch(/every table's row count matches the manifest/);
    expect(code).toBe(0);
    const db = await openTarget(target);
    try {
      expect(await tableContents(db)).toEqual(sourceTables);
    } finally {
      await db.destroy();
    }
    expect(await folderContents(target.UPLOAD_DIR!)).toEqual(sourceUploads);

    // Over Heartline data, refused unless forced; forced, the same again, the old data kept.
    const config = loadConfig({ NODE_ENV: 'test', ...target });
    await expect(restoreBackup(config, backupDir)).rejects.toThrow(
      /Refusing to restore over existing Heartline data[\s\S]*--force/,
    );
    const forced = await restoreBackup(config, backupDir, { force: true });
    expect(forced.keptAside).toHaveLength(pgUrl ? 1 : 2);
    const again = await openTarget(target);
    try {
      expect(await tableContents(again)).toEqual(sourceTables);
    } finally {
      await again.destroy();
    }
  });

  it('refuses a damaged backup before touching anything', async () => {
    const damaged = path.join(work, 'damaged');
    cpSync(backupDir, damaged, { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(damaged, 'manifest.json'), 'utf8'));
    const file = path.join(damaged, manifest.database.file);
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    writeFileSync(file, bytes);
    const target = await newTarget('damaged');
    const { code, output } = await cli('restore', [damaged], target);
    expect(code).toBe(1);
    expect(output).toMatch(/does not match its checksum in the manifest: it is damaged/);
  });

  it('fails loudly when the restored rows differ from the manifest', async () => {
    const wrong = path.join(work, 'wrong');
    cpSync(backupDir, wrong, { recursive: true });
    const manifestFile = path.join(wrong, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    manifest.tables.users = 4;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const target = await newTarget('wrong');
    const config = loadConfig({ NODE_ENV: 'test', ...target });
    await expect(restoreBackup(config, wrong)).rejects.toThrow(
      /RESTORE FAILED[\s\S]*users: 4 rows in the backup, 3 restored/,
    );
  });
});
