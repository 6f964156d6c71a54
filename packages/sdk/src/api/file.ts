import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body, Schema } from '../client/operationTypes';
import { progressFetch, type UploadProgress } from '../client/progressFetch';
import { unwrap } from '../client/unwrap';

/** What `upload` sends: the image and what it is for (the storage folder). */
export interface UploadInput {
  /**
   * The image, JPEG, PNG or GIF, at most 10 MB (compress images over 100 KB first); for purpose
   * voice, a WebM, Ogg or MP4 recording of at most 1 MB.
   */
  file: Blob;
  /** avatar, album, dynamic, chat, burn (burn-after-read chat image), selfie or voice. */
  purpose: Schema<'UploadPurpose'>;
  /** Called as the bytes go out (through XMLHttpRequest in browsers), for a progress bar. */
  onProgress?: (progress: UploadProgress) => void;
}

/** Image uploads: to the server's own storage, or credentials for a cloud bucket. */
export function createFileApi(client: HeartlineClient) {
  return {
    /** Temporary credentials to upload images into my folder of the Aliyun OSS bucket. */
    getAliyunStsToken: () => unwrap(client.POST('/file/aliyun-sts-token')),

    /** A Qiniu upload token for keys under my folder and the requested prefix. */
    getQiniuToken: (body: Body<'/file/qiniu-token', 'post'>) =>
      unwrap(client.POST('/file/qiniu-token', { body })),

    /** Uploads an image to the server's storage: resolves to its /uploads/ address and size. */
    upload: ({ file, purpose, onProgress }: UploadInput) => {
      const form = new FormData();
      form.append('file', file);
      form.append('purpose', purpose);
      return unwrap(
        client.POST('/file/upload', {
          // The multipart body is typed with `file` as a string (format binary): the FormData goes
          // out untouched and fetch sets the Content-Type with its boundary.
          body: { file: '', purpose },
          bodySerializer: () => form,
          ...(onProgress ? { fetch: progressFetch(onProgress) } : {}),
        }),
      );
    },
  };
}
