/**
 * Buying goods for a friend (/umall-goods/buy): in one transaction inside `once`, the stock drops
 * by the quantity (only while enough is left, so it never goes below zero however many buy at
 * once), the price is taken from the buyer's coins with a bill of type 10, and the order is
 * written as paid. Any refusal rolls all of it back.
 */
import type { components } from '@heartline/sdk/schema';
import type { BodyOf } from '../../contract/context.ts';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { move } from '../../ledger/ledger.ts';
import { once } from '../../ledger/once.ts';
import type { Services } from '../../services.ts';
import { areFriends } from '../friend/queries.ts';
import { twemojiPicture } from '../gift/twemojiPicture.ts';
import { localizedText } from '../notification/localizedText.ts';
import { findActiveUser } from '../user/queries.ts';
import { bills } from '../wallet/billLines.ts';
import { toOrder } from './orderView.ts';
import { findGoodsOnSale, insertOrder, stockOf, takeStock } from './queries.ts';

type Order = components['schemas']['Order'];
export type Purchase = BodyOf<'/umall-goods/buy'>;

export async function buyGoods(
  services: Services,
  me: User,
  purchase: Purchase,
  idempotencyKey: string,
  language: Language,
): Promise<Order> {
  const { friendUserId, address, goodsId, quantity } = purchase;
  // Not required by the schema on purpose: the client shows the mall's own message for these.
  if (friendUserId === undefined || address === undefined) throw new AppError(1901);
  const call = {
    userId: me.id,
    operation: '/umall-goods/buy',
    key: idempotencyKey,
    params: purchase,
  };
  return once(services, call, async (trx) => {
    if (friendUserId === me.id) throw new AppError(1504);
    const goods = await findGoodsOnSale(trx, goodsId);
    if (!goods) throw notFound();
    const receiver = await findActiveUser(trx, friendUserId);
    if (!receiver || !(await areFriends(trx, me.id, receiver.id))) throw new AppError(1504);

    const taken = await takeStock(trx, goods.id, quantity);
    if (!taken) {
      const stock = await stockOf(trx, goods.id);
      throw new AppError(400, { key: 'mall.stockShort', params: { stock } });
    }

    const now = services.now();
    const total = taken.gold_coin * quantity;
    await move(trx, { kind: 'mall', userId: me.id, at: now }, [
      {
        asset: 'goldCoin',
        from: { userId: me.id },
        to: 'house',
        amount: total,
        fromBill: bills.mall(localizedText(taken.name, language), receiver.nickname),
      },
    ]);
    const order = await insertOrder(trx, {
      buyerId: me.id,
      receiverId: receiver.id,
      goods: taken,
      quantity,
      goldCoin: total,
      address,
      message: purchase.message ?? '',
      at: now,
    });
    const picture = await twemojiPicture(services.storage, order.goods_emoji);
    return toOrder(order, { buyer: me, receiver }, picture, language, now);
  });
}
