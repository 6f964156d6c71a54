/**
 * Album photos: a page of a user's album (locked for a caller of gender 1 without photo
 * permission), adding one of the caller's own uploads, and deleting one of the caller's photos.
 * Photos are private images: kept in the private key space and shown to each caller allowed to
 * see them as an address signed for that caller (file/imageLinks.ts), which checks again, when
 * the image is loaded, that the caller still may (`checkAlbumPhotoViewer`).
 */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { AppError, forbidden, notFound } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor, storedAddressOf, type ImageLinks } from '../file/imageLinks.ts';
import { privateCopyOf } from '../file/privateCopies.ts';
import { visibleUserOr404 } from '../user/activeUsers.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { hasPhotoPermission } from '../user/photoPermission.ts';
import { isOwnUpload } from './ownUpload.ts';
import {
  countAlbumPhotos,
  deleteOwnAlbumPhoto,
  findActiveOwnerOfAlbumPhoto,
  findAlbumPhotoByUrl,
  insertAlbumPhoto,
  listAlbumPhotosPage,
} from './queries.ts';

type AlbumPhoto = components['schemas']['AlbumPhoto'];
type Flag = components['schemas']['Flag'];

interface PhotoRow {
  id: number;
  url: string;
  created_at: Date;
}

const toAlbumPhoto = (row: PhotoRow, locked: boolean, links: ImageLinks): AlbumPhoto => ({
  id: row.id,
  url: locked ? null : links(row.url, { kind: 'album', id: row.id }),
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
  const links = imageLinksFor(services, me.im_account);
  // A user who blocked the caller has no album for them (404).
  const owner =
    userId === undefined || userId === me.id
      ? me
      : (await visibleUserOr404(db, me.id, userId)).user;
  const permitted = await hasPhotoPermission(db, me, owner.id);
  const photoPermission: Flag = permitted ? 1 : 0;
  const [{ total }, rows] = await Promise.all([
    countAlbumPhotos(db, owner.id),
    listAlbumPhotosPage(db, owner.id, page),
  ]);
  return {
    ...pageResult(
      page,
      total,
      rows.map((row) => toAlbumPhoto(row, !permitted, links)),
    ),
    photoPermission,
  };
}

/**
 * Adds one of the caller's own uploads to the caller's album (copied into the private key space
 * when it was uploaded for another purpose). Adding the same address again, or the signed address
 * the caller was shown for it, answers the photo already there, so a retried request does not
 * show the photo twice.
 */
export async function addAlbumPhoto(services: Services, me: User, given: string) {
  const { db, config } = services;
  const links = imageLinksFor(services, me.im_account);
  const uploaded = storedAddressOf(services, me.im_account, given);
  if (!(await isOwnUpload(db, config, me, uploaded))) throw new AppError(400);
  const url = await privateCopyOf(services, me, uploaded, 'album');
  const existing = await findAlbumPhotoByUrl(db, me.id, url);
  if (existing) return toAlbumPhoto(existing, false, links);
  const row = await insertAlbumPhoto(db, me.id, url, services.now());
  return toAlbumPhoto(row, false, links);
}

/** Someone else's photo answers 404 as a missing one does: ids reveal nothing. */
export async function deleteAlbumPhoto(services: Services, me: User, id: number) {
  const deleted = await deleteOwnAlbumPhoto(services.db, me.id, id);
  if (!deleted) throw notFound();
}

/**
 * Whether the viewer may load the album photo `photoId` at `url` now (its signed address being
 * served): still in the album of an active owner (404 otherwise), and the viewer has photo
 * permission for that owner (403 otherwise).
 */
export async function checkAlbumPhotoViewer(
  db: Db,
  viewer: Pick<User, 'id' | 'gender'>,
  photoId: number,
  url: string,
): Promise<void> {
  const photo = await findActiveOwnerOfAlbumPhoto(db, photoId, url);
  if (!photo) throw notFound();
  if (!(await hasPhotoPermission(db, viewer, photo.user_id))) throw forbidden();
}
