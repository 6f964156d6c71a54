import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../user/paging.ts';
import { listOnline, listRecommended } from './encounterLists.ts';
import { matchRandomUser } from './randomMatch.ts';

export const matchHandlers: Handlers = {
  listRecommendedUsers: ({ query, services, me, language }) =>
    listRecommended(services, me, pageOf(query), language),

  listOnlineUsers: ({ query, services, me }) => listOnline(services, me, pageOf(query)),

  matchRandomUser: ({ services, me }) => matchRandomUser(services, me),
};
