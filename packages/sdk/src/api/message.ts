import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body, Query } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Conversations, unread counts, announcements, notifications and burn-after-read chat images. */
export function createMessageApi(client: HeartlineClient) {
  return {
    /** System announcements, newest first; the page returned is then marked read. */
    listAnnouncements: (query: Query<'/message/notices', 'get'> = {}) =>
      unwrap(client.GET('/message/notices', { params: { query } })),

    /** My chat session list: customer service pinned first, then the latest conversations. */
    listConversations: () => unwrap(client.POST('/message/user-session-list')),

    /** Mutes or pins one of my conversations (at most three pinned, under customer service). */
    setConversationSettings: (body: Body<'/message/conversation-settings', 'post'>) =>
      unwrap(client.POST('/message/conversation-settings', { body })),

    /** Closes the paid-photo (`alertType: 0`) or burn-image (`alertType: 1`) notice for good. */
    dismissPaymentNotice: (body: Body<'/message/update_alert_status', 'post'>) =>
      unwrap(client.POST('/message/update_alert_status', { body })),

    /** What I have not read yet: chats, customer service, friend requests, notifications, notices. */
    countUnread: () => unwrap(client.GET('/message/unread-message')),

    /** Likes, comments, follows, replies and gifts others gave me; the page is then marked read. */
    listInteractions: (query: Query<'/interact/list', 'get'> = {}) =>
      unwrap(client.GET('/interact/list', { params: { query } })),

    /** Records that I opened a burn-after-read chat image (shown 8 seconds, then gone). */
    readBurnImage: (body: Body<'/im/read-burnimg', 'post'>) =>
      unwrap(client.POST('/im/read-burnimg', { body })),

    /** The customer-service chat account to talk to (the exclusive one for SVIP members). */
    getServiceAccount: () => unwrap(client.GET('/service/im-account')),
  };
}
