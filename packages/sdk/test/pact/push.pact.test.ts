/**
 * Pact consumer contract of web push: the server's key, and a browser's subscription kept and
 * removed.
 *
 * Provider states: only 'user 100001 is logged in' (harness).
 */
import { describe, expect, it } from 'vitest';
import {
  failure,
  heartlinePact,
  loggedInState,
  M,
  requestHeaders,
  sdkAt,
  success,
} from './harness';

const pact = heartlinePact();
const me = { account: 100001 };

const subscription = {
  endpoint:
    'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV_iKw56s16ekq6FUqoCF7k2nRwxh1PIEFQZKFbIhQ5szCpBFQkO3yTbN_hEHWm3PAfNmVdhPgRUuXp3cfEDN5DznXS',
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push contract', () => {
  it('gives the server key', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the web push key')
      .withRequest('GET', '/push/key', (b) => b.headers(requestHeaders(false)))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            publicKey: M.regex(
              '^[A-Za-z0-9_-]{87}$',
              'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { publicKey } = await sdkAt(server.url, false).push.getKey();
        expect(publicKey).toHaveLength(87);
      });
  });

  it('keeps a subscription', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a web push subscription')
      .withRequest('POST', '/push/subscribe', (b) =>
        b.headers(requestHeaders()).jsonBody(subscription),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).push.subscribe(subscription)).resolves.toBeNull();
      });
  });

  it('refuses an endpoint that is no push service address (400)', async () => {
    const bad = { ...subscription, endpoint: 'javascript:alert(1)' };
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a web push subscription to a non-https address')
      .withRequest('POST', '/push/subscribe', (b) => b.headers(requestHeaders()).jsonBody(bad))
      .willRespondWith(400, (b) => b.jsonBody(failure(400)))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).push.subscribe(bad)).rejects.toMatchObject({ code: 400 });
      });
  });

  it('removes a subscription', async () => {
    await pact
      .addInteraction()
      .given(loggedInState, me)
      .uponReceiving('a request to stop web push to a browser')
      .withRequest('POST', '/push/unsubscribe', (b) =>
        b.headers(requestHeaders()).jsonBody({ endpoint: subscription.endpoint }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(null)))
      .executeTest(async (server) => {
        await expect(
          sdkAt(server.url).push.unsubscribe({ endpoint: subscription.endpoint }),
        ).resolves.toBeNull();
      });
  });
});
