// Web push in the browser (issue 19), without the internet: Chromium subscribes through its own
// push service, which this machine cannot reach, so the push is handed to the service worker
// through the DevTools protocol (ServiceWorker.deliverPushMessage), as the push service would
// after the server's push (the server's side, signed and encrypted, is proven against a stand-in
// push service in apps/server/test/push.test.ts). The worker shows the notification the server
// worded; a click on it (dispatched in the worker: a headless browser has no notification to
// click) brings the open tab to the conversation. Also: the offer to turn notifications on comes
// only once the member has a conversation, and never on a first visit.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { chatSocketAs } from '../support/chatSocket';
import { logInAs } from '../support/logIn';
import { befriend, registerMember, sharedBaseUrl } from '../support/members';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('web push', () => {
  it('shows a pushed message as a notification that opens the conversation', async () => {
    const tag = `${Math.floor(Math.random() * 1e4)}`;
    const [a, b] = await Promise.all([registerMember(`Ada${tag}`), registerMember(`Ben${tag}`)]);
    await befriend(a, b);

    // A first visit with no conversation: no offer.
    const { context, page } = await logInAs(browser, 'wide', b, '/chats');
    await page.getByRole('region', { name: 'Chats' }).waitFor();
    const offer = page.getByRole('region', { name: 'Know when someone writes' });
    expect(await offer.count()).toBe(0);

    // The worker takes the page on the next load.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const asA = await chatSocketAs(a);
    await asA.sendText(b, 'Hello Ben!');
    asA.close();
    await page.reload();
    await expect.poll(() => controlled(page), { timeout: 10_000 }).toBe(true);
    // Now there is a conversation: the offer shows (the browser asks only after "Turn on").
    await offer.waitFor();

    await context.grantPermissions(['notifications'], { origin: sharedBaseUrl() });
    // A push is shown only with the permission in force where the worker runs: wait until the
    // page's push manager says so, rather than deliver while the grant is on its way.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return registration.pushManager.permissionState({ userVisibleOnly: true });
        }),
      )
      .toBe('granted');
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) =>
      registrations.push(...updated),
    );
    // What the worker reports going wrong, said with a failure below.
    const workerErrors: string[] = [];
    cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) =>
      workerErrors.push(`${errorMessage.errorMessage} (${errorMessage.sourceURL})`),
    );
    await cdp.send('ServiceWorker.enable');
    // The app's registration (its scope is the site), not one the browser reports as deleted.
    const scope = new URL('/', sharedBaseUrl()).href;
    const live = () => registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
    await expect.poll(live, { timeout: 10_000 }).toBeDefined();
    const payload = {
      title: a.nickname,
      body: 'Are you free on Saturday?',
      tag: 'conversation-1',
      url: `/chat?userId=${a.id}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: sharedBaseUrl(),
      registrationId: live()!.registrationId,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      });
    try {
      await expect.poll(shown, { timeout: 10_000 }).toEqual([
        {
          title: payload.title,
          body: payload.body,
          tag: payload.tag,
          data: { url: payload.url },
        },
      ]);
    } catch (error) {
      const errors = workerErrors.join('; ') || 'none';
      throw new Error(`The push showed no notification (worker errors: ${errors})`, {
        cause: error,
      });
    }

    // The member taps it: the open tab goes to the conversation with A.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    // In the worker (its types are not this file's): a click on the notification shown.
    await worker!.evaluate(`(async () => {
      const [notification] = await self.registration.getNotifications();
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
    })()`);
    await page.waitForURL(`**/chat?userId=${a.id}`);
    await page.getByRole('textbox', { name: 'Message' }).waitFor();
    expect(await shown()).toEqual([]);
  });
});
