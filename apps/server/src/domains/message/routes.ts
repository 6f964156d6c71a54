import type { Handlers } from '../../contract/context.ts';
import { markBurnImageRead } from '../chat/burnImages.ts';
import { listConversations } from './conversationList.ts';
import { setConversationSettings } from './conversationKeeping.ts';
import { closeAlert } from './queries.ts';
import { serviceAccountFor } from './serviceAccount.ts';
import { unreadCounts } from './unreadCounts.ts';

/** The chat side of the message centre: customer service, session list, unread counts. */
export const messageHandlers: Handlers = {
  '/service/im-account': ({ services, me }) => serviceAccountFor(services, me),

  '/message/user-session-list': ({ services, me, language }) =>
    listConversations(services, me, language),

  '/message/conversation-settings': ({ body, services, me }) =>
    setConversationSettings(services, me, body),

  '/message/unread-message': ({ services, me }) => unreadCounts(services, me),

  '/im/read-burnimg': ({ body, services, me }) =>
    markBurnImageRead(services, {
      messageId: body.msgId,
      reader: me.im_account,
      at: services.now(),
    }),

  // The paid-photo (0) and burn-image (1) notices are closed for good once dismissed.
  '/message/update_alert_status': async ({ body, services, me }) => {
    await closeAlert(services.db, me.id, body.alertType);
    return null;
  },
};
