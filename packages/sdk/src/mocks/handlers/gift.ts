import type { HttpHandler } from 'msw';
import { freeGiftsLeft, giftById, giftRecords, gifts } from '../fixtures/gift';
import { interfaceLanguage } from '../fixtures/translation';
import { personById } from '../fixtures/users';
import { ok, page, type MockHttp, type MockOptions } from '../http';
import { insufficientCoins, payOnce, refusal } from './wallet';

export function giftHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  return [
    http.get('/gift/records', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const type = query.get('type') ?? 'sent';
      if (type !== 'sent' && type !== 'received') {
        return response(400).json(refusal(400, 'type: must be sent or received'));
      }
      const records = giftRecords(options.me, type, interfaceLanguage(request));
      return response(200).json(ok(page(records, query, options.empty)));
    }),

    http.get('/gift/list', ({ request, response }) =>
      response(200).json(
        ok({
          records: gifts(interfaceLanguage(request)),
          freeGiftsLeft: freeGiftsLeft(options.me),
        }),
      ),
    ),

    http.post('/gift/give-gifts', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const me = options.me;
        const quantity = body.quantity ?? 1;
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
          return response(400).json(refusal(400, 'quantity: must be 1 to 99'));
        }
        if (body.userId === me.id) {
          return response(400).json(refusal(1104, 'You cannot give a gift to yourself'));
        }
        if (!personById(body.userId, me)) return response(404).json(refusal(404, 'User not found'));
        const gift = giftById(body.giftId, interfaceLanguage(request));
        if (!gift) return response(404).json(refusal(404, 'Gift not found'));
        const allowance = freeGiftsLeft(me);
        const freeQuantity = allowance === -1 ? quantity : Math.min(allowance, quantity);
        const cost = (quantity - freeQuantity) * gift.goldCoin;
        const balance = me.userAccountVo.goldCoin;
        if (cost > balance) return response(402).json(insufficientCoins());
        return response(200).json(
          ok({
            recordId: 7400 + gift.id,
            quantity,
            freeQuantity,
            cost,
            free: cost === 0,
            goldCoin: balance - cost,
            freeGiftsLeft: allowance === -1 ? -1 : allowance - freeQuantity,
          }),
        );
      });
    }),
  ];
}
