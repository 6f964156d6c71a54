/**
 * Puts a backup of backup.ts back, into the database and upload folder of the server's own
 * configuration (DATABASE_URL, else PGlite in DATA_DIR; UPLOAD_DIR), with the server stopped:
 *
 *   npm run restore -w @heartline/server -- --from /var/backups/heartline/heartline-<time>
 *
 * Before anything changes: the files are checked against the manifest's checksums, and a target
 * already holding Heartline data is refused unless --force. After: every table's row count and
 * the migrations applied are compared with the manifest, and any difference fails the restore.
 * PGlite's folder and the upload folder are restored beside the live ones and swapped in once
 * they match (with --force the old ones are kept as *.replaced-<time>); PostgreSQL is restored
 * by pg_restore in a single transaction, so it gets the whole backup or nothing.
 */
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from '../src/config.ts';
import { migrations as knownMigrations } from '../src/db/migrations/index.ts';
import {
  BackupError,
  appliedMigrations,
  checkFiles,
  connectPostgres,
  differences,
  pgTool,
  pgliteDir,
  postgresConnection,
  readManifest,
  refuseOpenPglite,
  rowTotal,
  run,
  runCli,
  tableCounts,
  tableNames,
  uploadFiles,
  type Manifest,
  type Query,
} from './backupFormat.ts';

export interface RestoreResult {
  manifest: Manifest;
  /** Folders moved aside by --force, kept until the operator deletes them. */
  keptAside: string[];
  /** What the operator should know: images not restored, migrations still to run. */
  notes: string[];
}

interface Restored {
  tables: Record<string, number>;
  migrations: string[];
}

export async function restoreBackup(
  config: Config,
  from: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const dir = path.resolve(from);
  const manifest = await readManifest(dir);
  const target = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    throw new BackupError(
      manifest.database.kind === 'pglite'
        ? 'This is a backup of PGlite, which restores into PGlite only: unset DATABASE_URL and ' +
            'set DATA_DIR to the folder to restore into.'
        : 'This is a backup of PostgreSQL, which restores into PostgreSQL only: set ' +
            'DATABASE_URL to the (empty) database to restore into.',
    );
  }
  await checkFiles(dir, manifest);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const uploadDir = path.resolve(config.UPLOAD_DIR);
  const uploads = manifest.uploads.kind === 'local' && !config.S3_BUCKET ? manifest.uploads : null;

  // Refused before anything changes: a target that already holds Heartline data.
  const occupied: string[] = [];
  const tables =
    target === 'postgres'
      ? await withPostgres(config.DATABASE_URL!, tableNames)
      : await pgliteTables(pgliteDir(config));
  if (tables.length > 0) {
    occupied.push(
      `the ${target === 'postgres' ? 'database' : `PGlite folder ${pgliteDir(config)}`} has ` +
        `${tables.length} tables (${tables.slice(0, 3).join(', ')}${tables.length > 3 ? ', …' : ''})`,
    );
  }
  const existingUploads = uploads ? (await uploadFiles(uploadDir)).files.length : 0;
  if (existingUploads > 0) occupied.push(`${uploadDir} holds ${existingUploads} files`);
  if (occupied.length > 0 && !options.force) {
    throw new BackupError(
      [
        'Refusing to restore over existing Heartline data:',
        ...occupied.map((line) => `  - ${line}`),
        'Restore into an empty database and upload folder, or pass --force to replace them',
        '(the PGlite and upload folders are then kept as *.replaced-<time>; the tables of a',
        'PostgreSQL database are dropped and recreated by pg_restore --clean).',
      ].join('\n'),
    );
  }

  const staged: { live: string; staging: string }[] = [];
  try {
    if (uploads) {
      const staging = `${uploadDir}.restoring-${stamp}`;
      staged.push({ live: uploadDir, staging });
      await extractUploads(path.join(dir, uploads.file), staging, uploads);
    }
    let restored: Restored;
    if (target === 'postgres') {
      restored = await restorePostgres(
        config.DATABASE_URL!,
        path.join(dir, manifest.database.file),
      );
    } else {
      const staging = `${pgliteDir(config)}.restoring-${stamp}`;
      staged.push({ live: pgliteDir(config), staging });
      restored = await restorePglite(path.join(dir, manifest.database.file), staging);
    }
    const wrong = differences(manifest, restored);
    if (wrong.length > 0) {
      throw new BackupError(
        [
          'RESTORE FAILED: the restored database does not match the backup manifest:',
          ...wrong.map((line) => `  - ${line}`),
          target === 'postgres'
            ? 'The database now holds what pg_restore wrote: do not start the server on it.'
            : 'Nothing was replaced: the PGlite and upload folders are as they were.',
        ].join('\n'),
      );
    }
  } catch (error) {
    for (const { staging } of staged) await rm(staging, { recursive: true, force: true });
    throw error;
  }

  const keptAside: string[] = [];
  for (const { live, staging } of staged) {
    const aside = await swapIn(live, staging, stamp);
    if (aside) keptAside.push(aside);
  }
  return { manifest, keptAside, notes: notesOn(manifest, config) };
}

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = await connectPostgres(url);
  try {
    return await work(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, file: string): Promise<Restored> {
  const { dbname, env } = postgresConnection(url);
  await run(
    pgTool('pg_restore'),
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--no-password',
      `--dbname=${dbname}`,
      file,
    ],
    { env },
  );
  return withPostgres(url, async (query) => ({
    tables: await tableCounts(query),
    migrations: await appliedMigrations(query),
  }));
}

/** The tables of the PGlite folder ([] when there is none yet); refuses an open folder. */
async function pgliteTables(dataDir: string): Promise<string[]> {
  if (!existsSync(dataDir) || (await readdir(dataDir)).length === 0) return [];
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`${dataDir} is not a PGlite folder: move it away first`);
  }
  refuseOpenPglite(dataDir);
  const pglite = await PGlite.create(dataDir);
  try {
    return await tableNames(
      async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
    );
  } finally {
    await pglite.close();
  }
}

/** PGlite's folder recreated from the tarball into `staging`, and what it holds. */
async function restorePglite(file: string, staging: string): Promise<Restored> {
  await mkdir(path.dirname(staging), { recursive: true });
  const pglite = await PGlite.create(staging, { loadDataDir: await openAsBlob(file) });
  try {
    const query: Query = async (text) => (await pglite.query<Record<string, unknown>>(text)).rows;
    return { tables: await tableCounts(query), migrations: await appliedMigrations(query) };
  } finally {
    await pglite.close();
  }
}

async function extractUploads(
  file: string,
  staging: string,
  expected: { files: number; bytes: number },
): Promise<void> {
  await mkdir(staging, { recursive: true });
  await run('tar', [
    '--extract',
    '--gzip',
    `--file=${file}`,
    `--directory=${staging}`,
    '--no-same-owner',
  ]);
  const { files, bytes } = await uploadFiles(staging);
  if (files.length !== expected.files || bytes !== expected.bytes) {
    throw new BackupError(
      `RESTORE FAILED: ${file} gave ${files.length} files (${bytes} bytes), the manifest says ` +
        `${expected.files} (${expected.bytes} bytes). Nothing was replaced.`,
    );
  }
}

/** Puts `staging` in the place of `live`; answers where the old `live` was kept, if anywhere. */
async function swapIn(live: string, staging: string, stamp: string): Promise<string | null> {
  let aside: string | null = null;
  if (existsSync(live)) {
    if ((await readdir(live)).length === 0) await rmdir(live);
    else {
      aside = `${live}.replaced-${stamp}`;
      await rename(live, aside);
    }
  }
  await rename(staging, live);
  return aside;
}

function notesOn(manifest: Manifest, config: Config): string[] {
  const notes: string[] = [];
  if (manifest.uploads.kind === 's3') {
    notes.push(
      `Images were in the S3 bucket ${manifest.uploads.bucket}, not in this backup: ` +
        "restore them with the bucket's versioning.",
    );
  } else if (config.S3_BUCKET) {
    notes.push(
      `This server keeps images in the S3 bucket ${config.S3_BUCKET}: the backup's ` +
        `${manifest.uploads.files} images (${manifest.uploads.file}) were not restored; ` +
        'copy them into the bucket (same keys).',
    );
  }
  const known = Object.keys(knownMigrations);
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    notes.push(
      `The backup comes from a newer server (migrations ${unknown.join(', ')}): run that version.`,
    );
  } else if (manifest.migrations.length < known.length) {
    notes.push(
      'The backup comes from an older server: the next start brings its schema up to date.',
    );
  }
  return notes;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      from: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  const from = values.from ?? positionals[0];
  if (values.help || !from) {
    console.error(
      'Usage: npm run restore -w @heartline/server -- --from <backup folder> [--force]\n' +
        'Restores into the database of DATABASE_URL (else PGlite in DATA_DIR) and UPLOAD_DIR; ' +
        'stop the server first. --force replaces existing Heartline data.',
    );
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const { manifest, keptAside, notes } = await restoreBackup(config, from, { force: values.force });
  const { tables, migrations, uploads } = manifest;
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (schema ${migrations.at(-1)}): ` +
        `${Object.keys(tables).length} tables, ${rowTotal(tables)} rows; every table's row ` +
        'count matches the manifest.',
      ...(uploads.kind === 'local' && !config.S3_BUCKET
        ? [
            `Uploads: ${uploads.files} ${uploads.files === 1 ? 'file' : 'files'} into ${path.resolve(config.UPLOAD_DIR)}, as counted.`,
          ]
        : []),
      ...keptAside.map(
        (folder) => `Kept the replaced data in ${folder}: delete it when satisfied.`,
      ),
      ...notes,
    ].join('\n'),
  );
}

if (import.meta.main) runCli(main);
