/** The payee of a payment, read inside its database transaction (the payer: queries.ts lockPayer). */
import { blockBetween } from '../../db/blocks.ts';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Trx } from '../../ledger/ledger.ts';
import { findActiveUser } from './queries.ts';

/**
 * The user a payment concerns: 404 when there is none, the account is cancelled or the payee
 * blocked the payer; 1505 when the payer blocked the payee (nothing is paid across a block).
 */
export async function findPayee(trx: Trx, payerId: number, userId: number): Promise<User> {
  const [user, block] = await Promise.all([
    findActiveUser(trx, userId),
    blockBetween(trx, payerId, userId),
  ]);
  if (!user || block.theirs) throw notFound();
  if (block.mine) throw new AppError(1505);
  return user;
}
