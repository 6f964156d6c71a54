import type { HeartlineClient } from '../client/createHeartlineClient';
import {
  type Body,
  type PaymentOptions,
  type Query,
  paymentParams,
} from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Dynamics (moments): posting, the square and friends circle, likes, comments, pins and burn. */
export function createDynamicApi(client: HeartlineClient) {
  return {
    /** Publishes a dynamic with share content and 1 to 9 uploaded images (1401 otherwise). */
    publish: (body: Body<'/dynamic/release', 'post'>) =>
      unwrap(client.POST('/dynamic/release', { body })),

    /** Deletes one of my dynamics with its likes and comments. */
    delete: (body: Body<'/dynamic/del', 'post'>) => unwrap(client.POST('/dynamic/del', { body })),

    /** A page of the square, the friends circle, my dynamics or a user's dynamics. */
    list: (query: Query<'/dynamic/dynamic-list', 'get'> = {}) =>
      unwrap(client.GET('/dynamic/dynamic-list', { params: { query } })),

    /** One dynamic for its detail page. */
    get: (query: Query<'/dynamic/dynamic-info', 'get'>) =>
      unwrap(client.GET('/dynamic/dynamic-info', { params: { query } })),

    /** Likes (`support` true) or unlikes a dynamic: resolves to my like and the new count. */
    like: (body: Body<'/dynamic/support', 'post'>) =>
      unwrap(client.POST('/dynamic/support', { body })),

    /** A page of a dynamic's comments, oldest first, each with its replies. */
    listComments: (query: Query<'/dynamic/comment-list', 'get'>) =>
      unwrap(client.GET('/dynamic/comment-list', { params: { query } })),

    /** Comments on a dynamic, or replies under a comment with `parentId`. */
    comment: (body: Body<'/dynamic/comment', 'post'>) =>
      unwrap(client.POST('/dynamic/comment', { body })),

    /** Deletes one of my comments or replies (a comment's replies go with it). */
    deleteComment: (body: Body<'/dynamic/del-comment', 'post'>) =>
      unwrap(client.POST('/dynamic/del-comment', { body })),

    /** Translates a dynamic's content, paid with characters or coins (106 when nothing can pay). */
    translate: (body: Body<'/dynamic/translate', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/dynamic/translate', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** Translates a comment or reply, paid like a dynamic's translation. */
    translateComment: (body: Body<'/dynamic/translate-comment', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/dynamic/translate-comment', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** Pins (`top` true) or unpins one of my dynamics; pinning unpins the one pinned before. */
    setTop: (body: Body<'/dynamic/dynamic-top', 'post'>) =>
      unwrap(client.POST('/dynamic/dynamic-top', { body })),

    /** Records that I tapped a burn-after-reading dynamic's images: they are burned for me. */
    markBurned: (body: Body<'/dynamic/burn-recovery', 'post'>) =>
      unwrap(client.POST('/dynamic/burn-recovery', { body })),
  };
}
