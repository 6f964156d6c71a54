import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { act } from './actions.ts';
import { caseContext, listAudit, listQueue } from './queue.ts';

/** The moderation console (operators only): the queue, a complaint's context, acting, the log. */
export const moderationHandlers: Handlers = {
  '/moderation/complaints': ({ query, services, me, language }) =>
    listQueue(services, me, query.state ?? 'open', pageOf(query), language),

  '/moderation/complaint-context': ({ query, services, me, language }) =>
    caseContext(services, me, query.id, language),

  '/moderation/act': ({ body, services, me, language }) => act(services, me, body, language),

  '/moderation/audit-log': ({ query, services, me }) => listAudit(services, me, pageOf(query)),
};
