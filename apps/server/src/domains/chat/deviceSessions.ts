/**
 * One device session per chat account (product-spec section 8, event type 39): a login opens a
 * new session and ends the one before; only the current session may resume after a cut. Kept in
 * the database, so it holds across a restart and across server processes.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** Opens the account's session, replacing any earlier one; answers its id. */
export async function openDeviceSession(db: Db, account: string, at: Date): Promise<string> {
  const sessionId = randomBytes(16).toString('hex');
  await db
    .insertInto('chat_device_sessions')
    .values({ im_account: account, session_id: sessionId, opened_at: at })
    .onConflict((oc) =>
      oc.column('im_account').doUpdateSet({ session_id: sessionId, opened_at: at }),
    )
    .execute();
  return sessionId;
}

/** Whether `sessionId` is still the account's current session. */
export async function isCurrentSession(
  db: Db,
  account: string,
  sessionId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('chat_device_sessions')
    .select('session_id')
    .where('im_account', '=', account)
    .executeTakeFirst();
  return row?.session_id === sessionId;
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
