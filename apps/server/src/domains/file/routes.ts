import type { Handlers } from '../../contract/context.ts';
import { issueAliyunSts, issueQiniuToken } from './cloudTokens.ts';
import { uploadImage } from './imageUpload.ts';

export const fileHandlers: Handlers = {
  '/file/upload': ({ files, fields, services, me, language }) =>
    uploadImage(services, me, files ?? [], fields ?? {}, language),

  '/file/aliyun-sts-token': ({ services, me }) => issueAliyunSts(services, me),

  '/file/qiniu-token': ({ body, services, me }) => issueQiniuToken(services, me, body.keyPrefix),
};
