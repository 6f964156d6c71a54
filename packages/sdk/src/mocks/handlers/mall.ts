import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { friendsOf } from '../fixtures/friend';
import {
  categoriesIn,
  goodsIn,
  nextOrderId,
  purchasesOf,
  receivedOrdersOf,
} from '../fixtures/mall';
import { languageOf } from '../fixtures/message';
import { toBrief } from '../fixtures/users';
import { ok, page, type MockHttp, type MockOptions } from '../http';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

export function mallHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const { me, empty } = options;

  return [
    http.get('/umall-classify/list', ({ request, response }) =>
      response(200).json(ok(categoriesIn(languageOf(request)))),
    ),

    http.get('/umall-classify/goodlist', ({ request, query, response }) => {
      const classifyId = Number(query.get('classifyId'));
      if (!categoriesIn('en').some((c) => c.id === classifyId)) {
        return response(404).json(refuse(404, 'Category not found'));
      }
      // Goods taken off sale would be left out; sold-out goods stay, with stock 0.
      const records = goodsIn(languageOf(request)).filter((g) => g.classifyId === classifyId);
      return response(200).json(ok(page(records, new URL(request.url).searchParams)));
    }),

    http.get('/umall-order/mebuy', ({ request, response }) =>
      response(200).json(ok(page(purchasesOf(me), new URL(request.url).searchParams, empty))),
    ),

    http.get('/umall-order/receiver', ({ request, response }) =>
      response(200).json(ok(page(receivedOrdersOf(me), new URL(request.url).searchParams, empty))),
    ),

    http.post('/umall-goods/buy', async ({ request, response }) => {
      // Read loosely: the contract answers 1901 when the friend or the address is missing.
      const body: Partial<Awaited<ReturnType<typeof request.json>>> = await request.json();
      const { goodsId, quantity, friendUserId, address, message = '' } = body;
      if (friendUserId === undefined || address === undefined) {
        return response(400).json(refuse(1901, 'Buying needs a friend and an address'));
      }
      const item = goodsIn(languageOf(request)).find((g) => g.id === goodsId);
      if (!item) return response(404).json(refuse(404, 'Goods not found'));
      const friend = friendsOf(me).find((f) => f.friendUserId === friendUserId);
      if (!friend) return response(400).json(refuse(1504, 'Not friends'));
      if (quantity === undefined || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) {
        return response(400).json(refuse(400, 'quantity: must be 1 to 99'));
      }
      if (quantity > item.stock) {
        return response(400).json(refuse(400, 'Not enough stock left'));
      }
      const price = item.goldCoin * quantity;
      if (me.userAccountVo.goldCoin < price) {
        return response(402).json(refuse(105, 'Insufficient gold coins, please recharge'));
      }
      return response(200).json(
        ok({
          id: nextOrderId,
          goods: { id: item.id, name: item.name, image: item.image },
          goodsName: item.name,
          quantity,
          goldCoin: price,
          buyer: toBrief(me),
          receiver: friend.user,
          address,
          message,
          status: 'paid',
          orderTime: new Date().toISOString(),
        }),
      );
    }),
  ];
}
