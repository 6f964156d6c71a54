/**
 * Session tokens: 256 random bits, given to the client once and stored only as a SHA-256 hash,
 * valid for SESSION_DAYS, revoked at logout, password change and cancellation.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { User } from '../db/tables.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function openSession(
  db: Db,
  userId: number,
  now: Date,
  days: number,
): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + days * 86_400_000),
    })
    .execute();
  return token;
}

/** The user of a live session, or null (unknown, expired, revoked token, or cancelled user). */
export async function sessionUser(
  db: Db,
  token: string,
  now: Date,
): Promise<{ user: User; tokenHash: string } | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const user = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
  return user ? { user, tokenHash } : null;
}

export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Revokes every session of a user (password change, cancellation). */
export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
