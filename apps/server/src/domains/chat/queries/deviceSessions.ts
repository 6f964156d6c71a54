/** The SQL of chat device sessions: one row per chat account, its current session. */
import type { Db } from '../../../db/database.ts';

/** Makes `sessionId` the account's session, replacing any earlier one. */
export async function saveDeviceSession(
  db: Db,
  account: string,
  sessionId: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('chat_device_sessions')
    .values({ im_account: account, session_id: sessionId, opened_at: at })
    .onConflict((oc) =>
      oc.column('im_account').doUpdateSet({ session_id: sessionId, opened_at: at }),
    )
    .execute();
}

export function findDeviceSession(db: Db, account: string) {
  return db
    .selectFrom('chat_device_sessions')
    .select('session_id')
    .where('im_account', '=', account)
    .executeTakeFirst();
}

/** Ends the account's session if it is still `sessionId` (logout). */
export async function closeDeviceSession(
  db: Db,
  account: string,
  sessionId: string,
): Promise<void> {
  await db
    .deleteFrom('chat_device_sessions')
    .where('im_account', '=', account)
    .where('session_id', '=', sessionId)
    .execute();
}

/** Ends the account's session whichever it is (its sessions ended everywhere): none may resume. */
export async function endDeviceSessions(db: Db, account: string): Promise<void> {
  await db.deleteFrom('chat_device_sessions').where('im_account', '=', account).execute();
}
