import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { listOnline, listRecommended } from './encounterLists.ts';
import { matchRandomUser } from './randomMatch.ts';

export const matchHandlers: Handlers = {
  '/bump/list': ({ query, services, me, language }) =>
    listRecommended(services, me, pageOf(query), language),

  '/bump/list2': ({ query, services, me }) => listOnline(services, me, pageOf(query)),

  '/bump/matching': ({ services, me }) => matchRandomUser(services, me),
};
