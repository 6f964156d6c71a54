/**
 * A push for each chat message to a member whose app is closed (no chat connection anywhere):
 * to every browser they subscribed, unless they muted the conversation. What it says is in the
 * recipient's language: the sender as the recipient knows them (their remark, else the
 * nickname), and the message's preview (the text, or [Image], [Gift]...). Tapping it opens the
 * conversation. Sent with the VAPID signature and the payload encrypted for the browser (RFC
 * 8291, aes128gcm) by web-push, over fetch; a subscription the push service says is gone (404,
 * 410) is forgotten. Failures are logged, never thrown: a push is a hint, the message is stored.
 */
import webpush from 'web-push';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { isLanguage } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { channelIdOf } from '../chat/pairs.ts';
import { lastMessagePreview } from '../message/lastMessagePreview.ts';
import { serviceAccounts, serviceProfile } from '../message/serviceAccount.ts';
import { forgetEndpoint, pushTargets } from './queries.ts';
import { vapidKeys } from './vapidKeys.ts';

/** What the service worker shows (apps/web/src/serviceWorker/push.ts reads it). */
export interface MessagePushPayload {
  title: string;
  body: string;
  /** One notification per conversation: a newer message replaces the older one's. */
  tag: string;
  /** Where tapping it goes. */
  url: string;
}

/** Long enough for the app to be opened the same day; a message pushed later is stale. */
const TTL_SECONDS = 4 * 60 * 60;

export async function pushMessage(services: Services, message: ChatMessageRow): Promise<void> {
  const { db, log } = services;
  try {
    const targets = await pushTargets(db, message.from_im, message.to_im);
    if (!targets || targets.subscriptions.length === 0 || targets.recipient.muted === 1) return;
    const payload = await payloadFor(services, message, targets.recipient);
    await Promise.all(
      targets.subscriptions.map((subscription) => send(services, subscription, payload)),
    );
  } catch (error) {
    log.warn({ err: error, messageId: message.id }, 'push: not sent');
  }
}

async function payloadFor(
  services: Services,
  message: ChatMessageRow,
  recipient: NonNullable<Awaited<ReturnType<typeof pushTargets>>>['recipient'],
): Promise<MessagePushPayload> {
  const language = isLanguage(recipient.language) ? recipient.language : 'en';
  const fromService = serviceAccounts(services.config).includes(message.from_im);
  const title = fromService
    ? (await serviceProfile(services, message.from_im)).nickname
    : recipient.remark_name || recipient.sender_nickname || message.from_im;
  const url =
    fromService || !recipient.sender_id ? '/chats' : `/chat?userId=${recipient.sender_id}`;
  const body = lastMessagePreview(message, language).msg;
  return { title, body, tag: channelIdOf(message.from_im, message.to_im), url };
}

async function send(
  services: Services,
  subscription: { endpoint: string; p256dh: string; auth: string },
  payload: MessagePushPayload,
) {
  const { config, log } = services;
  const keys = vapidKeys(config);
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: config.VAPID_SUBJECT, ...keys },
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body as Uint8Array,
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) {
    await forgetEndpoint(services.db, subscription.endpoint);
  } else if (!response.ok) {
    log.warn(
      { status: response.status, endpoint: new URL(subscription.endpoint).host },
      'push: refused',
    );
  }
}
