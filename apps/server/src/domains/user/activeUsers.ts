/** Finding the users a call is about: cancelled users answer as if they did not exist. */
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import { findActiveUser } from './queries.ts';

/** The active user with this profile id, or 404. */
export async function activeUserOr404(db: Db, id: number): Promise<User> {
  const user = await findActiveUser(db, id);
  if (!user) throw notFound();
  return user;
}
