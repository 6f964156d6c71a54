import type { HeartlineClient } from '../client/createHeartlineClient';
import {
  type Body,
  type PaymentOptions,
  type Query,
  paymentParams,
} from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Virtual gifts: the catalogue, giving one, and the gifts sent and received. */
export function createGiftApi(client: HeartlineClient) {
  return {
    /** The gifts sent (default) or received, newest first. */
    listRecords: (query: Query<'/gift/records', 'get'> = {}) =>
      unwrap(client.GET('/gift/records', { params: { query } })),

    /** The gift catalogue, cheapest first, and the free gifts left this month. */
    list: () => unwrap(client.GET('/gift/list')),

    /** Gives a gift, free from the member allowance first, then paid in gold coins. */
    give: (body: Body<'/gift/give-gifts', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/gift/give-gifts', {
          body,
          params: paymentParams(options),
        }),
      ),
  };
}
