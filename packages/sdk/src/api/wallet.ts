import type { HeartlineClient } from '../client/createHeartlineClient';
import {
  type Body,
  type PaymentOptions,
  type Query,
  paymentParams,
} from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Gold coins: coin packages, red packets and other coin payments, bills and PayPal. */
export function createWalletApi(client: HeartlineClient) {
  return {
    /** Pays gold coins for a red packet, a photo permission or the first chat with a new friend. */
    pay: (body: Body<'/pay/gold-coin-pay', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/pay/gold-coin-pay', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** The gold-coin packages on sale, cheapest first, at about 1 USD a coin. */
    listCoinPackages: () => unwrap(client.GET('/coin/list')),

    /** Buys a coin package or a custom amount of coins, at once or through PayPal. */
    recharge: (body: Body<'/coin/recharge', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/coin/recharge', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** The kinds of bill record with their names, for the bill filter. */
    listBillTypes: () => unwrap(client.GET('/bill/type')),

    /** The caller's bills (every gold-coin movement), newest first, optionally of one type. */
    listBills: (query: Query<'/bill/list', 'get'> = {}) =>
      unwrap(client.GET('/bill/list', { params: { query } })),

    /** Creates a PayPal order for coins: send the user to `approveUrl`, then capture it. */
    createPaypalOrder: (body: Body<'/pay/paypal-create-order', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/pay/paypal-create-order', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** Captures a PayPal order the user approved and credits its coins (once only). */
    capturePaypalOrder: (body: Body<'/pay/paypal-success-pay', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/pay/paypal-success-pay', {
          body,
          params: paymentParams(options),
        }),
      ),
  };
}
