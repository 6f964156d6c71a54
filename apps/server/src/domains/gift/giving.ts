/**
 * Giving a gift (/gift/give-gifts): each unit comes from the giver's member free-gift allowance
 * first (VIP: what is left this month; SVIP: always), the rest is paid at the gift's price, all in
 * one ledger transaction inside `once`. The recipient gets the gift (a record and an interactive
 * notification), not the coins: they go to the house. When the coins cannot pay the rest, nothing
 * moves and the allowance stays as it was.
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError, notFound } from '../../http/AppError.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { move, type Movement } from '../../ledger/ledger.ts';
import { once } from '../../ledger/once.ts';
import type { Services } from '../../services.ts';
import { queueMoneyMessage } from '../chat/serverMessages.ts';
import { localizedText } from '../notification/localizedText.ts';
import { recordInteraction } from '../notification/recordInteraction.ts';
import { findActiveUser } from '../user/queries.ts';
import { blockBetween } from '../../db/blocks.ts';
import { vipLevelOn } from '../user/views.ts';
import { bills } from '../wallet/billLines.ts';
import { renewAllowance } from './allowanceRenewal.ts';
import { freeGiftsLeft } from '../user/freeGiftsLeft.ts';
import { findGift, findGiver, insertGiftRecord, lockGiver } from './queries.ts';
import { twemojiPicture } from './twemojiPicture.ts';

type GiftGiven = components['schemas']['GiftGiven'];

export interface GiftRequest {
  /** The recipient's profile id. */
  userId: number;
  giftId: number;
  quantity: number;
}

export function giveGift(
  services: Services,
  me: User,
  request: GiftRequest,
  idempotencyKey: string,
): Promise<GiftGiven> {
  const call = {
    userId: me.id,
    operation: '/gift/give-gifts',
    key: idempotencyKey,
    params: request,
  };
  return once(services, call, async (trx) => {
    if (request.userId === me.id) throw new AppError(1104);
    const gift = await findGift(trx, request.giftId);
    const recipient = await findActiveUser(trx, request.userId);
    if (!gift || !recipient) throw notFound();
    // Nothing is given across a block: the recipient who blocked the giver does not exist for them.
    const block = await blockBetween(trx, me.id, recipient.id);
    if (block.theirs) throw notFound();
    if (block.mine) throw new AppError(1505);

    const now = services.now();
    const monthlyVip = services.config.FREE_GIFTS_VIP;
    const locked = await lockGiver(trx, me.id);
    const giver = await renewAllowance(trx, locked, now, monthlyVip);
    const level = vipLevelOn(giver, now);
    const { quantity } = request;
    const freeQuantity =
      level === 2 ? quantity : level === 1 ? Math.min(quantity, giver.free_gifts) : 0;
    const paid = quantity - freeQuantity;
    const cost = paid * gift.gold_coin;

    const movements: Movement[] = [];
    // SVIP gifts are free without limit: there is no balance to draw them from.
    if (level === 1 && freeQuantity > 0) {
      movements.push({
        asset: 'freeGift',
        from: { userId: me.id },
        to: 'house',
        amount: freeQuantity,
      });
    }
    if (cost > 0) {
      movements.push({
        asset: 'goldCoin',
        from: { userId: me.id },
        to: 'house',
        amount: cost,
        fromBill: bills.gift(paid, recipient.nickname),
      });
    }
    if (movements.length) await move(trx, { kind: 'gift', userId: me.id, at: now }, movements);

    const recordId = await insertGiftRecord(trx, {
      giverId: me.id,
      recipientId: recipient.id,
      giftId: gift.id,
      quantity,
      freeQuantity,
      goldCoin: cost,
      at: now,
    });
    const picture = await twemojiPicture(services.storage, gift.emoji);
    await recordInteraction(trx, {
      type: 'gift',
      userId: recipient.id,
      actorId: me.id,
      // The recipient reads it later, in their own interface language.
      content: localizedText(gift.name, isLanguage(recipient.language) ? recipient.language : 'en'),
      preview: picture,
      at: now,
    });
    // On Easemob the server sends its message (on the local gateway the giver's app does), with
    // the gift named in the giver's language, as the gift dialog showed it.
    await queueMoneyMessage(trx, services, {
      kind: 'gift',
      recordId,
      from: me,
      to: recipient,
      ext: {
        amount: gift.gold_coin,
        giftId: gift.id,
        quantity,
        note: localizedText(gift.name, isLanguage(me.language) ? me.language : 'en'),
        url: picture,
      },
    });

    const after = await findGiver(trx, me.id);
    return {
      recordId,
      quantity,
      freeQuantity,
      cost,
      free: cost === 0,
      goldCoin: after.gold_coin,
      freeGiftsLeft: freeGiftsLeft(after, level, now, monthlyVip),
    };
  });
}
