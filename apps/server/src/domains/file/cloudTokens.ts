/**
 * Credentials for uploading straight to a cloud bucket, each scoped to the caller's folder
 * (`u<account>/`) for 15 minutes: Aliyun STS credentials (AssumeRole with a policy allowing only
 * PutObject under the folder) and Qiniu upload tokens (signed here, Qiniu's documented algorithm).
 */
import { createHmac } from 'node:crypto';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { AliyunStsClient } from '../../providers/storage/AliyunSts.ts';
import type { Services } from '../../services.ts';
import { aliyunOss, callerFolder, qiniu } from './cloudFolders.ts';

/** STS's minimum lifetime; Qiniu tokens get the same. */
const TOKEN_SECONDS = 900;
const IMAGE_MIMES = 'image/jpeg;image/png;image/gif';

export async function issueAliyunSts(services: Services, me: User) {
  const oss = aliyunOss(services.config);
  if (!oss) throw new AppError(1303);
  const keyPrefix = callerFolder(me.account);
  const policy = JSON.stringify({
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject'],
        Resource: [`acs:oss:*:*:${oss.bucket}/${keyPrefix}*`],
      },
    ],
  });
  const sts = new AliyunStsClient({
    accessKeyId: oss.accessKeyId,
    accessKeySecret: oss.accessKeySecret,
    now: services.now,
  });
  const credentials = await sts
    .assumeRole({
      roleArn: oss.roleArn,
      sessionName: `u${me.account}`,
      policy,
      durationSeconds: TOKEN_SECONDS,
    })
    .catch((error: unknown) => {
      // Aliyun did not answer or refused: the caller can retry; the detail is for the operators.
      services.log.error({ err: error }, 'Aliyun STS AssumeRole failed');
      throw new AppError(1304);
    });
  return {
    ...credentials,
    bucketName: oss.bucket,
    endpoint: oss.endpoint,
    url: oss.url,
    keyPrefix,
  };
}

/** Qiniu's URL-safe base64: - and _ for + and /, padding kept. */
export const urlsafeBase64 = (data: Buffer | string) =>
  Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

export function issueQiniuToken(services: Services, me: User, requestedPrefix: string) {
  const kodo = qiniu(services.config);
  if (!kodo) throw new AppError(1303);
  const keyPrefix = callerFolder(me.account) + requestedPrefix;
  const deadline = Math.floor(services.now().getTime() / 1000) + TOKEN_SECONDS;
  // isPrefixalScope: the token writes any key starting with keyPrefix, and nothing else.
  const putPolicy = {
    scope: `${kodo.bucket}:${keyPrefix}`,
    isPrefixalScope: 1,
    deadline,
    fsizeLimit: services.config.UPLOAD_LIMIT,
    mimeLimit: IMAGE_MIMES,
  };
  const encodedPolicy = urlsafeBase64(JSON.stringify(putPolicy));
  const sign = urlsafeBase64(createHmac('sha1', kodo.secretKey).update(encodedPolicy).digest());
  return {
    token: `${kodo.accessKey}:${sign}:${encodedPolicy}`,
    domainName: kodo.domain,
    keyPrefix,
    expiration: new Date(deadline * 1000).toISOString(),
  };
}
