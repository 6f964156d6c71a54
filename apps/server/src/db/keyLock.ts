/**
 * A lock on a name, held until the transaction ends: PostgreSQL's transaction-level advisory lock
 * on the name's 64-bit hash. It makes a count-then-write step on one thing (the failed logins of
 * an account, the codes sent to an address) happen one at a time, where there is no row to lock.
 * Everything between taking it and the end of the transaction must use that transaction.
 */
import { sql, type Transaction } from 'kysely';
import type { Database } from './tables.ts';

export async function lockKey(trx: Transaction<Database>, key: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
