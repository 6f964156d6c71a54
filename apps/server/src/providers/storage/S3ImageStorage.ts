/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2, ...), chosen when S3_BUCKET is set. The
 * answered address is S3_PUBLIC_URL + key when set, else the bucket's own address.
 *
 * The bucket's policy must allow public reads of the public folders only, never of the private
 * ones (imageKeys.ts: `album/*`, `burn/*`). A viewer the server has checked is redirected to a
 * presigned GET of the private key, valid for a minute (`open`).
 */
import {
  CopyObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../../config.ts';
import { isPlainKey } from './imageKeys.ts';
import type { ImageStorage, OpenedImage } from './ImageStorage.ts';

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
  readonly imageOrigins: readonly string[];
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
    const bucketBase = endpoint
      ? `${endpoint}/${this.bucket}`
      : `https://${this.bucket}.s3.${config.S3_REGION}.amazonaws.com`;
    this.publicBase = config.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? bucketBase;
    // Public images come from the public address, private ones from presigned bucket addresses.
    this.imageOrigins = [...new Set([new URL(this.publicBase).origin, new URL(bucketBase).origin])];
  }

  async put(key: string, bytes: Buffer, mimeType: string): Promise<string> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: mimeType }),
    );
    return this.urlOf(key);
  }

  urlOf(key: string): string {
    return `${this.publicBase}/${key}`;
  }

  keyOf(url: string): string | null {
    const prefix = `${this.publicBase}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return isPlainKey(key) ? key : null;
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async copy(from: string, to: string): Promise<string | null> {
    try {
      // Keys are plain (isPlainKey): nothing in them needs encoding in CopySource.
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from}`,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    return this.urlOf(to);
  }

  async open(key: string, seconds: number): Promise<OpenedImage> {
    const url = await getSignedUrl(
      this.client,
      new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      { expiresIn: seconds },
    );
    return { kind: 'redirect', url };
  }
}

/** S3's "no such key" (NoSuchKey, or a bare 404 where it has no body to name it: HEAD, MinIO). */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}
