/**
 * What the caller has not read yet (/message/unread-message), counted live: unread chat messages
 * over the conversations the session list shows (customer service included, and its part on its
 * own), pending friend requests to the caller, unread interactive notifications and unread
 * announcements. Whatever comes from a user who cancelled since is not counted, as the lists
 * leave it out.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { countUnread } from './queries.ts';
import { serviceAccountOf, serviceAccounts } from './serviceAccount.ts';

type UnreadCounts = components['schemas']['UnreadCounts'];

export async function unreadCounts(services: Services, me: User): Promise<UnreadCounts> {
  const { db, config } = services;
  const pinned = serviceAccountOf(services, me);
  const row = await countUnread(db, me, serviceAccounts(config), pinned);
  const counts = {
    conversations: Number(row.conversations ?? 0),
    friendRequests: Number(row.friendRequests ?? 0),
    notifications: Number(row.notifications ?? 0),
    notices: Number(row.notices ?? 0),
  };
  return {
    total: counts.conversations + counts.friendRequests + counts.notifications + counts.notices,
    ...counts,
    service: Number(row.service ?? 0),
  };
}
