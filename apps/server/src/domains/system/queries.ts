import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The cheapest statement the database must answer: the readiness probe's check. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
