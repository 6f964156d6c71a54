/**
 * Ending a login's web push subscriptions: below the domains, because the account domain ends
 * logins (domains/account/endSessions.ts) and the push domain, which keeps the subscriptions,
 * depends on the message domain, which depends on the account one.
 */
import type { Db } from './database.ts';

/** A login ended: its subscriptions go (`tokenHash`), or every one of the user's. */
export async function deleteSubscriptionsOf(
  db: Db,
  userId: number,
  tokenHash: string | undefined,
): Promise<void> {
  let query = db.deleteFrom('push_subscriptions').where('user_id', '=', userId);
  if (tokenHash) query = query.where('session_hash', '=', tokenHash);
  await query.execute();
}
