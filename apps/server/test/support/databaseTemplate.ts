/**
 * The migrated schema, made once per test run (vitest's globalSetup) and copied for every test
 * database: a PGlite dump on embedded runs, a template database on PostgreSQL. Initialising and
 * migrating a database takes over a second, and the suite opens several hundred.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../../src/db/database.ts';
import type { Database } from '../../src/db/tables.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated PGlite dump. */
    pgliteTemplateFile: string;
    /** The migrated template database's name on TEST_DATABASE_URL's server. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // One per project of the run (each project runs this set-up): never one another's.
    const name = `heartline_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    const admin = await openDatabase({ url, dataDir: 'memory', skipMigrate: true });
    await sql`drop database if exists ${sql.id(name)}`.execute(admin);
    await sql`create database ${sql.id(name)}`.execute(admin);
    const template = await openDatabase({ url: withDatabase(url, name), dataDir: 'memory' });
    // `create database … template` needs the template without connections.
    await template.destroy();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      await sql`drop database if exists ${sql.id(name)}`.execute(admin);
      await admin.destroy();
    };
  }
  const pglite = await PGlite.create();
  await migrate(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'heartline-pglite-template-'));
  const file = path.join(dir, 'schema.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return () => {
    rmSync(dir, { recursive: true, force: true });
    return Promise.resolve();
  };
}

/** `url` naming database `name` on the same server. */
export function withDatabase(url: string, name: string): string {
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

let dump: Blob | undefined;

/** The migrated PGlite dump (read once per test file), or undefined outside vitest's setup. */
export function pgliteTemplate(file: string): Blob | undefined {
  if (!file) return undefined;
  dump ??= new Blob([readFileSync(file)]);
  return dump;
}
