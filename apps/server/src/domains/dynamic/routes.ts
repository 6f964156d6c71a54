import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { burnImagesFor } from './burnAfterReading.ts';
import { listComments } from './commentThreads.ts';
import { addComment, deleteComment } from './comments.ts';
import { dynamicInfo, listDynamics } from './dynamicFeed.ts';
import { translateComment, translateDynamic } from './dynamicTranslation.ts';
import { likeDynamic } from './likes.ts';
import { deleteDynamic, publishDynamic, setDynamicTop } from './publishing.ts';

/** Dynamics (moments), except the paid translations of dynamics and comments (part 2). */
export const dynamicHandlers: Handlers = {
  '/dynamic/release': ({ body, services, me, language }) =>
    publishDynamic(services, me, body, language),

  '/dynamic/del': async ({ body, services, me }) => {
    await deleteDynamic(services, me, body.id);
    return null;
  },

  '/dynamic/dynamic-list': ({ query, services, me, language }) =>
    listDynamics(services, me, query, pageOf(query), language),

  '/dynamic/dynamic-info': ({ query, services, me }) => dynamicInfo(services, me, query.id),

  '/dynamic/support': ({ body, services, me }) => likeDynamic(services, me, body.id, body.support),

  '/dynamic/comment-list': ({ query, services, me }) =>
    listComments(services, me, query.dynamicId, pageOf(query)),

  '/dynamic/comment': ({ body, services, me, language }) =>
    addComment(services, me, body, language),

  '/dynamic/del-comment': async ({ body, services, me }) => {
    await deleteComment(services, me, body.id);
    return null;
  },

  '/dynamic/dynamic-top': ({ body, services, me }) =>
    setDynamicTop(services, me, body.id, body.top),

  '/dynamic/burn-recovery': async ({ body, services, me, language }) => {
    await burnImagesFor(services, me, body.id, language);
    return null;
  },

  '/dynamic/translate': ({ body, services, me, idempotencyKey }) =>
    translateDynamic(
      services,
      me,
      { operation: '/dynamic/translate', key: idempotencyKey!, params: body },
      body,
    ),

  '/dynamic/translate-comment': ({ body, services, me, idempotencyKey }) =>
    translateComment(
      services,
      me,
      { operation: '/dynamic/translate-comment', key: idempotencyKey!, params: body },
      body,
    ),
};
