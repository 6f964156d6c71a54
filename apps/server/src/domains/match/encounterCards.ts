/**
 * User cards of the home and encounter pages (EncounterUser): the brief view plus the
 * introduction and up to 3 of the newest album photos, hidden from a caller of gender 1 who has
 * not paid for that user's photos (the rule lives in user/photoPermission.ts), each as an address
 * signed for the viewer (album photos are private images: file/imageLinks.ts).
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { hasPhotoPermission } from '../user/photoPermission.ts';
import { toUserBrief } from '../user/views.ts';
import { newestAlbumPhotos } from './queries.ts';

type EncounterUser = components['schemas']['EncounterUser'];

const PHOTOS_PER_CARD = 3;

export async function toEncounterCards(
  services: Services,
  viewer: Pick<User, 'id' | 'gender' | 'im_account'>,
  users: User[],
  now: Date,
): Promise<EncounterUser[]> {
  if (users.length === 0) return [];
  const { db } = services;
  const links = imageLinksFor(services, viewer.im_account);
  const visible: number[] = [];
  for (const user of users) {
    if (await hasPhotoPermission(db, viewer, user.id)) visible.push(user.id);
  }
  const photos = await newestAlbumPhotos(db, visible, PHOTOS_PER_CARD);
  return users.map((user) => ({
    ...toUserBrief(user, now),
    introduction: user.introduction,
    photos: (photos.get(user.id) ?? []).map((photo) =>
      links(photo.url, { kind: 'album', id: photo.id }),
    ),
  }));
}
