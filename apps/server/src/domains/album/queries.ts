/** The album's SQL: album photos, and the caller's uploads they are added from. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PageRequest } from '../../http/paging.ts';

export function countAlbumPhotos(db: Db, ownerId: number) {
  return db
    .selectFrom('album_photos')
    .where('user_id', '=', ownerId)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
}

/** A page of the owner's album, newest first. */
export function listAlbumPhotosPage(db: Db, ownerId: number, page: PageRequest) {
  return db
    .selectFrom('album_photos')
    .where('user_id', '=', ownerId)
    .select(['id', 'url', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
}

export function findAlbumPhotoByUrl(db: Db, userId: number, url: string) {
  return db
    .selectFrom('album_photos')
    .select(['id', 'url', 'created_at'])
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .executeTakeFirst();
}

export function insertAlbumPhoto(db: Db, userId: number, url: string, at: Date) {
  return db
    .insertInto('album_photos')
    .values({ user_id: userId, url, created_at: at })
    .returning(['id', 'url', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** The deleted photo's id; undefined when the user has no photo of that id. */
export function deleteOwnAlbumPhoto(db: Db, userId: number, photoId: number) {
  return db
    .deleteFrom('album_photos')
    .where('id', '=', photoId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
}

/** The photo's owner, when the photo `photoId` is at `url` and its owner is active. */
export function findActiveOwnerOfAlbumPhoto(db: Db, photoId: number, url: string) {
  return db
    .selectFrom('album_photos')
    .innerJoin('users', 'users.id', 'album_photos.user_id')
    .select('album_photos.user_id')
    .where('album_photos.id', '=', photoId)
    .where('album_photos.url', '=', url)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
}

export function findUpload(db: Db, userId: number, url: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'purpose'])
    .where('user_id', '=', userId)
    .where('url', '=', url)
    .executeTakeFirst();
}
