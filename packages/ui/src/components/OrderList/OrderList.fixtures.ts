// Story data: mall orders between the demo members, in English and Chinese.
import { samplePhotos, sampleMembers as m } from '../../private/sampleMembers';
import type { Order, OrderListLabels } from './orderTypes';

export const labelsEn: OrderListLabels = {
  title: 'My orders',
  recipient: 'For',
  buyer: 'From',
  quantity: '× {count}',
  coinPrice: '{count} coins',
  address: 'Delivery address',
  message: 'Message',
  status: { paid: 'Paid, preparing', shipped: 'On its way', received: 'Delivered' },
  emptyTitle: 'No orders yet',
  emptyDescription: 'Send a friend something from the mall: it arrives at their door.',
  loading: 'Loading orders',
};

export const labelsZh: OrderListLabels = {
  title: '我的订单',
  recipient: '送给',
  buyer: '来自',
  quantity: '× {count}',
  coinPrice: '{count} 金币',
  address: '收货地址',
  message: '留言',
  status: { paid: '已付款，备货中', shipped: '运输中', received: '已签收' },
  emptyTitle: '还没有订单',
  emptyDescription: '在商城给朋友挑一份礼物，直接送到家门口。',
  loading: '正在加载订单',
};

const order = (fields: Partial<Order> & Pick<Order, 'id' | 'goodsName'>): Order => ({
  goods: { id: fields.id + 10, name: fields.goodsName, image: samplePhotos[4]! },
  quantity: 1,
  goldCoin: 60,
  buyer: m.lucas,
  receiver: m.mia,
  address: {
    receiverName: 'Mia Fernández',
    phone: '+34 612 345 678',
    region: 'ES',
    detail: 'Calle de Alcalá 45, 3º B, Madrid',
    postcode: '28014',
  },
  message: '',
  status: 'paid',
  orderTime: '2026-11-20T09:30:00.000Z',
  ...fields,
});

export const ordersEn: Order[] = [
  order({
    id: 1,
    goodsName: 'Cherry blossom bouquet',
    message: "Happy birthday! Can't wait to see you in spring [heart]",
  }),
  order({
    id: 2,
    goodsName: 'Coffee for two',
    goods: { id: 11, name: 'Coffee for two', image: samplePhotos[3]! },
    quantity: 2,
    goldCoin: 50,
    receiver: m.xiaoyu,
    address: {
      receiverName: '李小雨',
      phone: '+86 138 0013 8000',
      region: 'CN',
      detail: '上海市徐汇区漕溪北路 88 号 1203 室',
    },
    status: 'shipped',
    orderTime: '2026-11-18T14:05:00.000Z',
  }),
  order({
    id: 3,
    goodsName: 'Beach day hamper',
    goods: { id: 14, name: 'Beach day hamper', image: samplePhotos[0]! },
    goldCoin: 120,
    receiver: m.oleg,
    address: {
      receiverName: 'Олег Смирнов',
      phone: '+7 916 123-45-67',
      region: 'RU',
      detail: 'Москва, ул. Тверская, д. 7, кв. 12',
      postcode: '125009',
    },
    message: 'С днём рождения! 生日快乐！',
    status: 'received',
    orderTime: '2026-11-02T18:45:00.000Z',
  }),
];

/** What friends bought for Mia: the same orders seen by their receiver. */
export const receivedEn: Order[] = ordersEn.map((entry, index) => ({
  ...entry,
  buyer: [m.lucas, m.sakura, m.diego][index]!,
  receiver: m.mia,
  address: ordersEn[0]!.address,
}));

const goodsZh: Record<string, string> = {
  'Cherry blossom bouquet': '樱花花束',
  'Coffee for two': '双人咖啡券',
  'Beach day hamper': '海滩野餐篮',
};

export const ordersZh: Order[] = ordersEn.map((entry) => ({
  ...entry,
  goodsName: goodsZh[entry.goodsName] ?? entry.goodsName,
  message: entry.id === 1 ? '生日快乐！春天见 [heart]' : entry.message,
}));
