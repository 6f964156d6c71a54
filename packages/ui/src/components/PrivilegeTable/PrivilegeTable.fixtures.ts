// Story data: the privileges of decisions.md and the VIP page's texts in English and Chinese.
import type { PrivilegeRow, PrivilegeTableLabels } from './PrivilegeTable';

export const labelsEn: PrivilegeTableLabels = {
  caption: 'Compare memberships',
  privilege: 'Privilege',
  normal: 'Normal',
  vip: 'VIP',
  svip: 'SVIP',
  current: 'Your plan',
  included: 'Included',
  notIncluded: 'Not included',
};

export const labelsZh: PrivilegeTableLabels = {
  caption: '会员权益对比',
  privilege: '权益',
  normal: '普通',
  vip: 'VIP',
  svip: 'SVIP',
  current: '当前等级',
  included: '包含',
  notIncluded: '不包含',
};

export const rowsEn: PrivilegeRow[] = [
  { key: 'vipBadge', label: 'Member badge', normal: false, vip: true, svip: true },
  {
    key: 'matchAttempts',
    label: 'Daily match attempts',
    normal: '3',
    vip: '10',
    svip: '30',
  },
  {
    key: 'freeGifts',
    label: 'Free gifts',
    description: 'Sent without coins, every month',
    normal: false,
    vip: '5 a month',
    svip: 'Unlimited',
  },
  {
    key: 'translationCharacters',
    label: 'Translation characters',
    description: 'Added to your gift bag',
    normal: false,
    vip: '2,000',
    svip: '5,000',
  },
  {
    key: 'readReceipts',
    label: 'See when messages are read',
    normal: false,
    vip: false,
    svip: true,
  },
  { key: 'whoLikedMe', label: 'See who liked me', normal: false, vip: false, svip: true },
  {
    key: 'exclusiveService',
    label: 'Exclusive customer service',
    normal: false,
    vip: false,
    svip: true,
  },
];

export const rowsZh: PrivilegeRow[] = [
  { key: 'vipBadge', label: '会员标识', normal: false, vip: true, svip: true },
  { key: 'matchAttempts', label: '每日匹配次数', normal: '3', vip: '10', svip: '30' },
  {
    key: 'freeGifts',
    label: '免费礼物',
    description: '每月无需金币赠送',
    normal: false,
    vip: '每月 5 个',
    svip: '不限量',
  },
  {
    key: 'translationCharacters',
    label: '翻译字符',
    description: '放入你的会员礼包',
    normal: false,
    vip: '2,000',
    svip: '5,000',
  },
  { key: 'readReceipts', label: '查看消息已读', normal: false, vip: false, svip: true },
  { key: 'whoLikedMe', label: '查看谁喜欢我', normal: false, vip: false, svip: true },
  { key: 'exclusiveService', label: '专属客服', normal: false, vip: false, svip: true },
];
