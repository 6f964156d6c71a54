import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Web push: a notification for each new message while the app is closed. */
export function createPushApi(client: HeartlineClient) {
  return {
    /** The server's public VAPID key, for PushManager.subscribe's applicationServerKey. */
    getKey: () => unwrap(client.GET('/push/key')),

    /** Keeps this browser's subscription (PushSubscription.toJSON()) for me and this login. */
    subscribe: (body: Body<'/push/subscribe', 'post'>) =>
      unwrap(client.POST('/push/subscribe', { body })),

    /** Stops pushing to this browser. */
    unsubscribe: (body: Body<'/push/unsubscribe', 'post'>) =>
      unwrap(client.POST('/push/unsubscribe', { body })),
  };
}
