/**
 * The demo world's mall orders: friends of the demo login bought her flowers and chocolates, and
 * the SVIP login a teddy bear for a friend, through the domain's own buyGoods (stock, coins, bill
 * and order), so the received and bought order pages have content. The demo login buys nothing:
 * her 50 coins stay as the README says.
 */
import { isLanguage } from '../i18n/languages.ts';
import { buyGoods, type Purchase } from '../domains/mall/buying.ts';
import type { Services } from '../services.ts';
import { DEMO_ID, SVIP_ID, VIP_ID } from './people.ts';
import { DAY, HOUR } from './world.ts';

const toDemo = {
  receiverName: '李小雨',
  phone: '+86 138 0013 8000',
  region: 'CN',
  detail: '上海市浦东新区世纪大道100号 12楼',
  postcode: '200120',
};

/** [buyer, what and for whom, how long ago], oldest first; buyer and receiver are friends. */
const ORDERS: [number, Purchase, number][] = [
  [
    VIP_ID,
    {
      goodsId: 11,
      quantity: 1,
      friendUserId: DEMO_ID,
      address: toDemo,
      message: 'Happy birthday, Xiaoyu! 生日快乐！',
    },
    9 * DAY,
  ],
  [
    SVIP_ID,
    {
      goodsId: 41,
      quantity: 1,
      friendUserId: 13,
      address: {
        receiverName: '이서연',
        phone: '+82 10-2345-6789',
        region: 'KR',
        detail: '부산광역시 해운대구 해운대로 570, 101동 1203호',
        postcode: '48094',
      },
      message: 'For your thesis defence. Good luck!',
    },
    5 * DAY,
  ],
  [
    6,
    {
      goodsId: 21,
      quantity: 2,
      friendUserId: DEMO_ID,
      address: toDemo,
      message: 'いつもありがとう！東京からのお土産です。',
    },
    3 * DAY - 6 * HOUR,
  ],
];

export async function seedMall(services: Services, now: Date): Promise<void> {
  for (const [index, [buyerId, purchase, ago]] of ORDERS.entries()) {
    const buyer = await services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', buyerId)
      .executeTakeFirstOrThrow();
    const at = new Date(now.getTime() - ago);
    await buyGoods(
      { ...services, now: () => at },
      buyer,
      purchase,
      `demo-order-${index + 1}`,
      isLanguage(buyer.language) ? buyer.language : 'en',
    );
  }
}
