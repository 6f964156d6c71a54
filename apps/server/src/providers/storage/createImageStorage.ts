import type { Config } from '../../config.ts';
import type { ImageStorage } from './ImageStorage.ts';
import { LocalImageStorage } from './LocalImageStorage.ts';
import { S3ImageStorage } from './S3ImageStorage.ts';

/** The configured image storage: an S3 bucket when S3_BUCKET is set, else the local folder. */
export function createImageStorage(config: Config): ImageStorage {
  if (config.S3_BUCKET) return new S3ImageStorage({ ...config, S3_BUCKET: config.S3_BUCKET });
  return new LocalImageStorage(config.UPLOAD_DIR);
}
