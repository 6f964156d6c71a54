/**
 * What the caller has not read yet (/message/unread-message), counted live: unread chat messages
 * over the conversations the session list shows (customer service included, and its part on its
 * own), pending friend requests to the caller, unread interactive notifications and unread
 * announcements. Whatever comes from a user who cancelled since is not counted, as the lists
 * leave it out.
 */
import type { components } from '@heartline/sdk/schema';
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import { conversationRows } from './conversationRows.ts';
import { serviceAccountOf, serviceAccounts } from './serviceAccount.ts';

type UnreadCounts = components['schemas']['UnreadCounts'];

const PENDING = 0;

export async function unreadCounts(services: Services, me: User): Promise<UnreadCounts> {
  const { db, config } = services;
  const pinned = serviceAccountOf(services, me);
  const unread = sql<number>`coalesce(sum(c.unread_count), 0)::int`;
  const row = await db
    .selectNoFrom((eb) => [
      conversationRows(db, me, serviceAccounts(config)).select(unread.as('n')).as('conversations'),
      conversationRows(db, me, serviceAccounts(config))
        .where('c.peer_im', '=', pinned)
        .select(unread.as('n'))
        .as('service'),
      eb
        .selectFrom('friend_requests')
        .innerJoin('users', 'users.id', 'friend_requests.from_id')
        .where('friend_requests.to_id', '=', me.id)
        .where('friend_requests.state', '=', PENDING)
        .where('users.cancelled_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('friendRequests'),
      eb
        .selectFrom('interactions')
        .innerJoin('users', 'users.id', 'interactions.actor_id')
        .where('interactions.user_id', '=', me.id)
        .where('interactions.read', '=', 0)
        .where('users.cancelled_at', 'is', null)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('notifications'),
      eb
        .selectFrom('notices')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('notice_reads')
                .select('notice_reads.notice_id')
                .whereRef('notice_reads.notice_id', '=', 'notices.id')
                .where('notice_reads.user_id', '=', me.id),
            ),
          ),
        )
        .select(sql<number>`count(*)::int`.as('n'))
        .as('notices'),
    ])
    .executeTakeFirstOrThrow();
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
