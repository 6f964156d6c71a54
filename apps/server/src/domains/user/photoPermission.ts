/**
 * Who may see a user's album photos (decisions.md): everyone sees their own; callers of gender 0
 * or 2 see everyone's; a caller of gender 1 sees another user's only after paying for that pair,
 * which the payment records in photo_permissions.
 */
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { findPhotoPermission } from './queries.ts';

export async function hasPhotoPermission(
  db: Db,
  viewer: Pick<User, 'id' | 'gender'>,
  ownerId: number,
): Promise<boolean> {
  if (viewer.id === ownerId || viewer.gender !== 1) return true;
  const paid = await findPhotoPermission(db, viewer.id, ownerId);
  return paid !== undefined;
}
