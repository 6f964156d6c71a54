/**
 * User cards of the home and encounter pages (EncounterUser): the brief view plus the
 * introduction and up to 3 of the newest album photos, hidden from a caller of gender 1 who has
 * not paid for that user's photos (the rule lives in user/photoPermission.ts), each as an address
 * signed for the viewer (album photos are private images: file/imageLinks.ts).
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { imageLinksFor } from '../file/imageLinks.ts';
import { hasPhotoPermission } from '../user/photoPermission.ts';
import { toUserBrief } from '../user/views.ts';

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
  const photos = await newestPhotos(db, visible);
  return users.map((user) => ({
    ...toUserBrief(user, now),
    introduction: user.introduction,
    photos: (photos.get(user.id) ?? []).map((photo) =>
      links(photo.url, { kind: 'album', id: photo.id }),
    ),
  }));
}

/** Up to 3 newest album photos of each owner, in one query. */
async function newestPhotos(
  db: Db,
  ownerIds: number[],
): Promise<Map<number, { id: number; url: string }[]>> {
  const byOwner = new Map<number, { id: number; url: string }[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('album_photos')
        .select([
          'user_id',
          'url',
          'created_at',
          'id',
          sql<number>`row_number() over (partition by user_id order by created_at desc, id desc)::int`.as(
            'rank',
          ),
        ])
        .where('user_id', 'in', ownerIds)
        .as('ranked'),
    )
    .select(['user_id', 'id', 'url'])
    .where('rank', '<=', PHOTOS_PER_CARD)
    .orderBy('user_id')
    .orderBy('rank')
    .execute();
  for (const row of rows) {
    const list = byOwner.get(row.user_id) ?? [];
    list.push({ id: row.id, url: row.url });
    byOwner.set(row.user_id, list);
  }
  return byOwner;
}
