/**
 * Where a user's images may be written in the cloud buckets: every credential this server issues
 * is scoped to the caller's folder `u<account>/`, so an address under that folder in a configured
 * bucket is the caller's own upload even though it never passed through this server.
 */
import type { Config } from '../../config.ts';

export const callerFolder = (account: number) => `u${account}/`;

export interface AliyunOss {
  bucket: string;
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  roleArn: string;
  /** The bucket's public base address, ending with /. */
  url: string;
}

/** The Aliyun OSS settings, or null when any is missing. Read per call: the config may change. */
export function aliyunOss(config: Config): AliyunOss | null {
  const {
    ALIYUN_OSS_BUCKET: bucket,
    ALIYUN_OSS_ENDPOINT: endpoint,
    ALIYUN_ACCESS_KEY_ID: accessKeyId,
    ALIYUN_ACCESS_KEY_SECRET: accessKeySecret,
    ALIYUN_STS_ROLE_ARN: roleArn,
  } = config;
  if (!bucket || !endpoint || !accessKeyId || !accessKeySecret || !roleArn) return null;
  const host = endpoint.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return {
    bucket,
    endpoint: host,
    accessKeyId,
    accessKeySecret,
    roleArn,
    url: `https://${bucket}.${host}/`,
  };
}

export interface Qiniu {
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** The bucket's public domain, without a trailing /. */
  domain: string;
}

export function qiniu(config: Config): Qiniu | null {
  const { QINIU_ACCESS_KEY: accessKey, QINIU_SECRET_KEY: secretKey, QINIU_BUCKET: bucket } = config;
  const domain = config.QINIU_DOMAIN?.replace(/\/+$/, '');
  if (!accessKey || !secretKey || !bucket || !domain) return null;
  return { accessKey, secretKey, bucket, domain };
}

/** The address prefixes of the caller's folder in each configured cloud bucket. */
export function cloudFoldersOf(config: Config, account: number): string[] {
  const folder = callerFolder(account);
  const folders: string[] = [];
  const oss = aliyunOss(config);
  if (oss) folders.push(oss.url + folder);
  const kodo = qiniu(config);
  if (kodo) folders.push(`${kodo.domain}/${folder}`);
  return folders;
}
