import { HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { interfaceLanguage } from '../fixtures/translation';
import { personById } from '../fixtures/users';
import {
  approvedPaypalOrder,
  billTypes,
  bills,
  coinPackages,
  paymentPrices,
  paypalApproveUrl,
  type MockPaypalOrder,
} from '../fixtures/wallet';
import { ok, page, type MockHttp, type MockOptions } from '../http';

/** A failure envelope with a code of the catalogue. */
export const refusal = <C extends Schema<'ErrorCode'>>(code: C, msg: string) => ({
  code,
  msg,
  data: null,
});

export const insufficientCoins = () => refusal(105, 'Insufficient gold coins, please recharge');

interface PaidCall {
  signature: string;
  response: Response;
}

/** The Idempotency-Keys each mock world has seen (one world per createHandlers call). */
const paidCalls = new WeakMap<MockOptions, Map<string, PaidCall>>();

/**
 * Answers a paying call once per Idempotency-Key, like the server: the same key with the same
 * request replays the first successful answer; with another request it answers 409. A missing
 * key is invalid input. Refusals are not remembered, so a retry after a recharge can succeed.
 */
export async function payOnce<R extends Response>(
  options: MockOptions,
  request: Request,
  body: unknown,
  respond: { untyped(response: Response): R },
  answer: () => R | Promise<R>,
): Promise<R> {
  const key = request.headers.get('Idempotency-Key');
  if (!key) {
    return respond.untyped(
      HttpResponse.json(refusal(400, 'Idempotency-Key: required'), { status: 400 }),
    );
  }
  const seen = paidCalls.get(options) ?? new Map<string, PaidCall>();
  paidCalls.set(options, seen);
  const signature = `${new URL(request.url).pathname} ${JSON.stringify(body)}`;
  const earlier = seen.get(key);
  if (earlier) {
    return respond.untyped(
      earlier.signature === signature
        ? earlier.response.clone()
        : HttpResponse.json(refusal(409, 'This payment key was already used for another request'), {
            status: 409,
          }),
    );
  }
  const response = await answer();
  if (response.ok) seen.set(key, { signature, response: response.clone() });
  return response;
}

/** A new record id for a payment of the mock world. */
const newRecordId = () => 5200 + Math.floor(Math.random() * 100000);

const newPaypalOrderId = () =>
  Array.from(
    { length: 17 },
    () => '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(Math.random() * 34)],
  ).join('');

/** Exactly one of a package and a custom amount, as /coin/recharge and PayPal orders take. */
function coinOrder(
  body: { packageId?: number; amount?: number },
  request: Request,
): { coins: number; price: number } | 'invalid' | 'unknown package' {
  const hasPackage = body.packageId !== undefined;
  const hasAmount = body.amount !== undefined;
  if (hasPackage === hasAmount) return 'invalid';
  if (hasAmount) {
    const amount = body.amount ?? 0;
    if (!Number.isInteger(amount) || amount < 1 || amount > 100000) return 'invalid';
    return { coins: amount, price: amount };
  }
  const pkg = coinPackages(interfaceLanguage(request)).find((p) => p.id === body.packageId);
  return pkg ? { coins: pkg.goldCoin, price: pkg.price } : 'unknown package';
}

export function walletHandlers(http: MockHttp, options: MockOptions): HttpHandler[] {
  const me = () => options.me;
  /** PayPal orders created in this world, by PayPal id, with the example's approved order. */
  const paypalOrders = new Map<string, MockPaypalOrder>([
    [approvedPaypalOrder.paypalOrderId, { ...approvedPaypalOrder, account: options.me.account }],
  ]);

  return [
    http.post('/pay/gold-coin-pay', async ({ request, response }) => {
      // GoldCoinPayRequest is generated as `unknown` (its anyOf): read the fields it names.
      const body = (await request.json()) as {
        purpose?: Schema<'PaymentPurpose'>;
        toUserId?: number;
        amount?: number;
      };
      return payOnce(options, request, body, response, () => {
        const balance = me().userAccountVo.goldCoin;
        const purpose = body.purpose;
        if (
          purpose !== 'redPacket' &&
          purpose !== 'photoPermission' &&
          purpose !== 'newFriendChat'
        ) {
          return response(400).json(
            refusal(400, 'purpose: must be redPacket, photoPermission or newFriendChat'),
          );
        }
        if (body.toUserId === me().id) {
          return response(400).json(refusal(1104, 'You cannot pay yourself'));
        }
        if (typeof body.toUserId !== 'number' || !personById(body.toUserId, me())) {
          return response(404).json(refusal(404, 'User not found'));
        }
        let amount: number;
        if (purpose === 'redPacket') {
          amount = body.amount ?? 0;
          if (!Number.isInteger(amount) || amount < 1 || amount > 100000) {
            return response(400).json(
              refusal(400, 'amount: must be a positive whole number of coins'),
            );
          }
        } else if (purpose === 'photoPermission' && me().gender !== 1) {
          amount = 0;
        } else {
          amount = paymentPrices[purpose];
        }
        if (amount > balance) return response(402).json(insufficientCoins());
        return response(200).json(
          ok({
            recordId: amount > 0 ? newRecordId() : null,
            purpose,
            amount,
            goldCoin: balance - amount,
            paidBefore: false,
          }),
        );
      });
    }),

    http.get('/coin/list', ({ request, response }) =>
      response(200).json(ok(coinPackages(interfaceLanguage(request)))),
    ),

    http.post('/coin/recharge', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const order = coinOrder(body, request);
        if (order === 'invalid') {
          return response(400).json(refusal(400, 'Give either packageId or a positive amount'));
        }
        if (order === 'unknown package') {
          return response(404).json(refusal(404, 'Coin package not found'));
        }
        const balance = me().userAccountVo.goldCoin;
        if (body.provider === 'paypal') {
          const paypalOrderId = newPaypalOrderId();
          const orderId = 900 + paypalOrders.size;
          paypalOrders.set(paypalOrderId, {
            orderId,
            paypalOrderId,
            account: me().account,
            coins: order.coins,
          });
          return response(200).json(
            ok({
              orderId,
              status: 'pending',
              ...order,
              currency: 'USD',
              goldCoin: balance,
              paypalOrderId,
              approveUrl: paypalApproveUrl(paypalOrderId),
            }),
          );
        }
        return response(200).json(
          ok({
            orderId: 900 + paypalOrders.size,
            status: 'paid',
            ...order,
            currency: 'USD',
            goldCoin: balance + order.coins,
            paypalOrderId: null,
            approveUrl: null,
          }),
        );
      });
    }),

    http.get('/bill/type', ({ request, response }) =>
      response(200).json(ok(billTypes(interfaceLanguage(request)))),
    ),

    http.get('/bill/list', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const type = Number(query.get('type') ?? 0);
      if (query.has('type') && !(Number.isInteger(type) && type >= 1 && type <= 10)) {
        return response(400).json(refusal(400, 'type: must be a bill type from /bill/type'));
      }
      const records = bills(me(), interfaceLanguage(request)).filter(
        (bill) => !query.has('type') || bill.type === type,
      );
      return response(200).json(ok(page(records, query, options.empty)));
    }),

    http.post('/pay/paypal-create-order', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const order = coinOrder(body, request);
        if (order === 'invalid') {
          return response(400).json(refusal(400, 'Give either packageId or a positive amount'));
        }
        if (order === 'unknown package') {
          return response(404).json(refusal(404, 'Coin package not found'));
        }
        const paypalOrderId = newPaypalOrderId();
        const orderId = 900 + paypalOrders.size;
        paypalOrders.set(paypalOrderId, {
          orderId,
          paypalOrderId,
          account: me().account,
          coins: order.coins,
        });
        return response(200).json(
          ok({
            orderId,
            paypalOrderId,
            approveUrl: paypalApproveUrl(paypalOrderId),
            status: 'pending',
            ...order,
            currency: 'USD',
          }),
        );
      });
    }),

    http.post('/pay/paypal-success-pay', async ({ request, response }) => {
      const body = await request.json();
      return payOnce(options, request, body, response, () => {
        const order = paypalOrders.get(body.paypalOrderId);
        if (!order) return response(404).json(refusal(404, 'Order not found'));
        if (order.account !== me().account) {
          return response(400).json(
            refusal(1603, 'This order does not belong to you or was not approved'),
          );
        }
        // The user approves at PayPal in between; the mock's PayPal approves every order.
        return response(200).json(
          ok({
            orderId: order.orderId,
            status: 'paid',
            coins: order.coins,
            goldCoin: me().userAccountVo.goldCoin + order.coins,
          }),
        );
      });
    }),
  ];
}
