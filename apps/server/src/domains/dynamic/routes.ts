import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../user/paging.ts';
import { burnImagesFor } from './burnAfterReading.ts';
import { listComments } from './commentThreads.ts';
import { addComment, deleteComment } from './comments.ts';
import { dynamicInfo, listDynamics } from './dynamicFeed.ts';
import { supportDynamic } from './likes.ts';
import { deleteDynamic, releaseDynamic, setDynamicTop } from './publishing.ts';

/** Dynamics (moments), except the paid translations of dynamics and comments (part 2). */
export const dynamicHandlers: Handlers = {
  releaseDynamic: ({ body, services, me, language }) =>
    releaseDynamic(services, me, body, language),

  async deleteDynamic({ body, services, me }) {
    await deleteDynamic(services, me, body.id);
    return null;
  },

  listDynamics: ({ query, services, me, language }) =>
    listDynamics(services, me, query, pageOf(query), language),

  getDynamicInfo: ({ query, services, me }) => dynamicInfo(services, me, query.id),

  supportDynamic: ({ body, services, me }) => supportDynamic(services, me, body.id, body.support),

  listDynamicComments: ({ query, services, me }) =>
    listComments(services, me, query.dynamicId, pageOf(query)),

  commentDynamic: ({ body, services, me, language }) => addComment(services, me, body, language),

  async deleteDynamicComment({ body, services, me }) {
    await deleteComment(services, me, body.id);
    return null;
  },

  setDynamicTop: ({ body, services, me }) => setDynamicTop(services, me, body.id, body.top),

  async markDynamicImagesBurned({ body, services, me, language }) {
    await burnImagesFor(services, me, body.id, language);
    return null;
  },
};
