/** How an order is shown to its buyer and its receiver (Order), in the caller's language. */
import type { components } from '@heartline/sdk/schema';
import type { Selectable } from 'kysely';
import type { MallOrdersTable } from '../../db/schema/mall.ts';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import { localizedText } from '../notification/localizedText.ts';
import { toUserBrief } from '../user/views.ts';

type Order = components['schemas']['Order'];
export type OrderRow = Selectable<MallOrdersTable>;

export function toOrder(
  row: OrderRow,
  parties: { buyer: User; receiver: User },
  /** The URL of the goods' picture. */
  picture: string,
  language: Language,
  now: Date,
): Order {
  const goodsName = localizedText(row.goods_name, language);
  return {
    id: row.id,
    goods: { id: row.goods_id, name: goodsName, image: picture },
    goodsName,
    quantity: row.quantity,
    goldCoin: row.gold_coin,
    buyer: toUserBrief(parties.buyer, now),
    receiver: toUserBrief(parties.receiver, now),
    address: row.address,
    message: row.message,
    status: row.status,
    orderTime: row.created_at.toISOString(),
  };
}
