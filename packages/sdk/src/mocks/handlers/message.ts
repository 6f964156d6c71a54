import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { receivedRequests } from '../fixtures/friend';
import {
  burnImages,
  conversationsOf,
  interactionsFor,
  isNewcomer,
  languageOf,
  noticesIn,
  serviceAccountFor,
} from '../fixtures/message';
import { ok, page, type MockHttp, type MockOptions } from '../http';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

const interactionTypes: readonly Schema<'InteractionType'>[] = [
  'like',
  'comment',
  'follow',
  'reply',
  'gift',
];

export function messageHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me, empty } = options;
  const interactionsOfMe = () => (isNewcomer(me) ? [] : interactionsFor(me));

  return [
    http.get('/message/notices', ({ request, response }) =>
      response(200).json(
        ok(page(noticesIn(languageOf(request)), new URL(request.url).searchParams, empty)),
      ),
    ),

    http.post('/message/user-session-list', ({ request, response }) =>
      response(200).json(ok(conversationsOf(me, languageOf(request), empty))),
    ),

    http.post('/message/update_alert_status', async ({ request, response }) => {
      const { alertType } = await request.json();
      if (alertType !== 0 && alertType !== 1) {
        return response(400).json(refuse(400, 'alertType: must be 0 or 1'));
      }
      return response(200).json(ok(null));
    }),

    http.get('/message/unread-message', ({ request, response }) => {
      const conversations = conversationsOf(me, languageOf(request), empty);
      const counts = {
        conversations: conversations.reduce((sum, c) => sum + c.unread_num, 0),
        service: conversations.find((c) => c.userType === 2)?.unread_num ?? 0,
        friendRequests:
          empty || isNewcomer(me) ? 0 : receivedRequests.filter((r) => r.state === 0).length,
        notifications: empty ? 0 : interactionsOfMe().filter((i) => i.read === 0).length,
        notices: empty ? 0 : noticesIn('en').filter((n) => n.read === 0).length,
      };
      const total =
        counts.conversations + counts.friendRequests + counts.notifications + counts.notices;
      return response(200).json(ok({ total, ...counts }));
    }),

    http.get('/interact/list', ({ request, query, response }) => {
      const type = query.get('type');
      if (type !== null && !interactionTypes.includes(type)) {
        return response(400).json(refuse(400, 'type: unknown interaction type'));
      }
      const records = interactionsOfMe().filter((i) => type === null || i.type === type);
      return response(200).json(ok(page(records, new URL(request.url).searchParams, empty)));
    }),

    http.post('/im/read-burnimg', async ({ request, response }) => {
      const { msgId } = await request.json();
      const image = isNewcomer(me) ? undefined : burnImages.get(msgId);
      if (!image) return response(404).json(refuse(404, 'Message not found'));
      return response(200).json(ok({ msgId, readTime: image.readTime, url: image.url }));
    }),

    http.get('/service/im-account', ({ response }) =>
      response(200).json(ok(serviceAccountFor(me))),
    ),
  ];
}
