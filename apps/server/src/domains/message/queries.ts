/**
 * The message centre's SQL: the conversations the session list shows an owner, with what a row
 * needs (the newest message, the peer's profile and the owner's friendship with them), and the
 * unread counts.
 */
import { sql } from 'kysely';
import { noBlockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';

/** A friend request's state while it waits. */
const PENDING = 0;

/**
 * The conversations the session list shows an owner. A peer is customer service or an active
 * user: a cancelled user's conversations vanish with them, and so do those of a pair where one
 * blocked the other (for both).
 */
function conversationRows(db: Db, me: User, serviceAccounts: string[]) {
  return db
    .selectFrom('chat_conversations as c')
    .leftJoin('users as u', 'u.im_account', 'c.peer_im')
    .where('c.owner_im', '=', me.im_account)
    .where((eb) =>
      eb.or([
        eb('c.peer_im', 'in', serviceAccounts),
        eb.and([
          eb('u.id', 'is not', null),
          eb('u.cancelled_at', 'is', null),
          noBlockBetween(me.id, 'u.id'),
        ]),
      ]),
    );
}

/** The rows with the newest message, the peer and the friendship, ready for the list. */
function conversationDetails(db: Db, me: User, serviceAccounts: string[]) {
  return conversationRows(db, me, serviceAccounts)
    .leftJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .leftJoin('friendships as f', (join) =>
      join.onRef('f.friend_id', '=', 'u.id').on('f.user_id', '=', me.id),
    )
    .select([
      'c.peer_im',
      'c.unread_count',
      'c.cleared_seq',
      'c.pinned_at',
      'c.muted',
      'm.id as m_id',
      'm.seq as m_seq',
      'm.type as m_type',
      'm.custom_type as m_custom_type',
      'm.msg as m_msg',
      'm.created_at as m_created_at',
      'm.recalled_at as m_recalled_at',
      'u.id as u_id',
      'u.nickname',
      'u.avatar',
      'u.vip_level',
      'u.vip_expire_time',
      'u.last_active_at',
      'f.user_id as friend_of',
      'f.remark_name',
    ]);
}

export type ConversationDetail = Awaited<
  ReturnType<ReturnType<typeof conversationDetails>['executeTakeFirstOrThrow']>
>;

/** The owner's conversation with `peer`, when there is one. */
export function findConversationDetail(db: Db, me: User, serviceAccounts: string[], peer: string) {
  return conversationDetails(db, me, serviceAccounts)
    .where('c.peer_im', '=', peer)
    .executeTakeFirst();
}

/**
 * The owner's conversations not deleted, except the one with `pinned` (customer service): those
 * the owner pinned first, the earliest pinned first, then the most recent first.
 */
export function listConversationDetails(
  db: Db,
  me: User,
  serviceAccounts: string[],
  { pinned, limit }: { pinned: string; limit: number },
) {
  return conversationDetails(db, me, serviceAccounts)
    .where('c.peer_im', '!=', pinned)
    .where('c.deleted_at', 'is', null)
    .orderBy(sql`c.pinned_at is null`)
    .orderBy('c.pinned_at')
    .orderBy('c.last_message_at', 'desc')
    .orderBy('c.peer_im')
    .limit(limit)
    .execute();
}

/**
 * What the owner has not read yet, in one statement: unread chat messages over the listed
 * conversations (and those with `pinned`), pending friend requests, unread interactive
 * notifications and unread announcements, leaving out what comes from a user who cancelled.
 */
export function countUnread(db: Db, me: User, serviceAccounts: string[], pinned: string) {
  const unread = sql<number>`coalesce(sum(c.unread_count), 0)::int`;
  return db
    .selectNoFrom((eb) => [
      conversationRows(db, me, serviceAccounts).select(unread.as('n')).as('conversations'),
      conversationRows(db, me, serviceAccounts)
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
        .where(noBlockBetween(me.id, 'users.id'))
        .select(sql<number>`count(*)::int`.as('n'))
        .as('notifications'),
      eb
        .selectFrom('notices')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('notice_reads')
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
}

/**
 * Locks every conversation row of the owner until the transaction ends: two settings at once
 * (two pins near the limit) then count one after the other.
 */
export async function lockOwnConversations(trx: Db, me: User): Promise<void> {
  await trx
    .selectFrom('chat_conversations')
    .where('owner_im', '=', me.im_account)
    .select('peer_im')
    .forUpdate()
    .execute();
}

/** The owner's listed conversation with `peer` (not deleted): how it is kept. */
export function findListedConversation(db: Db, me: User, serviceAccounts: string[], peer: string) {
  return conversationRows(db, me, serviceAccounts)
    .where('c.peer_im', '=', peer)
    .where('c.deleted_at', 'is', null)
    .select(['c.pinned_at', 'c.muted'])
    .executeTakeFirst();
}

/** How many listed conversations the owner pinned, customer service (`service`) apart. */
export async function countPinned(
  db: Db,
  me: User,
  serviceAccounts: string[],
  service: string,
): Promise<number> {
  const { n } = await conversationRows(db, me, serviceAccounts)
    .where('c.peer_im', '!=', service)
    .where('c.deleted_at', 'is', null)
    .where('c.pinned_at', 'is not', null)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

/** Customer service's conversation row, made before its first message when the owner keeps it. */
export async function ensureServiceConversation(trx: Db, me: User, service: string, at: Date) {
  await trx
    .insertInto('chat_conversations')
    .values({
      owner_im: me.im_account,
      peer_im: service,
      last_message_id: null,
      last_message_at: at,
      deleted_at: null,
    })
    .onConflict((oc) => oc.columns(['owner_im', 'peer_im']).doNothing())
    .execute();
}

/** Sets the owner's mute and pin of the conversation with `peer`. */
export async function keepConversation(
  trx: Db,
  me: User,
  peer: string,
  keeping: { muted: number; pinned_at: Date | null },
): Promise<void> {
  await trx
    .updateTable('chat_conversations')
    .set(keeping)
    .where('owner_im', '=', me.im_account)
    .where('peer_im', '=', peer)
    .execute();
}

/** Closes the paid-photo (0) or burn-image (1) notice for the user. */
export async function closeAlert(db: Db, userId: number, alertType: 0 | 1): Promise<void> {
  await db
    .updateTable('users')
    .set(alertType === 0 ? { is_pay_msg: 0 } : { is_burn_pay_msg: 0 })
    .where('id', '=', userId)
    .execute();
}
