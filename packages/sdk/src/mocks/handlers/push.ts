import type { HttpHandler } from 'msw';
import type { Schema } from '../../client/operationTypes';
import { ok, type MockHttp, type MockOptions } from '../http';

const refuse = (code: Schema<'ErrorCode'>, msg: string) => ({ code, msg, data: null });

/** The mock server's VAPID public key: a real P-256 point, so browsers accept it in stories. */
export const mockPushKey =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** Web push: the key, and the subscriptions this mock world keeps (by endpoint). */
export function pushHandlers(http: MockHttp, _options: MockOptions): HttpHandler[] {
  const kept = new Set<string>();
  return [
    http.get('/push/key', ({ response }) => response(200).json(ok({ publicKey: mockPushKey }))),

    http.post('/push/subscribe', async ({ request, response }) => {
      const { endpoint, keys } = await request.json();
      if (!/^https:\/\//.test(endpoint) || !keys?.p256dh || !keys.auth) {
        return response(400).json(refuse(400, 'This is not a push service address'));
      }
      kept.add(endpoint);
      return response(200).json(ok(null));
    }),

    http.post('/push/unsubscribe', async ({ request, response }) => {
      const { endpoint } = await request.json();
      kept.delete(endpoint);
      return response(200).json(ok(null));
    }),
  ];
}
