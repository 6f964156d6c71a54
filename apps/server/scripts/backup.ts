/**
 * Backs up the server's database and uploaded images into a new folder of the backup folder,
 * with the server's own configuration (DATABASE_URL, DATA_DIR, UPLOAD_DIR, S3_BUCKET):
 *
 *   npm run backup -w @heartline/server -- --to /var/backups/heartline
 *
 * PostgreSQL is backed up while the server runs: pg_dump (custom format) reads one snapshot,
 * the very one the manifest's row counts were taken in. PGlite only while the server is stopped
 * (see dumpPglite). The folder appears under its final name once everything is written; a
 * failed backup leaves nothing behind. restore.ts puts a backup back.
 */
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../src/config.ts';
import {
  BackupError,
  DATABASE_FILES,
  MANIFEST_FILE,
  UPLOADS_FILE,
  appliedMigrations,
  connectPostgres,
  pgTool,
  pgliteDir,
  postgresConnection,
  refuseOpenPglite,
  rowTotal,
  run,
  runCli,
  serverVersion,
  sha256File,
  tableCounts,
  uploadFiles,
  type Manifest,
  type Query,
} from './backupFormat.ts';

type DatabasePart = Pick<Manifest, 'database' | 'migrations' | 'tables'>;

/** Writes a backup into a new folder of `backupRoot` and answers where, with its manifest. */
export async function createBackup(
  config: Config,
  backupRoot: string,
  now = new Date(),
): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.resolve(backupRoot, `heartline-${now.toISOString().replace(/[:.]/g, '-')}`);
  const partial = `${dir}.partial`;
  await mkdir(backupRoot, { recursive: true });
  // The backup holds password hashes and the users' messages: readable by its owner only.
  await mkdir(partial, { mode: 0o700 });
  try {
    const database = config.DATABASE_URL
      ? await dumpPostgres(config.DATABASE_URL, partial)
      : await dumpPglite(pgliteDir(config), partial);
    const manifest: Manifest = {
      format: 'heartline-backup/1',
      createdAt: now.toISOString(),
      ...database,
      uploads: config.S3_BUCKET
        ? {
            kind: 's3',
            bucket: config.S3_BUCKET,
            note: "Images are in the bucket: back them up with the bucket's versioning or replication",
          }
        : await archiveUploads(path.resolve(config.UPLOAD_DIR), partial),
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

async function dumpPostgres(url: string, dir: string): Promise<DatabasePart> {
  const client = await connectPostgres(url);
  try {
    // One snapshot for the counts and for pg_dump: what the manifest counts is what was dumped,
    // however many requests the running server answers meanwhile.
    await client.query('begin isolation level repeatable read read only');
    const query: Query = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const [{ id: snapshot } = {}] = await query('select pg_export_snapshot() as id');
    const part = await describeDatabase(query, 'postgres');
    const file = path.join(dir, DATABASE_FILES.postgres);
    const { dbname, env } = postgresConnection(url);
    await run(
      pgTool('pg_dump'),
      [
        '--format=custom',
        '--no-password',
        `--snapshot=${String(snapshot)}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      { env },
    );
    await client.query('commit');
    return { ...part, database: { ...part.database, ...(await fileFacts(file)) } };
  } finally {
    await client.end();
  }
}

/**
 * PGlite's folder, through PGlite's own dumpDataDir: an exact copy of its data folder, which
 * restore.ts gives back to PGlite (loadDataDir). The server must be stopped: PGlite runs inside
 * the server's process and takes no lock another process would respect (a second PGlite opens a
 * folder in use without a word), while two PostgreSQL instances on the same files, each with its
 * own buffers, damage them, and a copy taken while the server writes would be torn. So the
 * postmaster.pid PGlite keeps while open is checked (refuseOpenPglite). An SQL dump instead
 * (pg_dump through a socket to PGlite) would need a pg_dump of PGlite's PostgreSQL (18) and a
 * wire-protocol bridge this server does not ship, and would still need the server stopped for
 * the same reason; the copy is exact. It is held in memory once, which fits the small databases
 * PGlite is for (a big one belongs on PostgreSQL).
 */
async function dumpPglite(dataDir: string, dir: string): Promise<DatabasePart> {
  if (!(await stat(path.join(dataDir, 'PG_VERSION')).catch(() => null))) {
    throw new BackupError(
      `There is no PGlite database in ${dataDir} (DATA_DIR/pglite). Run this with the server's ` +
        'configuration: its DATA_DIR, or its DATABASE_URL when it uses PostgreSQL.',
    );
  }
  refuseOpenPglite(dataDir);
  const pglite = await PGlite.create(dataDir);
  try {
    const query: Query = async (text) => (await pglite.query<Record<string, unknown>>(text)).rows;
    const part = await describeDatabase(query, 'pglite');
    const file = path.join(dir, DATABASE_FILES.pglite);
    const tarball = await pglite.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    return { ...part, database: { ...part.database, ...(await fileFacts(file)) } };
  } finally {
    await pglite.close();
  }
}

async function describeDatabase(query: Query, kind: 'postgres' | 'pglite'): Promise<DatabasePart> {
  const tables = await tableCounts(query);
  if (!tables.kysely_migration) {
    throw new BackupError('This database holds no Heartline schema (no kysely_migration table)');
  }
  return {
    database: {
      kind,
      file: DATABASE_FILES[kind],
      bytes: 0,
      sha256: '',
      serverVersion: await serverVersion(query),
    },
    migrations: await appliedMigrations(query),
    tables,
  };
}

async function fileFacts(file: string) {
  return { bytes: (await stat(file)).size, sha256: await sha256File(file) };
}

/**
 * The upload folder as a gzipped tar of the files listed first, so the manifest counts exactly
 * what was archived (images uploaded meanwhile are in the next backup; half-written ones never).
 */
async function archiveUploads(uploadDir: string, dir: string): Promise<Manifest['uploads']> {
  const { files, bytes } = await uploadFiles(uploadDir);
  const file = path.join(dir, UPLOADS_FILE);
  await run(
    'tar',
    [
      '--create',
      '--gzip',
      `--file=${file}`,
      ...(files.length > 0 ? [`--directory=${uploadDir}`] : []),
      '--null',
      '--files-from=-',
    ],
    { input: files.map((f) => `${f}\0`).join('') },
  );
  const sha256 = await sha256File(file);
  return { kind: 'local', file: UPLOADS_FILE, files: files.length, bytes, sha256 };
}

const kB = (bytes: number) => `${Math.ceil(bytes / 1024)} kB`;

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  const backupRoot = values.to ?? positionals[0] ?? process.env.BACKUP_DIR;
  if (values.help || !backupRoot) {
    console.error(
      'Usage: npm run backup -w @heartline/server -- --to <backup folder> (or BACKUP_DIR=...)\n' +
        'Backs up the database of DATABASE_URL (else PGlite in DATA_DIR, server stopped) and ' +
        'the images of UPLOAD_DIR into a new folder heartline-<time> of the backup folder.',
    );
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const { dir, manifest } = await createBackup(config, backupRoot);
  const { database, tables, migrations, uploads } = manifest;
  console.log(
    [
      `Backed up ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (PostgreSQL'} ` +
        `${database.serverVersion}${database.kind === 'pglite' ? ')' : ''}, schema ` +
        `${migrations.at(-1)}: ${Object.keys(tables).length} tables, ${rowTotal(tables)} rows, ` +
        kB(database.bytes),
      uploads.kind === 'local'
        ? `Uploads: ${uploads.files} ${uploads.files === 1 ? 'file' : 'files'}, ${kB(uploads.bytes)}`
        : `Uploads: in the S3 bucket ${uploads.bucket}, not copied (${uploads.note})`,
      `Backup: ${dir}`,
    ].join('\n'),
  );
}

if (import.meta.main) runCli(main);
