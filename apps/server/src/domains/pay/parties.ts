/** The payee of a payment, read inside its database transaction (the payer: queries.ts lockPayer). */
import type { User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import type { Trx } from '../../ledger/ledger.ts';
import { findActiveUser } from './queries.ts';

/** The user a payment concerns: 404 when there is none or the account is cancelled. */
export async function findPayee(trx: Trx, userId: number): Promise<User> {
  const user = await findActiveUser(trx, userId);
  if (!user) throw notFound();
  return user;
}
