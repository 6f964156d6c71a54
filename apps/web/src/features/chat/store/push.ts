/**
 * Web push (issue 19): once the member has a conversation (never on a first visit), the chat list
 * offers notifications of new messages; "Turn on" asks the browser, subscribes with the server's
 * key and hands the subscription to the server, which pushes each message while the app is
 * closed (the service worker shows it: src/serviceWorker/pushNotifications.ts). The choice is
 * kept per member on this device: on, they are subscribed again at each sign-in (the server
 * drops a login's subscriptions when it ends); declined, never offered again here.
 */
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../../i18n/i18n';
import { sdk } from '../../../sdk';
import { notifyFailure } from '../../../stores/toasts';
import { session } from '../../../stores/session';
import { chat } from './state';

type Choice = 'on' | 'declined';

export const push = proxy({
  /** The offer shows in the chat list. */
  offered: false,
  /** Asking the browser, or keeping the subscription. */
  busy: false,
});

export function usePush() {
  return useSnapshot(push);
}

const choiceKey = (me: string) => `heartline.push.${me}`;

function choiceOf(me: string): Choice | null {
  try {
    const value = localStorage.getItem(choiceKey(me));
    return value === 'on' || value === 'declined' ? value : null;
  } catch {
    return null;
  }
}

function choose(me: string, choice: Choice) {
  try {
    localStorage.setItem(choiceKey(me), choice);
  } catch {
    // Private mode: the offer comes back next time, nothing worse.
  }
}

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The page is controlled by the app's own worker (/sw.js), not another (msw's, in stories). */
function controlledByOurWorker(): boolean {
  const url = navigator.serviceWorker.controller?.scriptURL;
  return url !== undefined && new URL(url).pathname === '/sw.js';
}

/** The member's chat account, the key of their choice on this device. */
const member = () => session.me?.imAccount ?? null;

/**
 * After the session list loaded: offer notifications once the member has a conversation, on a
 * page the service worker controls (it shows the pushes; never on the first load, nor in
 * development, where there is none).
 */
export function considerPushOffer() {
  const me = member();
  if (!me || !supported() || !controlledByOurWorker()) return;
  if (Notification.permission !== 'default' || choiceOf(me)) return;
  push.offered = chat.conversations.some((c) => c.userType !== 2 && c.lastMessage !== null);
}

export function declinePush() {
  const me = member();
  if (me) choose(me, 'declined');
  push.offered = false;
}

export async function turnOnPush() {
  const me = member();
  if (!me || push.busy) return;
  push.busy = true;
  try {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      choose(me, 'declined');
      return;
    }
    await subscribe();
    choose(me, 'on');
  } catch (error) {
    notifyFailure(error, i18n.t('chat:push.failed'));
  } finally {
    push.busy = false;
    push.offered = false;
  }
}

/** At sign-in: a member who turned notifications on here is subscribed again, quietly. */
export async function resumePush() {
  const me = member();
  if (!me || !supported() || Notification.permission !== 'granted' || choiceOf(me) !== 'on') {
    return;
  }
  try {
    await subscribe();
  } catch {
    // Notifications are a convenience: the next sign-in tries again.
  }
}

/** At sign-out: this browser stops being pushed to (the server forgot the login already). */
export async function endPush() {
  push.offered = false;
  push.busy = false;
  if (!supported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  } catch {
    // Nothing to undo.
  }
}

async function subscribe() {
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await sdk.push.getKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('The browser gave no subscription');
  await sdk.push.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
