// Story data: labels in English and Chinese, and the sample content the stories share.
import { sampleMembers } from '../../private/sampleMembers';
import type { ProfileHeaderLabels, ProfileHeaderProfile } from './ProfileHeader';

export const labels: ProfileHeaderLabels = {
  id: 'ID {account}',
  online: 'Online',
  age: '{age}',
  gender: { 0: 'Female', 1: 'Male', 2: 'Other' },
  height: '{cm} cm',
  weight: '{kg} kg',
  details: 'Details',
  hobbies: 'Hobbies',
  introduction: 'About me',
  countsLabel: 'Social counts',
  counts: {
    fans: 'Fans',
    follow: 'Following',
    friends: 'Friends',
    visitors: 'Visitors',
    likes: 'Likes',
  },
  editProfile: 'Edit profile',
  follow: 'Follow',
  following: 'Following',
  addFriend: 'Add friend',
  friendRequested: 'Request sent',
  friends: 'Friends',
  chat: 'Chat',
  gift: 'Send a gift',
  more: 'More actions',
  complain: 'Report',
};

export const chineseLabels: ProfileHeaderLabels = {
  id: 'ID {account}',
  online: '在线',
  age: '{age}岁',
  gender: { 0: '女', 1: '男', 2: '其他' },
  height: '{cm} 厘米',
  weight: '{kg} 公斤',
  details: '基本资料',
  hobbies: '兴趣爱好',
  introduction: '自我介绍',
  countsLabel: '社交数据',
  counts: { fans: '粉丝', follow: '关注', friends: '好友', visitors: '访客', likes: '获赞' },
  editProfile: '编辑资料',
  follow: '关注',
  following: '已关注',
  addFriend: '加好友',
  friendRequested: '已申请',
  friends: '已是好友',
  chat: '聊天',
  gift: '送礼物',
  more: '更多操作',
  complain: '投诉',
};

export const mia: ProfileHeaderProfile = {
  ...sampleMembers.mia,
  height: 168,
  weight: 54,
  occupation: 'Photographer',
  introduction:
    'Born in Valencia, living between the sea and the city. I shoot weddings for a living and sunsets for fun. Tell me about the best meal you ever had [yum]',
  userDataVo: { fans: 1280, follow: 86, friends: 42, visitors: 3517, likes: 12940 },
  isFollow: 0,
  isFriend: 0,
  friendRequestPending: 0,
};
