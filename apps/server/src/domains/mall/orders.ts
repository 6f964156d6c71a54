/**
 * The caller's orders, newest first: those they bought (/umall-order/mebuy) or that friends bought
 * for them (/umall-order/receiver). Orders with a user who cancelled since drop out, as in every
 * list.
 */
import { sql } from 'kysely';
import type { User } from '../../db/tables.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { twemojiPictures } from '../gift/twemojiPicture.ts';
import { pageResult, type PageRequest } from '../../http/paging.ts';
import { toOrder } from './orderView.ts';

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
  const base = db
    .selectFrom('mall_orders')
    .innerJoin('users as other', 'other.id', `mall_orders.${theirs}`)
    .where(`mall_orders.${mine}`, '=', me.id)
    .where('other.cancelled_at', 'is', null);
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll('mall_orders')
      .orderBy('mall_orders.created_at', 'desc')
      .orderBy('mall_orders.id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
  ]);
  const otherIds = [...new Set(rows.map((r) => r[theirs]))];
  const others = otherIds.length
    ? await db.selectFrom('users').selectAll().where('id', 'in', otherIds).execute()
    : [];
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
