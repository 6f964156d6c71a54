// Story data: labels in English and Chinese, and the sample content the stories share.
import { sampleMembers, sampleNames } from '../../private/sampleMembers';
import type { UserCardLabels } from './UserCard';

export const labels: UserCardLabels = {
  online: 'Online',
  age: '{age}',
  gender: { 0: 'Female', 1: 'Male', 2: 'Other' },
  follow: 'Follow',
  addFriend: 'Add friend',
  friendRequested: 'Request sent',
  friends: 'Friends',
  chat: 'Say hi',
};

export const chineseLabels: UserCardLabels = {
  online: '在线',
  age: '{age}岁',
  gender: { 0: '女', 1: '男', 2: '其他' },
  follow: '关注',
  addFriend: '加好友',
  friendRequested: '已发送好友申请',
  friends: '已是好友',
  chat: '打招呼',
};

export const { mia, lucas, xiaoyu, oleg, sakura, diego } = sampleMembers;
export const en = sampleNames.en;
