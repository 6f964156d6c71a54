import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBase, api } from '../../../test/apiServer';
import { chatWithPeer, me } from './chatTestWorld';
import { loadConversations } from './conversations';
import { push, declinePush, endPush, resumePush, turnOnPush } from './push';

chatWithPeer();

/** A browser that can push: a service worker registration whose push manager subscribes. */
function pushCapableBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example/abc',
    toJSON: () => ({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn(() => {
      current = subscription;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(() => Promise.resolve(answer)),
    }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: { scriptURL: 'http://localhost/sw.js' },
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  return { pushManager, subscription };
}

const kept: unknown[] = [];
beforeEach(() => {
  kept.length = 0;
  api.use(
    http.post(`${apiBase}/push/subscribe`, async ({ request }) => {
      kept.push(await request.json());
      return HttpResponse.json({ code: 200, msg: 'success', data: null });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('web push', () => {
  it('offers notifications once there is a conversation, and keeps the subscription when turned on', async () => {
    const browser = pushCapableBrowser('default', 'granted');
    await loadConversations();
    expect(push.offered).toBe(true);
    await turnOnPush();
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    expect(kept).toEqual([
      {
        endpoint: 'https://push.example/abc',
        keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
      },
    ]);
    expect(push.offered).toBe(false);
    expect(localStorage.getItem(`heartline.push.${me}`)).toBe('on');
    // Signed out: this browser is unsubscribed; signed in again: subscribed again, unasked.
    await endPush();
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
  });

  it('subscribes again at sign-in when turned on here before', async () => {
    pushCapableBrowser('granted', 'granted');
    localStorage.setItem(`heartline.push.${me}`, 'on');
    await resumePush();
    expect(kept).toHaveLength(1);
  });

  it('never offers again once declined, nor after the browser was refused', async () => {
    pushCapableBrowser('default', 'denied');
    await loadConversations();
    declinePush();
    await loadConversations();
    expect(push.offered).toBe(false);
    localStorage.clear();
    await loadConversations();
    await turnOnPush();
    expect(kept).toEqual([]);
    expect(localStorage.getItem(`heartline.push.${me}`)).toBe('declined');
  });

  it('offers nothing where the browser cannot push', async () => {
    await loadConversations();
    expect(push.offered).toBe(false);
  });
});
