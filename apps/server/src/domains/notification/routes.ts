import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { listInteractions } from './interactions.ts';
import { listAnnouncements } from './announcements.ts';

/** Announcements and interactive notifications (the rest of /message/* is chat, part 2). */
export const notificationHandlers: Handlers = {
  '/message/notices': ({ query, services, me, language }) =>
    listAnnouncements(services, me, pageOf(query), language),

  '/interact/list': ({ query, services, me }) =>
    listInteractions(services, me, query.type, pageOf(query)),
};
