/**
 * /pay/gold-coin-pay: a red packet, a photo permission or a new-friend chat, paid once per
 * Idempotency-Key in one database transaction. The answer carries the payer's balance after it.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import { once } from '../../ledger/once.ts';
import type { Services } from '../../services.ts';
import { chargeNewFriendChat } from './newFriendChat.ts';
import { findPayee } from './parties.ts';
import type { PaymentOutcome } from './paymentOutcome.ts';
import { buyPhotoPermission } from './photoPermission.ts';
import { goldCoinOf } from './queries.ts';
import { sendRedPacket } from './redPacket.ts';

type GoldCoinPayRequest = components['schemas']['GoldCoinPayRequest'];
type PaymentResult = components['schemas']['PaymentResult'];

export function payGoldCoins(
  services: Services,
  me: User,
  request: GoldCoinPayRequest,
  key: string,
  language: Language,
): Promise<PaymentResult> {
  const { purpose, toUserId } = request;
  if (toUserId === me.id) throw new AppError(1104);
  const redPacket = purpose === 'redPacket' ? redPacketOf(request, language) : null;
  // Only what the purpose uses is the call's parameters: an ignored amount changes nothing.
  const params = { purpose, toUserId, ...redPacket };
  return once(
    services,
    { userId: me.id, operation: '/pay/gold-coin-pay', key, params },
    async (trx) => {
      const payee = await findPayee(trx, me.id, toUserId);
      let outcome: PaymentOutcome;
      if (redPacket) {
        outcome = await sendRedPacket(trx, services, me, payee, redPacket);
      } else if (purpose === 'photoPermission') {
        outcome = await buyPhotoPermission(trx, services, me, payee);
      } else {
        const charge = await chargeNewFriendChat(trx, services, me, payee);
        outcome = {
          recordId: charge.recordId,
          amount: charge.amount,
          paidBefore: charge.status === 'paidBefore',
        };
      }
      return { ...outcome, purpose, goldCoin: await goldCoinOf(trx, me.id) };
    },
  );
}

/** A red packet needs a positive whole amount (the contract checks the range when present). */
function redPacketOf(request: GoldCoinPayRequest, language: Language) {
  if (request.amount === undefined) {
    throw new AppError(400, {
      key: 'validation.positiveInteger',
      params: { field: t(language, 'field.amount') },
    });
  }
  return { amount: request.amount, note: request.note ?? '' };
}
