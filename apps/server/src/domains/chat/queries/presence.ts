/** The SQL of chat presence: when members were last seen, and who hides it (issue 19). */
import type { Db } from '../../../db/database.ts';

/** Records that these accounts' last chat connection closed at `at`. */
export async function saveLastSeen(db: Db, accounts: readonly string[], at: Date): Promise<void> {
  if (accounts.length === 0) return;
  await db
    .updateTable('users')
    .set({ last_seen_at: at })
    .where('im_account', 'in', [...accounts])
    .execute();
}

/** The live users among these accounts, with their last seen and whether they hide it. */
export function presenceParties(db: Db, accounts: readonly string[]) {
  return db
    .selectFrom('users')
    .select(['id', 'im_account', 'last_seen_at', 'hide_last_seen'])
    .where('im_account', 'in', [...accounts])
    .where('cancelled_at', 'is', null)
    .execute();
}
