/**
 * Provider states of cloud upload storage (file pact): configuration and a stand-in for Aliyun's
 * STS service, both put back before the next interaction.
 */
import { STS_ENDPOINT } from '../../../src/providers/storage/AliyunSts.ts';
import { configure, type StateContext, type StateHandler } from './stateContext.ts';

/**
 * Answers the server's AssumeRole calls the way Aliyun STS does (the verification runs offline):
 * temporary credentials valid for the requested duration.
 */
function fakeAliyunSts(ctx: StateContext): void {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(STS_ENDPOINT)) return realFetch(input, init);
    // The server posts its form as a string.
    const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
    const seconds = Number(params.get('DurationSeconds') ?? 900);
    const expiration = new Date(ctx.app.services.now().getTime() + seconds * 1000);
    return Response.json({
      RequestId: '6894B13B-6D71-4EF5-88FA-F32781734A7F',
      AssumedRoleUser: {
        Arn: `${params.get('RoleArn')}/${params.get('RoleSessionName')}`,
        AssumedRoleId: '344584339364951186:u100001',
      },
      Credentials: {
        AccessKeyId: 'STS.NUgYrLnoC37mZZCNnAbez2PwC',
        AccessKeySecret: '3dZn8Hc2mGuAQsSxWvYWmtQkkpMz8WhgXpCNpS2Ksy6Y',
        SecurityToken: 'CAIS/AF1q6Ft5B2yfSjIr5bSCP3hqelG1aGNY0SDi3c6SfdYgL7Fg2P8',
        Expiration: expiration.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      },
    });
  };
  ctx.undo.push(() => {
    globalThis.fetch = realFetch;
  });
}

export const fileStates: Record<string, StateHandler> = {
  /** Aliyun OSS (STS) and Qiniu both configured, with example credentials. */
  'cloud upload storage is configured': (ctx) => {
    configure(ctx, {
      ALIYUN_OSS_BUCKET: 'heartline-media',
      ALIYUN_OSS_ENDPOINT: 'oss-ap-southeast-1.aliyuncs.com',
      ALIYUN_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
      ALIYUN_ACCESS_KEY_SECRET: 'ExampleAccessKeySecret0123456789',
      ALIYUN_STS_ROLE_ARN: 'acs:ram::1234567890123456:role/heartline-upload',
      QINIU_ACCESS_KEY: 'q8Ls2Xb1vZ0T9rAcN5eY4kW7',
      QINIU_SECRET_KEY: 'ExampleQiniuSecretKey0123456789',
      QINIU_BUCKET: 'heartline-burn',
      QINIU_DOMAIN: 'https://cdn.heartline.example',
    });
    fakeAliyunSts(ctx);
    return Promise.resolve();
  },

  'cloud upload storage is not configured': (ctx) => {
    configure(ctx, {
      ALIYUN_OSS_BUCKET: undefined,
      ALIYUN_OSS_ENDPOINT: undefined,
      ALIYUN_ACCESS_KEY_ID: undefined,
      ALIYUN_ACCESS_KEY_SECRET: undefined,
      ALIYUN_STS_ROLE_ARN: undefined,
      QINIU_ACCESS_KEY: undefined,
      QINIU_SECRET_KEY: undefined,
      QINIU_BUCKET: undefined,
      QINIU_DOMAIN: undefined,
    });
    return Promise.resolve();
  },
};
