import type { HeartlineClient } from '../client/createHeartlineClient';
import {
  type Body,
  type PaymentOptions,
  type Query,
  paymentParams,
} from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Goods bought in the mall for friends. */
export function createMallApi(client: HeartlineClient) {
  return {
    /** The mall's categories, in display order. */
    listCategories: () => unwrap(client.GET('/umall-classify/list')),

    /** The goods on sale in one category, with price in gold coins and stock. */
    listGoods: (query: Query<'/umall-classify/goodlist', 'get'>) =>
      unwrap(client.GET('/umall-classify/goodlist', { params: { query } })),

    /** The orders I bought for friends, newest first. */
    listPurchases: (query: Query<'/umall-order/mebuy', 'get'> = {}) =>
      unwrap(client.GET('/umall-order/mebuy', { params: { query } })),

    /** The orders friends bought for me, newest first. */
    listReceived: (query: Query<'/umall-order/receiver', 'get'> = {}) =>
      unwrap(client.GET('/umall-order/receiver', { params: { query } })),

    /** Buys goods for a friend, delivered to an address, paid in gold coins. */
    buy: (body: Body<'/umall-goods/buy', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/umall-goods/buy', {
          body,
          params: paymentParams(options),
        }),
      ),
  };
}
