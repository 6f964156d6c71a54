// Story data: goods of the demo mall, in English and Chinese.
import { samplePhotos } from '../../private/sampleMembers';
import type { Goods, GoodsCardLabels } from './GoodsCard';

export const labelsEn: GoodsCardLabels = {
  buy: 'Buy',
  coinPrice: '{count} coins',
  stockLeft: 'Only {count} left',
  soldOut: 'Sold out',
};

export const labelsZh: GoodsCardLabels = {
  buy: '购买',
  coinPrice: '{count} 金币',
  stockLeft: '仅剩 {count} 件',
  soldOut: '已售罄',
};

const goods = (id: number, fields: Omit<Goods, 'id' | 'classifyId'>): Goods => ({
  id,
  classifyId: 1,
  ...fields,
});

export const goodsEn: Goods[] = [
  goods(11, {
    name: 'Coffee for two',
    image: samplePhotos[3]!,
    goldCoin: 25,
    description: 'A voucher for two speciality coffees at a café near your friend.',
    stock: 120,
  }),
  goods(12, {
    name: 'Cherry blossom bouquet',
    image: samplePhotos[4]!,
    goldCoin: 60,
    description: 'Seasonal flowers delivered to the door with your message.',
    stock: 3,
  }),
  goods(13, {
    name: 'Ramen night kit',
    image: samplePhotos[8]!,
    goldCoin: 45,
    description: 'Two bowls, chopsticks and a box of fresh noodles.',
    stock: 0,
  }),
  goods(14, {
    name: 'Beach day hamper',
    image: samplePhotos[0]!,
    goldCoin: 120,
    description: 'Towels, sunscreen and a picnic blanket for a day by the sea.',
    stock: 18,
  }),
];

const namesZh = ['双人咖啡券', '樱花花束', '拉面之夜礼盒', '海滩野餐篮'];
const descriptionsZh = [
  '朋友附近咖啡馆的两杯精品咖啡兑换券。',
  '当季鲜花送货上门，附上你的留言。',
  '两只碗、筷子和一盒新鲜面条。',
  '毛巾、防晒霜和野餐垫，海边的一天。',
];

export const goodsZh: Goods[] = goodsEn.map((entry, index) => ({
  ...entry,
  name: namesZh[index]!,
  description: descriptionsZh[index]!,
}));
