import type { Handlers } from '../../contract/context.ts';
import { payGoldCoins } from './goldCoinPay.ts';

/**
 * Paying another member in gold coins: a red packet, a photo permission, a new friend's first
 * message (goldCoinPay.ts says which purpose does what). Once per Idempotency-Key.
 */
export const payHandlers: Handlers = {
  '/pay/gold-coin-pay': ({ body, services, me, idempotencyKey, language }) =>
    payGoldCoins(services, me, body, idempotencyKey!, language),
};
