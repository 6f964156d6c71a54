import type { Handlers } from '../../contract/context.ts';
import { issueAliyunSts, issueQiniuToken } from './cloudTokens.ts';
import { uploadImage } from './imageUpload.ts';

export const fileHandlers: Handlers = {
  uploadFile: ({ files, fields, services, me, language }) =>
    uploadImage(services, me, files ?? [], fields ?? {}, language),

  getAliyunStsToken: ({ services, me }) => issueAliyunSts(services, me),

  getQiniuUploadToken: async ({ body, services, me }) =>
    issueQiniuToken(services, me, body.keyPrefix),
};
