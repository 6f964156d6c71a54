/**
 * The conversations the session list shows an owner, with what a row needs: the newest message,
 * the peer's profile and the owner's friendship with them. A peer is customer service or an
 * active user: a cancelled user's conversations vanish with them.
 */
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';

export function conversationRows(db: Db, me: User, serviceAccounts: string[]) {
  return db
    .selectFrom('chat_conversations as c')
    .leftJoin('users as u', 'u.im_account', 'c.peer_im')
    .where('c.owner_im', '=', me.im_account)
    .where((eb) =>
      eb.or([
        eb('c.peer_im', 'in', serviceAccounts),
        eb.and([eb('u.id', 'is not', null), eb('u.cancelled_at', 'is', null)]),
      ]),
    );
}

/** The rows with the newest message, the peer and the friendship, ready for the list. */
export function conversationDetails(db: Db, me: User, serviceAccounts: string[]) {
  return conversationRows(db, me, serviceAccounts)
    .leftJoin('chat_messages as m', 'm.id', 'c.last_message_id')
    .leftJoin('friendships as f', (join) =>
      join.onRef('f.friend_id', '=', 'u.id').on('f.user_id', '=', me.id),
    )
    .select([
      'c.peer_im',
      'c.unread_count',
      'c.cleared_seq',
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
