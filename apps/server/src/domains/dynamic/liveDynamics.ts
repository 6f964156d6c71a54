/**
 * Finding the dynamics a call is about. A dynamic that was deleted, or whose author cancelled
 * the account, answers as if it never existed (404).
 */
import type { Db } from '../../db/database.ts';
import type { DynamicRow, User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';

/** Dynamics still shown: not deleted, by an author who has not cancelled. */
export const liveDynamics = (db: Db) =>
  db
    .selectFrom('dynamics')
    .innerJoin('users', 'users.id', 'dynamics.user_id')
    .where('dynamics.deleted_at', 'is', null)
    .where('users.cancelled_at', 'is', null);

export async function liveDynamicOr404(db: Db, id: number): Promise<DynamicRow> {
  const row = await liveDynamics(db)
    .selectAll('dynamics')
    .where('dynamics.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The caller's own live dynamic; someone else's answers 403 with `refusal` (403 by default). */
export async function ownDynamicOr403(
  db: Db,
  me: User,
  id: number,
  refusal = 403,
): Promise<DynamicRow> {
  const row = await liveDynamicOr404(db, id);
  if (row.user_id !== me.id) throw new AppError(refusal);
  return row;
}

/** Active (not cancelled) users by id, for shaping authors and replied-to users. */
export async function activeUsersById(db: Db, ids: number[]): Promise<Map<number, User>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .selectAll()
    .where('id', 'in', unique)
    .where('cancelled_at', 'is', null)
    .execute();
  return new Map(users.map((u) => [u.id, u]));
}
