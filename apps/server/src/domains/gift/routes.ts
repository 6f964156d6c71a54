import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import { listGifts } from './giftCatalogue.ts';
import { listGiftRecords } from './giftRecords.ts';
import { giveGift } from './giving.ts';

/** Gifts: the catalogue, giving one (free from the member allowance first, else paid), records. */
export const giftHandlers: Handlers = {
  '/gift/list': ({ services, me, language }) => listGifts(services, me, language),

  '/gift/give-gifts': ({ body, services, me, idempotencyKey }) =>
    giveGift(
      services,
      me,
      { userId: body.userId, giftId: body.giftId, quantity: body.quantity ?? 1 },
      idempotencyKey!,
    ),

  '/gift/records': ({ query, services, me, language }) =>
    listGiftRecords(services, me, query.type ?? 'sent', pageOf(query), language),
};
