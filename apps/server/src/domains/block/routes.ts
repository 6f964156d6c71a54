import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { listBlocked, setBlock } from './blocks.ts';

/** Blocking a member (neither sees the other again) and the list of those I blocked. */
export const blockHandlers: Handlers = {
  '/user/block': ({ body, services, me }) => setBlock(services, me, body.userId, body.block),

  '/user/block-list': ({ query, services, me }) => listBlocked(services, me, pageOf(query)),
};
