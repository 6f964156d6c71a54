/**
 * The session list (/message/user-session-list): customer service first and pinned, even before
 * any message (decisions.md), then the caller's conversations, the most recent first, up to
 * CONVERSATION_LIST_LIMIT. A conversation the caller deleted stays off the list until its next
 * message; one whose history they cleared is listed without a last message.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { channelIdOf } from '../chat/pairs.ts';
import { isOnline, vipLevelOn } from '../user/views.ts';
import { lastMessagePreview } from './lastMessagePreview.ts';
import {
  findConversationDetail,
  listConversationDetails,
  type ConversationDetail,
} from './queries.ts';
import { serviceAccountOf, serviceAccounts, serviceProfile } from './serviceAccount.ts';

type Conversation = components['schemas']['Conversation'];
type ServiceProfile = Awaited<ReturnType<typeof serviceProfile>>;

export async function listConversations(
  services: Services,
  me: User,
  language: Language,
): Promise<Conversation[]> {
  const { db, config } = services;
  const accounts = serviceAccounts(config);
  const pinned = serviceAccountOf(services, me);
  const [pinnedRow, rows, profiles] = await Promise.all([
    findConversationDetail(db, me, accounts, pinned),
    listConversationDetails(db, me, accounts, { pinned, limit: config.CONVERSATION_LIST_LIMIT }),
    Promise.all(accounts.map((a) => serviceProfile(services, a))),
  ]);
  const profileOf = new Map(accounts.map((a, i) => [a, profiles[i]!]));
  const show = (row: ConversationDetail) =>
    toConversation(me, row, profileOf.get(row.peer_im), services.now(), language);

  const service = show(pinnedRow ?? noMessageYet(pinned));
  // Customer service is always pinned, first; the member's own pins follow (the query's order).
  return [{ ...service, pinned: true }, ...rows.map(show)];
}

/** The customer-service conversation before its first message. */
function noMessageYet(peer: string): ConversationDetail {
  return {
    peer_im: peer,
    unread_count: 0,
    cleared_seq: 0,
    pinned_at: null,
    muted: 0,
    m_id: null,
    m_seq: null,
    m_type: null,
    m_custom_type: null,
    m_msg: null,
    m_created_at: null,
    m_recalled_at: null,
    u_id: null,
    nickname: null,
    avatar: null,
    vip_level: null,
    vip_expire_time: null,
    last_active_at: null,
    friend_of: null,
    remark_name: null,
  };
}

function toConversation(
  me: User,
  row: ConversationDetail,
  service: ServiceProfile | undefined,
  now: Date,
  language: Language,
): Conversation {
  const friend = !service && row.friend_of !== null;
  return {
    channel_id: channelIdOf(me.im_account, row.peer_im),
    imAccount: row.peer_im,
    unread_num: row.unread_count,
    // Customer service is always staffed.
    onlineState: service ? 1 : isOnline(row, now),
    userType: service ? 2 : friend ? 1 : 3,
    friendRemarkName: friend ? row.remark_name : null,
    nickname: service?.nickname ?? row.nickname ?? '',
    avatar: service?.avatar ?? row.avatar ?? '',
    vipLevel: service
      ? 0
      : vipLevelOn({ vip_level: row.vip_level ?? 0, vip_expire_time: row.vip_expire_time }, now),
    userId: service ? null : row.u_id,
    friendUserId: friend ? row.u_id : null,
    pinned: row.pinned_at !== null,
    muted: row.muted === 1,
    lastMessage:
      row.m_id !== null && row.m_seq !== null && row.m_seq > row.cleared_seq
        ? lastMessagePreview(
            {
              id: row.m_id,
              type: row.m_type!,
              custom_type: row.m_custom_type,
              msg: row.m_msg ?? '',
              created_at: row.m_created_at!,
              recalled_at: row.m_recalled_at,
            },
            language,
          )
        : null,
  };
}
