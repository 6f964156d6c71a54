/** Photo verification's SQL: a member's attempts, the review queue, the decision. */
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PhotoVerificationsTable } from '../../db/schema/photoVerification.ts';
import type { PageRequest } from '../../http/paging.ts';
import type { Trx } from '../../ledger/ledger.ts';

/** The member's attempt in progress: a gesture asked, or a selfie waiting (at most one). */
export function findOpenRequest(db: Db | Trx, userId: number) {
  return db
    .selectFrom('photo_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', ['asked', 'pending'])
    .executeTakeFirst();
}

/** The member's latest attempt that was sent (waiting or decided), for what the status says. */
export function findLatestSent(db: Db, userId: number) {
  return db
    .selectFrom('photo_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', 'in', ['pending', 'approved', 'refused'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The gesture asked last, whatever became of it: the next one must differ. */
export async function findLastGesture(trx: Trx, userId: number): Promise<string | undefined> {
  const row = await trx
    .selectFrom('photo_verifications')
    .select('gesture')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.gesture;
}

export async function insertRequest(trx: Trx, row: Insertable<PhotoVerificationsTable>) {
  await trx.insertInto('photo_verifications').values(row).execute();
}

export async function askAgain(trx: Trx, id: number, gesture: string, expiresAt: Date) {
  await trx
    .updateTable('photo_verifications')
    .set({ gesture, gesture_expires_at: expiresAt })
    .where('id', '=', id)
    .execute();
}

export async function markSubmitted(trx: Trx, id: number, selfieUrl: string, at: Date) {
  await trx
    .updateTable('photo_verifications')
    .set({ state: 'pending', selfie_url: selfieUrl, submitted_at: at })
    .where('id', '=', id)
    .execute();
}

/** Whether the url is the member's own upload made for verification (private, this server). */
export async function isOwnSelfie(db: Db, userId: number, url: string) {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('url', '=', url)
    .where('user_id', '=', userId)
    .where('purpose', '=', 'selfie')
    .executeTakeFirst();
  return row !== undefined;
}

export function countWaiting(db: Db) {
  return db
    .selectFrom('photo_verifications')
    .where('state', '=', 'pending')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** Selfies waiting for an operator, oldest first. */
export function listWaitingPage(db: Db, page: PageRequest) {
  return db
    .selectFrom('photo_verifications')
    .selectAll()
    .where('state', '=', 'pending')
    .orderBy('submitted_at', 'asc')
    .orderBy('id', 'asc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function findRequest(db: Db, id: number) {
  return db.selectFrom('photo_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Decides a waiting request; false when it was no longer waiting (decided by another operator a
 * moment earlier): the update's condition is what makes a decision happen once.
 */
export async function markDecided(
  trx: Trx,
  id: number,
  decision: { approve: boolean; operatorId: number; reason: string | null; at: Date },
): Promise<boolean> {
  const done = await trx
    .updateTable('photo_verifications')
    .set({
      state: decision.approve ? 'approved' : 'refused',
      operator_id: decision.operatorId,
      reason: decision.reason,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}

export async function markVerified(trx: Trx, userId: number, at: Date) {
  await trx.updateTable('users').set({ verified_at: at }).where('id', '=', userId).execute();
}

/** The latest album photos of members, to compare their selfies with. */
export function listAlbumUrls(db: Db, userIds: number[], perMember: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('album_photos')
        .select([
          'user_id',
          'url',
          sql<number>`row_number() over (partition by user_id order by created_at desc, id desc)`.as(
            'n',
          ),
        ])
        .where('user_id', 'in', userIds)
        .as('p'),
    )
    .select(['p.user_id', 'p.url'])
    .where('p.n', '<=', perMember)
    .orderBy('p.user_id')
    .orderBy('p.n')
    .execute();
}

export function isAlbumPhotoOf(db: Db, userId: number, url: string) {
  return db
    .selectFrom('album_photos')
    .select('id')
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .executeTakeFirst();
}
