/**
 * Aliyun STS AssumeRole over its HTTP RPC API (no SDK): the request is signed as Aliyun documents
 * for RPC-style APIs (sorted, RFC 3986-encoded parameters; HMAC-SHA1 of
 * "POST&%2F&<encoded query>" with the secret + "&"), and sent with fetch.
 */
import { createHmac, randomUUID } from 'node:crypto';

export interface AssumeRoleRequest {
  roleArn: string;
  /** 2 to 64 characters of [A-Za-z0-9.@_-]; shows in Aliyun's audit logs. */
  sessionName: string;
  /** A policy narrowing the role's rights for these credentials (JSON). */
  policy: string;
  /** 900 (the minimum) to the role's maximum. */
  durationSeconds: number;
}

export interface StsCredentials {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  /** ISO 8601. */
  expiration: string;
}

export interface AliyunSts {
  assumeRole(request: AssumeRoleRequest): Promise<StsCredentials>;
}

export interface AliyunStsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint?: string;
  now?: () => Date;
}

export const STS_ENDPOINT = 'https://sts.aliyuncs.com';

/** Aliyun's percent-encoding: RFC 3986, so also ! ' ( ) * (and a space is %20, never +). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The RPC signature of a parameter set (without Signature) for an HTTP method. */
export function rpcSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] as string)}`)
    .join('&');
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

interface AssumeRoleAnswer {
  Credentials?: {
    AccessKeyId?: string;
    AccessKeySecret?: string;
    SecurityToken?: string;
    Expiration?: string;
  };
  Code?: string;
  Message?: string;
}

export class AliyunStsClient implements AliyunSts {
  private readonly options: AliyunStsOptions;

  constructor(options: AliyunStsOptions) {
    this.options = options;
  }

  async assumeRole(request: AssumeRoleRequest): Promise<StsCredentials> {
    const { accessKeyId, accessKeySecret, endpoint = STS_ENDPOINT } = this.options;
    const now = this.options.now?.() ?? new Date();
    const params: Record<string, string> = {
      Action: 'AssumeRole',
      Version: '2015-04-01',
      Format: 'JSON',
      AccessKeyId: accessKeyId,
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      SignatureNonce: randomUUID(),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      RoleArn: request.roleArn,
      RoleSessionName: request.sessionName,
      Policy: request.policy,
      DurationSeconds: String(request.durationSeconds),
    };
    params.Signature = rpcSignature('POST', params, accessKeySecret);
    const body = Object.entries(params)
      .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
      .join('&');
    const response = await fetch(`${endpoint}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json().catch(() => ({}))) as AssumeRoleAnswer;
    const c = answer.Credentials;
    if (
      !response.ok ||
      !c?.AccessKeyId ||
      !c.AccessKeySecret ||
      !c.SecurityToken ||
      !c.Expiration
    ) {
      throw new Error(
        `Aliyun STS AssumeRole failed (${response.status} ${answer.Code ?? ''} ${answer.Message ?? ''})`,
      );
    }
    return {
      accessKeyId: c.AccessKeyId,
      accessKeySecret: c.AccessKeySecret,
      securityToken: c.SecurityToken,
      expiration: new Date(c.Expiration).toISOString(),
    };
  }
}
