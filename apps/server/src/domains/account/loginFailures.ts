/**
 * Failed logins (decisions.md "Identity": at most LOGIN_FAILURES_PER_HOUR an hour per account).
 * A password check first reserves a failure, under a lock on the account's count, and only then
 * runs the (slow) check: however many checks arrive at once, at most the limit of them are made
 * in an hour. A right password gives its reservation back.
 */
import { lockKey } from '../../db/keyLock.ts';
import { AppError } from '../../http/AppError.ts';
import { countHit } from '../../http/rateLimitStore.ts';
import type { Services } from '../../services.ts';
import { countLoginFailuresSince, deleteLoginFailure, insertLoginFailure } from './queries.ts';

const HOUR = 3_600_000;

/** Reserves one of the account's failed logins of the hour (its id), or refuses with 1007. */
export async function reserveFailedLogin(services: Services, userId: number): Promise<number> {
  const now = services.now();
  return services.db.transaction().execute(async (trx) => {
    await lockKey(trx, `login-failures:${userId}`);
    const n = await countLoginFailuresSince(trx, userId, new Date(now.getTime() - HOUR));
    if (n >= services.config.LOGIN_FAILURES_PER_HOUR) throw new AppError(1007);
    return insertLoginFailure(trx, userId, now);
  });
}

/** The password was right after all: the reserved failure never happened. */
export async function giveBackFailedLogin(services: Services, failureId: number): Promise<void> {
  await deleteLoginFailure(services.db, failureId);
}

/**
 * The same count for a sign-in name that belongs to no account, so that its answers follow the
 * same pattern (1006, then 1007 past the limit) and do not tell that the account is missing.
 */
export async function countUnknownLogin(services: Services, name: string): Promise<void> {
  const { count } = await countHit(services, `unknown-login:${name.toLowerCase()}`, HOUR);
  if (count > services.config.LOGIN_FAILURES_PER_HOUR) throw new AppError(1007);
}
