/**
 * One device session per chat account (product-spec section 8, event type 39): a login opens a
 * new session and ends the one before; only the current session may resume after a cut. Kept in
 * the database, so it holds across a restart and across server processes.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { findDeviceSession, saveDeviceSession } from './queries/deviceSessions.ts';

// The chat gateway and the account domain end sessions through here.
export { closeDeviceSession, endDeviceSessions } from './queries/deviceSessions.ts';

/** Opens the account's session, replacing any earlier one; answers its id. */
export async function openDeviceSession(db: Db, account: string, at: Date): Promise<string> {
  const sessionId = randomBytes(16).toString('hex');
  await saveDeviceSession(db, account, sessionId, at);
  return sessionId;
}

/** Whether `sessionId` is still the account's current session. */
export async function isCurrentSession(
  db: Db,
  account: string,
  sessionId: string,
): Promise<boolean> {
  const row = await findDeviceSession(db, account);
  return row?.session_id === sessionId;
}
