/** The file domain's SQL: the uploads recorded for their owners, and the viewers of images. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UploadsTable, User } from '../../db/tables.ts';

export async function insertUpload(db: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

/** Records the upload unless its address is recorded already. */
export async function insertUploadIfNew(db: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await db
    .insertInto('uploads')
    .values(upload)
    .onConflict((oc) => oc.column('url').doNothing())
    .execute();
}

export function findUploadByUrl(db: Db, url: string) {
  return db.selectFrom('uploads').select('id').where('url', '=', url).executeTakeFirst();
}

/** What is known of the user's upload at `url`: its type, size and dimensions. */
export function findOwnUploadDetails(db: Db, userId: number, url: string) {
  return db
    .selectFrom('uploads')
    .select(['mime_type', 'size', 'width', 'height'])
    .where('url', '=', url)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function findActiveUserByImAccount(db: Db, imAccount: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('im_account', '=', imAccount)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}
