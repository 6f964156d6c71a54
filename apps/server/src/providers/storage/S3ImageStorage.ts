/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2, ...), chosen when S3_BUCKET is set. The
 * answered address is S3_PUBLIC_URL + key when set, else the bucket's own address.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { ImageStorage } from './ImageStorage.ts';

type S3Config = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
>;

export class S3ImageStorage implements ImageStorage {
  readonly localDir = null;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(config: S3Config & { S3_BUCKET: string }) {
    this.bucket = config.S3_BUCKET;
    const endpoint = config.S3_ENDPOINT?.replace(/\/+$/, '');
    this.client = new S3Client({
      region: config.S3_REGION,
      endpoint,
      // Self-hosted endpoints (MinIO) rarely have a DNS name per bucket.
      forcePathStyle: endpoint !== undefined,
      // Without keys, the SDK's own chain (environment, instance role) is used.
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            }
          : undefined,
    });
    this.publicBase =
      config.S3_PUBLIC_URL?.replace(/\/+$/, '') ??
      (endpoint
        ? `${endpoint}/${this.bucket}`
        : `https://${this.bucket}.s3.${config.S3_REGION}.amazonaws.com`);
  }

  async put(key: string, bytes: Buffer, mimeType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: mimeType }),
    );
    return `${this.publicBase}/${key}`;
  }
}
