/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, otherwise embedded PGlite
 * (its data folder, or memory for tests), and brings its schema up to date.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A PostgreSQL connection string. */
  url?: string;
  /** PGlite's data folder, or 'memory'. */
  dataDir: string;
  /** The most PostgreSQL connections this process opens (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Open without bringing the schema up to date (administrative connections). */
  skipMigrate?: boolean;
  /**
   * A PGlite data folder dumped by `dumpDataDir` to start from instead of an empty cluster: tests
   * open hundreds of databases, and loading a migrated one takes a third of the time of
   * initialising and migrating each.
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = options.url
    ? openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.dataDir, options.pgliteTemplate);
  if (!options.skipMigrate) await migrate(db);
  return db;
}

/** The PostgreSQL databases of this process: each runs several transactions at once. */
const pooled = new WeakSet<Db>();

/** Whether the database runs several transactions at once (a PostgreSQL pool; not PGlite). */
export function runsTransactionsAtOnce(db: Db): boolean {
  return pooled.has(db);
}

function openPostgres(url: string, max: number): Db {
  // Numeric columns stay numbers; bigint counts (count(*)) are read as numbers too.
  pg.types.setTypeParser(20, (v) => Number(v));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max }) }),
  });
  pooled.add(db);
  return db;
}

async function openPglite(dataDir: string, template?: Blob): Promise<Db> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir === 'memory' ? undefined : dataDir, {
    parsers: { 20: (v: string) => Number(v) },
    ...(template ? { loadDataDir: template } : {}),
  });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
