/**
 * The caller's orders, newest first: those they bought (/umall-order/mebuy) or that friends bought
 * for them (/umall-order/receiver). Orders with a user who cancelled since drop out, as in every
 * list.
 */
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { twemojiPictures } from '../gift/twemojiPicture.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toOrder } from './orderView.ts';
import { countOrders, listOrdersPage, listUsersByIds } from './queries.ts';

export type OrderSide = 'bought' | 'received';

export async function listOrders(
  services: Services,
  me: User,
  side: OrderSide,
  page: PageRequest,
  language: Language,
) {
  const { db } = services;
  const [mine, theirs] =
    side === 'bought'
      ? (['buyer_id', 'receiver_id'] as const)
      : (['receiver_id', 'buyer_id'] as const);
  const [{ total }, rows] = await Promise.all([
    countOrders(db, me.id, mine, theirs),
    listOrdersPage(db, me.id, mine, theirs, page),
  ]);
  const otherIds = [...new Set(rows.map((r) => r[theirs]))];
  const others = otherIds.length ? await listUsersByIds(db, otherIds) : [];
  const users = new Map([me, ...others].map((u) => [u.id, u]));
  const pictures = await twemojiPictures(
    services.storage,
    rows.map((r) => r.goods_emoji),
  );
  const now = services.now();
  const records = rows.map((row) =>
    toOrder(
      row,
      { buyer: users.get(row.buyer_id)!, receiver: users.get(row.receiver_id)! },
      pictures.get(row.goods_emoji)!,
      language,
      now,
    ),
  );
  return pageResult(page, total, records);
}
