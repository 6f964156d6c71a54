import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { listFollows, setFollow } from './follows.ts';

/** Following a member (the followed one is told) and the lists of who I follow and my fans. */
export const followHandlers: Handlers = {
  '/user/follow': ({ body, services, me }) => setFollow(services, me, body.userId, body.follow),

  '/user/follow-list': ({ query, services, me }) => listFollows(services, me, query, pageOf(query)),
};
