// Story data: the reader's session list in the demo world, and the row's texts in English and
// Chinese. Times are fixed (and shown in UTC) so screenshots never change.
import { memberWithoutPhoto, sampleMembers } from '../../private/sampleMembers';
import type { UserBrief } from '../../private/member';
import type { Conversation, LastMessage } from './conversation';
import type { ConversationItemLabels } from './conversationItemLabels';

const base = Date.UTC(2026, 10, 20, 9, 0);

function last(minutesAgo: number, fields: Partial<LastMessage> = {}): LastMessage {
  const time = base - minutesAgo * 60_000;
  return {
    id: `last-${minutesAgo}`,
    msg: '',
    type: 'txt',
    time,
    lastTime: new Date(time).toISOString(),
    ...fields,
  };
}

/** A conversation with a member of the demo world. */
export function conversationWith(
  user: UserBrief,
  fields: Partial<Conversation> = {},
): Conversation {
  return {
    channel_id: `u100007_${user.imAccount}`,
    imAccount: user.imAccount,
    unread_num: 0,
    onlineState: user.online,
    userType: 1,
    friendRemarkName: null,
    nickname: user.nickname,
    avatar: user.avatar,
    vipLevel: user.vipLevel,
    userId: user.id,
    friendUserId: user.id,
    pinned: false,
    lastMessage: last(5, { msg: 'Hi!' }),
    ...fields,
  };
}

export const service: Conversation = {
  channel_id: 'service_u100007',
  imAccount: 'service',
  unread_num: 2,
  onlineState: 1,
  userType: 2,
  friendRemarkName: null,
  nickname: 'Heartline Support',
  avatar: '',
  vipLevel: 0,
  userId: null,
  friendUserId: null,
  pinned: true,
  lastMessage: last(30, { msg: 'Welcome to Heartline! Ask us anything [wave]' }),
};

const { mia, lucas, xiaoyu, oleg, sakura, diego } = sampleMembers;

export const conversations: Conversation[] = [
  conversationWith(mia, {
    unread_num: 3,
    lastMessage: last(2, { msg: 'Coffee at five? [heart_eyes]' }),
  }),
  conversationWith(lucas, {
    friendRemarkName: 'Lucas (climbing)',
    lastMessage: last(14, { type: 'img', msg: '[Image]' }),
  }),
  conversationWith(xiaoyu, {
    unread_num: 128,
    lastMessage: last(63, { type: 'custom', customType: 'redPacket', msg: '[Red packet]' }),
  }),
  conversationWith(oleg, { lastMessage: last(180, { msg: 'Let us play chess online tonight.' }) }),
  conversationWith(sakura, {
    unread_num: 1,
    lastMessage: last(600, { type: 'custom', customType: 'gift', msg: '[Gift]' }),
  }),
  conversationWith(diego, {
    userType: 3,
    friendUserId: null,
    lastMessage: last(1500, { type: 'custom', customType: 'burn', msg: '[Burn after reading]' }),
  }),
  conversationWith(memberWithoutPhoto, { lastMessage: null }),
];

export const labelsEn: ConversationItemLabels = {
  online: 'Online',
  unread: (count) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  service: 'Service',
  image: '[Image]',
  gift: '[Gift]',
  redPacket: '[Red packet]',
  burnImage: '[Burn after reading]',
  voice: '[Voice message]',
  noMessages: 'Say hello',
  draft: 'Draft:',
  typing: 'typing…',
  actions: 'More actions for {name}',
  deleteConversation: 'Delete conversation',
  deleteHistory: 'Delete chat history',
  pin: 'Pin',
  unpin: 'Unpin',
  mute: 'Mute',
  unmute: 'Unmute',
  pinned: 'Pinned',
  muted: 'Muted',
  block: 'Block {name}',
};

export const labelsZh: ConversationItemLabels = {
  online: '在线',
  unread: (count) => `${count} 条未读消息`,
  service: '客服',
  image: '[图片]',
  gift: '[礼物]',
  redPacket: '[红包]',
  burnImage: '[阅后即焚]',
  voice: '[语音消息]',
  noMessages: '打个招呼吧',
  draft: '[草稿]',
  typing: '对方正在输入…',
  actions: '{name} 的更多操作',
  deleteConversation: '删除会话',
  deleteHistory: '删除聊天记录',
  pin: '置顶',
  unpin: '取消置顶',
  mute: '消息免打扰',
  unmute: '取消免打扰',
  pinned: '已置顶',
  muted: '免打扰',
  block: '屏蔽{name}',
};

export const serviceZh: Conversation = {
  ...service,
  nickname: 'Heartline 官方客服',
  lastMessage: last(30, { msg: '欢迎来到 Heartline！有任何问题都可以问我们 [wave]' }),
};

export const conversationsZh: Conversation[] = [
  conversationWith(xiaoyu, {
    unread_num: 5,
    lastMessage: last(1, { msg: '周末一起去看樱花吧 [blush]' }),
  }),
  conversationWith(mia, {
    friendRemarkName: '米娅（西班牙）',
    lastMessage: last(20, { type: 'img', msg: '[图片]' }),
  }),
  conversationWith(lucas, {
    unread_num: 1,
    lastMessage: last(90, { type: 'custom', customType: 'gift', msg: '[礼物]' }),
  }),
  conversationWith(sakura, { lastMessage: last(400, { msg: '抹茶拿铁真的很好喝！' }) }),
];
