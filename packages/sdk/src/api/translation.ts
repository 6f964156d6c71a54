import type { HeartlineClient } from '../client/createHeartlineClient';
import { type Body, type PaymentOptions, paymentParams } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Translation packages and paid machine translation of chat messages. */
export function createTranslationApi(client: HeartlineClient) {
  return {
    /** Whether this server translates at all (false: translation is switched off). */
    getAvailability: () => unwrap(client.GET('/translate/availability')),

    /** The translation packages on sale, smallest first. */
    listPackages: () => unwrap(client.GET('/translate/list')),

    /** Buys a translation package with gold coins; resolves to the balances after. */
    buyPackage: (body: Body<'/translate/recharge', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/translate/recharge', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** Translates a message before sending it, paid with characters first, then coins. */
    translateMessage: (body: Body<'/translate/message', 'post'>, options: PaymentOptions) =>
      unwrap(
        client.POST('/translate/message', {
          body,
          params: paymentParams(options),
        }),
      ),

    /** Translates a received message, into the interface language unless told otherwise. */
    translateReceived: (
      body: Body<'/translate/tranlate-chat-message', 'post'>,
      options: PaymentOptions,
    ) =>
      unwrap(
        client.POST('/translate/tranlate-chat-message', {
          body,
          params: paymentParams(options),
        }),
      ),
  };
}
