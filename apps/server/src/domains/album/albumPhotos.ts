/**
 * Album photos: a page of a user's album (locked for a caller of gender 1 without photo
 * permission), adding one of the caller's own uploads, and deleting one of the caller's photos.
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { activeUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../user/paging.ts';
import { hasPhotoPermission } from '../user/photoPermission.ts';
import { isOwnUpload } from './ownUpload.ts';

type AlbumPhoto = components['schemas']['AlbumPhoto'];

interface PhotoRow {
  id: number;
  url: string;
  created_at: Date;
}

const toAlbumPhoto = (row: PhotoRow, locked: boolean): AlbumPhoto => ({
  id: row.id,
  url: locked ? null : row.url,
  locked,
  createTime: row.created_at.toISOString(),
});

/** Newest first; `total` counts the photos even when they are locked. */
export async function listAlbum(
  services: Services,
  me: User,
  userId: number | undefined,
  page: PageRequest,
) {
  const { db } = services;
  const owner = userId === undefined || userId === me.id ? me : await activeUserOr404(db, userId);
  const permitted = await hasPhotoPermission(db, me, owner.id);
  const base = db.selectFrom('album_photos').where('user_id', '=', owner.id);
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'url', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  return {
    ...pageResult(
      page,
      total,
      rows.map((row) => toAlbumPhoto(row, !permitted)),
    ),
    photoPermission: (permitted ? 1 : 0) as 0 | 1,
  };
}

/**
 * Adds one of the caller's own uploads to the caller's album. Adding the same address again
 * answers the photo already there, so a retried request does not show the photo twice.
 */
export async function addAlbumPhoto(services: Services, me: User, url: string) {
  const { db, config } = services;
  if (!(await isOwnUpload(db, config, me, url))) throw new AppError(400);
  const existing = await db
    .selectFrom('album_photos')
    .select(['id', 'url', 'created_at'])
    .where('user_id', '=', me.id)
    .where('url', '=', url)
    .executeTakeFirst();
  if (existing) return toAlbumPhoto(existing, false);
  const row = await db
    .insertInto('album_photos')
    .values({ user_id: me.id, url, created_at: services.now() })
    .returning(['id', 'url', 'created_at'])
    .executeTakeFirstOrThrow();
  return toAlbumPhoto(row, false);
}

/** Someone else's photo answers 404 as a missing one does: ids reveal nothing. */
export async function deleteAlbumPhoto(services: Services, me: User, id: number) {
  const deleted = await services.db
    .deleteFrom('album_photos')
    .where('id', '=', id)
    .where('user_id', '=', me.id)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound();
}
