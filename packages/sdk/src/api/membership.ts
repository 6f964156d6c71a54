import type { HeartlineClient } from '../client/createHeartlineClient';
import { type Body, type PaymentOptions, paymentParams } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** VIP and SVIP memberships, paid in gold coins. */
export function createMembershipApi(client: HeartlineClient) {
  return {
    /** The VIP and SVIP packages for 1, 3 or 12 months, with their gift bags and privileges. */
    listPackages: () => unwrap(client.GET('/vip/list')),

    /** Buys, extends or upgrades a membership with gold coins and grants its gift bag. */
    buy: (body: Body<'/vip/recharge', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/vip/recharge', {
          body,
          params: paymentParams(options),
        }),
      ),
  };
}
