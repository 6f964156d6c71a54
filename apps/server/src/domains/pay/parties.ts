/** The two sides of a payment, read inside its database transaction. */
import type { User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import type { Trx } from '../../ledger/ledger.ts';

/**
 * The payer's row, locked until the transaction ends: two payments of one user that read the
 * membership or the balance before moving coins run one after the other, never on stale values.
 * FOR NO KEY UPDATE, as the ledger's own balance update takes: it does not wait on the key-share
 * locks that inserts referencing the user (the idempotency key) hold, so it cannot deadlock on them.
 */
export async function lockPayer(trx: Trx, userId: number): Promise<User> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

/** The user a payment concerns: 404 when there is none or the account is cancelled. */
export async function findPayee(trx: Trx, userId: number): Promise<User> {
  const user = await trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound();
  return user;
}
