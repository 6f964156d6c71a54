import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { buyGoods } from './buying.ts';
import { listCategories, listGoods } from './mallCatalogue.ts';
import { listOrders } from './orders.ts';

/** The mall: its shelves, buying goods for a friend, and the orders either side sees. */
export const mallHandlers: Handlers = {
  '/umall-classify/list': ({ services, language }) => listCategories(services, language),

  '/umall-classify/goodlist': ({ query, services, language }) =>
    listGoods(services, query.classifyId, pageOf(query), language),

  '/umall-goods/buy': ({ body, services, me, idempotencyKey, language }) =>
    buyGoods(services, me, body, idempotencyKey!, language),

  '/umall-order/mebuy': ({ query, services, me, language }) =>
    listOrders(services, me, 'bought', pageOf(query), language),

  '/umall-order/receiver': ({ query, services, me, language }) =>
    listOrders(services, me, 'received', pageOf(query), language),
};
