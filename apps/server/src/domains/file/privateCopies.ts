/**
 * Moving an image into the private key space where it must stay private (an album photo, a
 * burn-after-reading dynamic's images): an upload of this server's storage in a public folder is
 * copied to the same name in the private folder and recorded as the owner's upload too. An image
 * already private, in a cloud bucket (beyond this server's reach) or no longer stored stays as
 * it is. Its smaller copies (renditions.ts) go with it, when stored. The public original stays
 * where it was: only its uploader knows its address.
 */
import type { User } from '../../db/tables.ts';
import {
  isPrivateKey,
  privateKeyFor,
  type PrivateFolder,
} from '../../providers/storage/imageKeys.ts';
import type { Services } from '../../services.ts';
import { findOwnUploadDetails, findUploadByUrl, insertUploadIfNew } from './queries.ts';
import { RENDITION_WIDTHS, renditionKey } from './renditions.ts';

export async function privateCopyOf(
  services: Services,
  owner: Pick<User, 'id'>,
  url: string,
  folder: PrivateFolder,
): Promise<string> {
  const { db, storage } = services;
  const key = storage.keyOf(url);
  if (key === null || isPrivateKey(key)) return url;
  const target = privateKeyFor(folder, key);
  const targetUrl = storage.urlOf(target);
  const done = await findUploadByUrl(db, targetUrl);
  if (done) return targetUrl;

  const upload = await findOwnUploadDetails(db, owner.id, url);
  if (!upload) return url;
  const copied = await storage.copy(key, target);
  if (copied === null) return url;
  // Missing ones are drawn on first request instead.
  await Promise.all(
    RENDITION_WIDTHS.map((width) =>
      storage.copy(renditionKey(key, width), renditionKey(target, width)),
    ),
  );
  await insertUploadIfNew(db, {
    ...upload,
    user_id: owner.id,
    url: copied,
    purpose: folder,
    created_at: services.now(),
  });
  return copied;
}
