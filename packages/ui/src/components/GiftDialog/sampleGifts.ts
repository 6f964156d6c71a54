// Story and test data only: the demo world's gift catalogue, pictured by Twemoji (CC-BY 4.0),
// and the dialog's texts in English and Chinese.
import kiss from '@twemoji/svg/1f48b.svg';
import heart from '@twemoji/svg/2764.svg';
import rose from '@twemoji/svg/1f339.svg';
import chocolate from '@twemoji/svg/1f36b.svg';
import cake from '@twemoji/svg/1f382.svg';
import ring from '@twemoji/svg/1f48d.svg';
import crown from '@twemoji/svg/1f451.svg';
import car from '@twemoji/svg/1f3ce.svg';
import type { Gift } from './giftCost';
import type { GiftDialogLabels } from './GiftDialogLabels';

const catalogue = [
  { id: 1, icon: kiss, goldCoin: 1, en: 'Kiss', zh: '飞吻' },
  { id: 2, icon: heart, goldCoin: 3, en: 'Heart', zh: '爱心' },
  { id: 3, icon: rose, goldCoin: 5, en: 'Rose', zh: '玫瑰' },
  { id: 4, icon: chocolate, goldCoin: 10, en: 'Chocolate', zh: '巧克力' },
  { id: 5, icon: cake, goldCoin: 20, en: 'Cake', zh: '蛋糕' },
  { id: 6, icon: ring, goldCoin: 52, en: 'Diamond ring', zh: '钻戒' },
  { id: 7, icon: crown, goldCoin: 188, en: 'Crown', zh: '皇冠' },
  { id: 8, icon: car, goldCoin: 520, en: 'Sports car', zh: '跑车' },
];

export const sampleGifts: Record<'en' | 'zh', Gift[]> = {
  en: catalogue.map(({ id, icon, goldCoin, en }) => ({ id, icon, goldCoin, name: en })),
  zh: catalogue.map(({ id, icon, goldCoin, zh }) => ({ id, icon, goldCoin, name: zh })),
};

export const giftLabelsEn = {
  gifts: 'Gifts',
  quantity: 'Quantity',
  decrease: 'Fewer',
  increase: 'More',
  total: 'Total',
  freeUsed: '{count} free',
  balance: 'Your balance',
  insufficient: 'You do not have enough gold coins for this gift.',
  recharge: 'Recharge coins',
  give: 'Give',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading gifts',
  emptyTitle: 'No gifts on offer right now',
  emptyDescription: 'New gifts arrive every week. Check back soon.',
} satisfies GiftDialogLabels;

export const giftLabelsZh = {
  gifts: '礼物',
  quantity: '数量',
  decrease: '减少',
  increase: '增加',
  total: '合计',
  freeUsed: '免费 {count} 个',
  balance: '我的余额',
  insufficient: '金币不足，无法赠送这份礼物。',
  recharge: '充值金币',
  give: '赠送',
  cancel: '取消',
  close: '关闭',
  loading: '正在加载礼物',
  emptyTitle: '暂时没有可赠送的礼物',
  emptyDescription: '每周都有新礼物上架，请稍后再来。',
} satisfies GiftDialogLabels;
