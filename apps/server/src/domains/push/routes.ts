import type { Handlers } from '../../contract/context.ts';
import { subscribePush, unsubscribePush } from './subscriptions.ts';
import { vapidKeys } from './vapidKeys.ts';

/** Web push: the server's key, and each browser's subscription. */
export const pushHandlers: Handlers = {
  '/push/key': ({ services }) => ({ publicKey: vapidKeys(services.config).publicKey }),

  '/push/subscribe': ({ body, services, me, sessionHash }) =>
    subscribePush(services, me, sessionHash, body),

  '/push/unsubscribe': ({ body, services, me }) => unsubscribePush(services, me, body.endpoint),
};
