/**
 * What backup.ts writes and restore.ts reads: one folder per backup, holding the database (a
 * pg_dump archive, or PGlite's data folder as a tarball), the upload folder as a tarball, and
 * manifest.json, which says what they hold (row counts per table, the migrations applied,
 * checksums) so that a restore can check it got back exactly that.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, type Config } from '../src/config.ts';

export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_FILE = 'uploads.tar.gz';
export const DATABASE_FILES = { postgres: 'database.dump', pglite: 'pglite-data.tgz' } as const;
const FORMAT = 'heartline-backup/1';

export type DatabaseKind = keyof typeof DATABASE_FILES;

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: {
    kind: DatabaseKind;
    file: string;
    /** The size of `file`. */
    bytes: number;
    sha256: string;
    /** The server's version, e.g. "15.18" or "18.6" (PGlite's PostgreSQL). */
    serverVersion: string;
  };
  /** The schema version: the migrations the database had applied (kysely_migration), in order. */
  migrations: string[];
  /** Rows per table of the schema public, at the moment of the backup. */
  tables: Record<string, number>;
  /** The upload folder: its files, their total size (unpacked) and the archive's checksum. */
  uploads:
    | { kind: 'local'; file: string; files: number; bytes: number; sha256: string }
    | { kind: 's3'; bucket: string; note: string };
}

/** A failure with a message for the operator (no stack trace, no secrets). */
export class BackupError extends Error {}

/** Runs one SQL statement, answering its rows (pg.Client and PGlite alike). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

/** PGlite's data folder: the one app.ts opens when DATABASE_URL is unset. */
export const pgliteDir = (config: Config) => path.resolve(config.DATA_DIR, 'pglite');

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function tableNames(query: Query): Promise<string[]> {
  const rows = await query(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => String(r.name));
}

/** Rows per table of the schema public, by name. */
export async function tableCounts(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(query)) {
    const [row] = await query(`select count(*) as n from ${quoted(name)}`);
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** The migrations applied, in order ([] before the first start). */
export async function appliedMigrations(query: Query): Promise<string[]> {
  const [table] = await query(`select to_regclass('public.kysely_migration') as t`);
  if (!table?.t) return [];
  const rows = await query('select name from kysely_migration order by name');
  return rows.map((r) => String(r.name));
}

export async function serverVersion(query: Query): Promise<string> {
  const [row] = await query('show server_version');
  return String(row?.server_version);
}

/**
 * What differs between the manifest and a restored database, one line each (none: the same):
 * every table's row count and the migrations applied.
 */
export function differences(
  manifest: Manifest,
  restored: { tables: Record<string, number>; migrations: string[] },
): string[] {
  const lines: string[] = [];
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored.tables)]);
  for (const name of [...names].sort()) {
    const expected = manifest.tables[name];
    const actual = restored.tables[name];
    if (expected === undefined) lines.push(`${name}: not in the backup, present after restoring`);
    else if (actual === undefined) lines.push(`${name}: ${expected} rows in the backup, missing`);
    else if (expected !== actual) {
      lines.push(`${name}: ${expected} rows in the backup, ${actual} restored`);
    }
  }
  if (manifest.migrations.join() !== restored.migrations.join()) {
    lines.push(
      `migrations: ${manifest.migrations.at(-1) ?? 'none'} in the backup, ` +
        `${restored.migrations.at(-1) ?? 'none'} restored`,
    );
  }
  return lines;
}

export const rowTotal = (tables: Record<string, number>) =>
  Object.values(tables).reduce((a, b) => a + b, 0);

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The files of an upload folder, relative to it, sorted, with their total size; files still
 * being written (LocalImageStorage's `*.partial`) are left out. A missing folder has none.
 */
export async function uploadFiles(dir: string): Promise<{ files: string[]; bytes: number }> {
  if (!existsSync(dir)) return { files: [], bytes: 0 };
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && !e.name.endsWith('.partial'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
  let bytes = 0;
  for (const file of files) bytes += (await stat(path.join(dir, file))).size;
  return { files, bytes };
}

/**
 * A database URL for pg_dump and pg_restore without its password, which goes in PGPASSWORD:
 * command lines are visible to every user of the machine (ps), environments are not.
 */
export function postgresConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env };
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

/** A connection to the database of DATABASE_URL; failing to connect says where, not how. */
export async function connectPostgres(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the query under way, which says so
  try {
    await client.connect();
  } catch (error) {
    const { host, pathname } = new URL(url);
    throw new BackupError(
      `Cannot connect to the database of DATABASE_URL (${host}${pathname}): ` +
        (error as Error).message,
    );
  }
  return client;
}

/** pg_dump, pg_restore: from PG_BIN when set (another major version), else from PATH. */
export const pgTool = (name: string) =>
  process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;

/** Runs a command to its end; a failure is a BackupError with what the command printed. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.stdin.on('error', () => {}); // a command that failed early stops reading: its code says why
    child.stdin.end(options.input ?? '');
    const name = path.basename(command);
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${name} was not found: install it (pg_dump and pg_restore come with the PostgreSQL ` +
                `client of the server's major version) or set PG_BIN to its folder`
            : `${name} could not run: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

export async function readManifest(dir: string): Promise<Manifest> {
  const file = path.join(dir, MANIFEST_FILE);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new BackupError(
      `${file} cannot be read (${(error as Error).message}): is ${dir} a Heartline backup?`,
    );
  }
  if (manifest.format !== FORMAT || !manifest.database?.kind || !manifest.tables) {
    throw new BackupError(`${file} is not a ${FORMAT} manifest`);
  }
  return manifest;
}

/** Checks every file of the backup against the manifest's checksums, before anything is touched. */
export async function checkFiles(dir: string, manifest: Manifest): Promise<void> {
  const files: { file: string; sha256: string }[] = [manifest.database];
  if (manifest.uploads.kind === 'local') files.push(manifest.uploads);
  for (const { file, sha256 } of files) {
    const full = path.join(dir, file);
    if (!existsSync(full)) throw new BackupError(`${full} is missing: the backup is incomplete`);
    if ((await sha256File(full)) !== sha256) {
      throw new BackupError(`${full} does not match its checksum in the manifest: it is damaged`);
    }
  }
}

/**
 * Whether PGlite's folder is open: PGlite keeps no lock a second process would respect, only
 * the postmaster.pid it writes on opening and removes on closing (with no usable process id), so
 * a folder holding one is in use, or was left by a server that was killed.
 */
export function refuseOpenPglite(dir: string): void {
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return;
  throw new BackupError(
    [
      `PGlite's folder ${dir} is in use (it holds postmaster.pid): stop the server first.`,
      'PGlite can be opened by one process only; a second one would damage it.',
      'If no server is running (it was killed and left the file behind), delete',
      `${path.join(dir, 'postmaster.pid')} and run this again.`,
    ].join('\n'),
  );
}

/** Runs a command-line entry point: an error is printed without secrets, and exits with 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const expected = error instanceof BackupError || error instanceof ConfigError;
    let message = error instanceof Error ? error.message : String(error);
    const url = process.env.DATABASE_URL;
    const password = url && URL.canParse(url) ? new URL(url).password : '';
    if (password) {
      message = message.replaceAll(password, '***').replaceAll(decodeURIComponent(password), '***');
    }
    console.error(expected ? message : `Unexpected failure: ${message}`);
    process.exit(1);
  });
}
