import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { receivedRequests } from '../fixtures/friend';
import {
  burnImages,
  conversationsOf,
  keptAsSet,
  PINNED_CONVERSATIONS_MAX,
  type ConversationKeeping,
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
  // Mute and pin, kept by this handler set (one mock world) as the server keeps them per member.
  const keeping = new Map<string, ConversationKeeping>();
  let pinClock = 0;
  const conversations = (request: Request) =>
    keptAsSet(conversationsOf(me, languageOf(request), empty), keeping);

  return [
    http.get('/message/notices', ({ request, response }) =>
      response(200).json(
        ok(page(noticesIn(languageOf(request)), new URL(request.url).searchParams, empty)),
      ),
    ),

    http.post('/message/user-session-list', ({ request, response }) =>
      response(200).json(ok(conversations(request))),
    ),

    http.post('/message/conversation-settings', async ({ request, response }) => {
      const body = await request.json();
      const { imAccount, muted, pinned } = body;
      const unknown = Object.keys(body).find((k) => !['imAccount', 'muted', 'pinned'].includes(k));
      if (unknown) return response(400).json(refuse(400, `${unknown}: unknown field`));
      if (muted === undefined && pinned === undefined) {
        return response(400).json(refuse(400, 'Give muted or pinned'));
      }
      const list = conversations(request);
      const found = list.find((c) => c.imAccount === imAccount);
      if (!found) return response(404).json(refuse(404, 'No such conversation'));
      if (found.userType === 2 && pinned === false) {
        return response(400).json(refuse(1509, 'Customer service is always pinned'));
      }
      const pinnedNow = list.filter((c) => c.pinned && c.userType !== 2).length;
      if (pinned && !found.pinned && pinnedNow >= PINNED_CONVERSATIONS_MAX) {
        return response(400).json(
          refuse(1508, 'At most three conversations can be pinned; unpin one first'),
        );
      }
      const before = keeping.get(imAccount) ?? { muted: false, pinnedAt: 0 };
      const after = {
        muted: muted ?? before.muted,
        pinnedAt:
          found.userType === 2 || pinned === undefined
            ? before.pinnedAt
            : pinned
              ? before.pinnedAt || ++pinClock
              : 0,
      };
      keeping.set(imAccount, after);
      return response(200).json(
        ok({ imAccount, muted: after.muted, pinned: found.userType === 2 || after.pinnedAt > 0 }),
      );
    }),

    http.post('/message/update_alert_status', async ({ request, response }) => {
      const { alertType } = await request.json();
      if (alertType !== 0 && alertType !== 1) {
        return response(400).json(refuse(400, 'alertType: must be 0 or 1'));
      }
      return response(200).json(ok(null));
    }),

    http.get('/message/unread-message', ({ request, response }) => {
      const list = conversations(request);
      const counts = {
        conversations: list.reduce((sum, c) => sum + c.unread_num, 0),
        service: list.find((c) => c.userType === 2)?.unread_num ?? 0,
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
