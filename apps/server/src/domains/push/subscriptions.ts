/**
 * The member's push subscriptions: kept for this login, removed when they turn notifications
 * off, and with the login (domains/account/endSessions.ts).
 */
import type { components } from '@heartline/sdk/schema';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import type { Services } from '../../services.ts';
import { deleteSubscription, upsertSubscription } from './queries.ts';

type PushSubscription = components['schemas']['PushSubscription'];

/** Browsers' push services are https; a local stand-in is http (PUSH_ALLOW_HTTP). */
function checkedEndpoint(services: Services, endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new AppError(400, { key: 'push.badEndpoint' });
  }
  const allowed =
    url.protocol === 'https:' || (services.config.PUSH_ALLOW_HTTP && url.protocol === 'http:');
  if (!allowed || url.username || url.password)
    throw new AppError(400, { key: 'push.badEndpoint' });
  return url.toString();
}

export async function subscribePush(
  services: Services,
  me: User,
  sessionHash: string | null,
  subscription: PushSubscription,
): Promise<null> {
  if (!sessionHash) throw new AppError(401);
  await upsertSubscription(services.db, {
    endpoint: checkedEndpoint(services, subscription.endpoint),
    user_id: me.id,
    session_hash: sessionHash,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  return null;
}

export async function unsubscribePush(services: Services, me: User, endpoint: string) {
  await deleteSubscription(services.db, me.id, endpoint);
  return null;
}
