import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { listBills } from './billRecords.ts';
import { listBillTypes } from './billTypes.ts';
import { createPaypalOrder, rechargeCoins } from './buyCoins.ts';
import { listCoinPackages } from './coinPackages.ts';
import { capturePaypalOrder } from './paypalCapture.ts';

export const walletHandlers: Handlers = {
  '/coin/list': ({ services, language }) => listCoinPackages(services.db, language),

  '/coin/recharge': ({ body, services, me, idempotencyKey }) =>
    rechargeCoins(services, me, body, idempotencyKey!),

  '/pay/paypal-create-order': ({ body, services, me, idempotencyKey }) =>
    createPaypalOrder(services, me, body, idempotencyKey!),

  '/pay/paypal-success-pay': ({ body, services, me, idempotencyKey }) =>
    capturePaypalOrder(services, me, body.paypalOrderId, idempotencyKey!),

  '/bill/type': ({ language }) => listBillTypes(language),

  '/bill/list': ({ query, services, me, language }) =>
    listBills(services.db, me, language, query.type, pageOf(query)),
};
