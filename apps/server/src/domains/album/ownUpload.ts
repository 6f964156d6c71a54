/**
 * Whether an image address is one of the caller's own uploads: a file the caller stored through
 * /file/upload (a row in uploads), or a key in the caller's folder of a configured cloud bucket
 * (the only folder the credentials of /file/aliyun-sts-token and /file/qiniu-token can write).
 * A voice recording (purpose voice) is no image: only isOwnVoiceUpload accepts it.
 */
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { isPlainKey } from '../../providers/storage/imageKeys.ts';
import { cloudFoldersOf } from '../file/cloudFolders.ts';
import { findUpload } from './queries.ts';

export async function isOwnUpload(
  db: Db,
  config: Config,
  me: Pick<User, 'id' | 'account'>,
  url: string,
): Promise<boolean> {
  const stored = await findUpload(db, me.id, url);
  if (stored) return stored.purpose !== 'voice';
  return cloudFoldersOf(config, me.account).some(
    (folder) => url.startsWith(folder) && isPlainKey(url.slice(folder.length)),
  );
}

/** Whether an address is a voice recording the caller uploaded (/file/upload purpose voice). */
export async function isOwnVoiceUpload(
  db: Db,
  me: Pick<User, 'id'>,
  url: string,
): Promise<boolean> {
  return (await findUpload(db, me.id, url))?.purpose === 'voice';
}
