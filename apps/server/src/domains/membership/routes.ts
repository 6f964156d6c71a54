/** Membership: the VIP/SVIP and translation packages and their purchase. */
import type { Handlers } from '../../contract/context.ts';
import { buyTranslationPackage, listTranslationPackages } from './translationPackages.ts';
import { listVipPackages } from './vipPackages.ts';
import { buyVipPackage } from './vipPurchase.ts';

export const membershipHandlers: Handlers = {
  '/vip/list': ({ services, language }) => listVipPackages(services.db, language),

  '/vip/recharge': ({ body, services, me, idempotencyKey }) =>
    buyVipPackage(services, me, body.packageId, idempotencyKey!),

  '/translate/list': ({ services }) => listTranslationPackages(services.db),

  '/translate/recharge': ({ body, services, me, idempotencyKey }) =>
    buyTranslationPackage(services, me, body.packageId, idempotencyKey!),
};
