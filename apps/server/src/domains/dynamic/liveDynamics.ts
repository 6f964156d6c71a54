/**
 * Finding the dynamics a call is about. A dynamic that was deleted, whose author cancelled the
 * account, or whose author and the viewer blocked each other (either way), answers as if it never
 * existed (404).
 */
import type { Db } from '../../db/database.ts';
import type { DynamicRow, User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import { findLiveDynamic } from './queries/dynamics.ts';

export async function liveDynamicOr404(db: Db, id: number, viewerId: number): Promise<DynamicRow> {
  const row = await findLiveDynamic(db, id, viewerId);
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
  const row = await liveDynamicOr404(db, id, me.id);
  if (row.user_id !== me.id) throw new AppError(refusal);
  return row;
}
