// Story data: the demo world's packages and the account page's texts in English and Chinese.
import type {
  CoinPackage,
  PackageGridLabels,
  TranslationPackage,
  VipPackage,
} from './packageTypes';

export const labelsEn: PackageGridLabels = {
  title: 'Choose a package',
  balance: 'Your balance',
  total: 'Total',
  buy: 'Buy now',
  coinPrice: '{count} coins',
  insufficient: 'You need {count} more coins for this package.',
  recharge: 'Recharge',
  coinsUnit: 'gold coins',
  customAmount: 'Custom amount',
  customAmountField: 'Number of coins',
  customAmountHint: '1 coin = {price}. Coins never expire.',
  amountFormat: 'Enter a whole number of coins, like 25 (no leading zero).',
  charactersUnit: 'characters',
  perMonth: '{count} coins a month',
  giftCharacters: '{count} translation characters',
  giftFreeGifts: '{count} free gifts a month',
  giftUnlimitedGifts: 'Unlimited free gifts',
  giftBlurViews: '{count} blurred-photo views',
};

export const labelsZh: PackageGridLabels = {
  title: '选择套餐',
  balance: '当前余额',
  total: '合计',
  buy: '立即购买',
  coinPrice: '{count} 金币',
  insufficient: '还差 {count} 金币才能购买此套餐。',
  recharge: '去充值',
  coinsUnit: '金币',
  customAmount: '自定义数量',
  customAmountField: '金币数量',
  customAmountHint: '1 金币 = {price}，永不过期。',
  amountFormat: '请输入正整数，如 25（不能以 0 开头）。',
  charactersUnit: '字符',
  perMonth: '每月 {count} 金币',
  giftCharacters: '{count} 翻译字符',
  giftFreeGifts: '每月 {count} 个免费礼物',
  giftUnlimitedGifts: '免费礼物不限量',
  giftBlurViews: '{count} 次模糊照片查看',
};

export const coinPackages: CoinPackage[] = [10, 50, 100, 300, 500].map((goldCoin, index) => ({
  id: index + 1,
  goldCoin,
  price: goldCoin,
  currency: 'USD',
  label: `${goldCoin} coins`,
}));

export const translationPackages: TranslationPackage[] = [
  { id: 1, characters: 1000, goldCoin: 10 },
  { id: 2, characters: 5000, goldCoin: 50 },
  { id: 3, characters: 10000, goldCoin: 100 },
  { id: 4, characters: 30000, goldCoin: 300 },
];

const vip = (id: number, vipLevel: 1 | 2, months: number, goldCoin: number, name: string) => ({
  id,
  name,
  vipLevel,
  months,
  goldCoin,
  giftBag:
    vipLevel === 1
      ? { vipCharacter: 2000 * months, freeGifts: 5, blurViews: 10 * months }
      : { vipCharacter: 5000 * months, freeGifts: -1, blurViews: 30 * months },
  privileges: ['vipBadge', 'matchAttempts', 'freeGifts', 'translationCharacters', 'blurViews'],
});

export const vipPackagesEn: VipPackage[] = [
  vip(1, 1, 1, 30, 'VIP · 1 month'),
  vip(2, 1, 3, 80, 'VIP · 3 months'),
  vip(3, 1, 12, 288, 'VIP · 12 months'),
  vip(4, 2, 1, 60, 'SVIP · 1 month'),
  vip(5, 2, 3, 160, 'SVIP · 3 months'),
  vip(6, 2, 12, 576, 'SVIP · 12 months'),
];

export const vipPackagesZh: VipPackage[] = vipPackagesEn.map((pack) => ({
  ...pack,
  name: pack.name.replace(/(\d+) months?/, '$1 个月'),
}));
