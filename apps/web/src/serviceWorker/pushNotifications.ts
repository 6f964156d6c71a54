/// <reference lib="webworker" />
/**
 * Web push: the server pushes each chat message while the app is closed (apps/server
 * domains/push/messagePush.ts, payload `{ title, body, tag, url }`), already worded in the
 * member's language. The worker shows it (one per conversation: a newer one replaces it), and a
 * tap opens the conversation - in a Heartline tab already open when there is one.
 */
declare const self: ServiceWorkerGlobalScope;

/** What the server sends; anything else is shown as a plain "new message". */
export interface MessagePush {
  title: string;
  body: string;
  tag: string;
  url: string;
}

/** The push's payload read defensively: a push is from our server, but never trusted blindly. */
export function readPush(text: string | null): MessagePush | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MessagePush>;
    const strings = [value.title, value.body, value.tag, value.url];
    if (!strings.every((s) => typeof s === 'string')) return null;
    // Only an address of this app: a push could never send the member elsewhere.
    if (!value.url!.startsWith('/') || value.url!.startsWith('//')) return null;
    return value as MessagePush;
  } catch {
    return null;
  }
}

/** Where a tap on the notification goes: the conversation, on this app's origin. */
export function targetOf(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? new URL(url, origin).href
    : new URL('/chats', origin).href;
}

export function handlePushes() {
  self.addEventListener('push', (event) => {
    const push = readPush(event.data?.text() ?? null);
    if (!push) return;
    event.waitUntil(
      self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        data: { url: push.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = targetOf(event.notification.data, self.location.origin);
    const opened = openConversation(target).catch(() => undefined);
    // The browser keeps the worker alive until the tab is shown (a trusted click only).
    if (event.isTrusted) event.waitUntil(opened);
  });
}

/** Shows `target` in a Heartline tab already open (navigated there), else in a new one. */
async function openConversation(target: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  // navigate() works on a tab this worker controls; any other gets a tab of its own.
  const shown = open ? await open.navigate(target).catch(() => null) : null;
  if (!shown) {
    await self.clients.openWindow(target);
    return;
  }
  // Focusing needs the member's click; the tab shows the conversation either way.
  await shown.focus().catch(() => undefined);
}
