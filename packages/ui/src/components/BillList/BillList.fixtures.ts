// Story data: a member's ledger in the demo world, with the bill types of openapi BillTypeCode.
import type { BillListLabels, BillType } from './BillList';
import type { Bill } from './BillListItem';

export const labelsEn: BillListLabels = {
  title: 'Bill records',
  filter: 'Type',
  allTypes: 'All types',
  balance: 'Balance {count}',
  emptyTitle: 'No records yet',
  emptyDescription: 'Coins you buy, spend and receive will show up here.',
  loading: 'Loading bills',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  end: "That's all your records",
};

export const labelsZh: BillListLabels = {
  title: '账单记录',
  filter: '类型',
  allTypes: '全部类型',
  balance: '余额 {count}',
  emptyTitle: '暂无记录',
  emptyDescription: '购买、消费和收到的金币都会显示在这里。',
  loading: '正在加载账单',
  loadMore: '加载更多',
  loadingMore: '正在加载…',
  end: '没有更多记录了',
};

const names = {
  en: [
    'Recharge',
    'Membership',
    'Translation package',
    'Translation',
    'Gift',
    'Red packet sent',
    'Red packet received',
    'Photo permission',
    'New-friend chat',
    'Mall purchase',
  ],
  zh: [
    '充值',
    '会员',
    '翻译包',
    '翻译',
    '礼物',
    '发红包',
    '收红包',
    '照片权限',
    '新朋友聊天',
    '商城购物',
  ],
};

export const billTypesEn: BillType[] = names.en.map((name, index) => ({ type: index + 1, name }));
export const billTypesZh: BillType[] = names.zh.map((name, index) => ({ type: index + 1, name }));

const entries: Array<[number, number, string, string]> = [
  [1, 100, 'Recharge: 100 coins (PayPal)', '充值：100 金币（PayPal）'],
  [5, -20, 'Gift: Rose to Mia', '礼物：玫瑰送给 Mia'],
  [7, 50, 'Red packet from Lucas Becker', '来自 Lucas Becker 的红包'],
  [4, -3, 'Translation: 260 characters', '翻译：260 字符'],
  [2, -80, 'VIP · 3 months', 'VIP · 3 个月'],
  [9, -1, 'New-friend chat with さくら', '与さくら开始聊天'],
  [8, -3, 'Photo permission: Олег', '照片权限：Олег'],
  [10, -35, 'Mall: Scented candle set for 小雨', '商城：香薰蜡烛套装送给小雨'],
];

const bills = (language: 'en' | 'zh'): Bill[] => {
  let balance = 1280;
  return entries.map(([type, accountChange, en, zh], index) => {
    const bill = {
      id: 100 - index,
      project: language === 'en' ? en : zh,
      type,
      accountChange,
      balance,
      createTime: new Date(Date.UTC(2026, 10, 20, 21, 45) - index * 7_380_000).toISOString(),
    };
    balance -= accountChange;
    return bill;
  });
};

export const billsEn = bills('en');
export const billsZh = bills('zh');
