// The installable app offline, against the real server at 1280 and 375 px: the service worker
// registers after the first load and controls the page once reloaded; with the browser offline a
// reload of /chats still starts the app (the worker's shell) and shows "You are offline" with the
// conversations this member last saw on the device; back online the list is fetched again. The
// offline /chats is kept as screenshots in English and Chinese (/tmp/pwa-shots/, for a look).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { demo, launchBrowser, newVisitor, type Viewport } from '../support/browser';
import { screenshotOnFailure } from '../support/failures';
import { api } from '../support/members';

const baseUrl = inject('baseUrl');
const shots = process.env.PWA_SHOTS ?? '/tmp/pwa-shots';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(shots, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

type Row = { nickname: string; friendRemarkName: string | null; pinned: boolean };

/** The peers' names as the list shows them (the remark name first), customer service aside. */
async function peerNames(token: string): Promise<string[]> {
  const rows = await api<Row[]>('POST', '/message/user-session-list', { token, body: {} });
  return rows.filter((row) => !row.pinned).map((row) => row.friendRemarkName || row.nickname);
}

const sessionList = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/message/user-session-list') && response.ok(),
  );

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** What the worker's caches hold: the shell's files, never an API answer or an upload. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

describe.each<Viewport>(['wide', 'narrow'])('the app offline at %s', (viewport) => {
  it('keeps the shell and the chat list on the device, says offline, refreshes back online', async () => {
    const { context, page, pageErrors, trail } = await newVisitor(browser, viewport);
    onTestFailed(({ task }) => screenshotOnFailure(page, task.name, trail));
    const width = viewport === 'wide' ? 1280 : 375;

    await page.goto(`${baseUrl}/chats`);
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail or user ID').fill(demo.account);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    const listed = sessionList(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/chats');
    await listed;

    const token = (await context.cookies()).find((c) => c.name === 'heartline_token')?.value;
    expect(token).toBeTruthy();
    const names = await peerNames(token!);
    expect(names.length).toBeGreaterThan(0);

    // Registered after the first load; in charge of the page from the next one.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    expect(await controlled(page)).toBe(false);
    const listedAgain = sessionList(page);
    await page.reload();
    await listedAgain;
    await expect.poll(() => controlled(page)).toBe(true);
    const cached = await cachedUrls(page);
    expect(cached.some((url) => url.endsWith('/index.html') || url.includes('index.html?'))).toBe(
      true,
    );
    expect(cached.filter((url) => /\/(api|uploads)\//.test(url))).toEqual([]);

    // Offline: the reload is answered by the worker's shell, the list by the device.
    await context.setOffline(true);
    await page.reload();
    // The demo member's interface is in Chinese.
    await page.getByRole('status').filter({ hasText: '您已离线' }).waitFor();
    for (const name of names) await page.getByText(name, { exact: true }).first().waitFor();
    await page.screenshot({ path: `${shots}/chats-offline-zh-CN-${width}.png` });

    // The same in English (the language this browser remembers; the server cannot be asked).
    await page.evaluate(() => localStorage.setItem('heartline.language', 'en'));
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor();
    for (const name of names) await page.getByText(name, { exact: true }).first().waitFor();
    await page.screenshot({ path: `${shots}/chats-offline-en-${width}.png` });

    // Back online: the list comes from the server again and the notice goes.
    const refreshed = sessionList(page);
    await context.setOffline(false);
    await refreshed;
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({
      state: 'detached',
    });
    for (const name of names) await page.getByText(name, { exact: true }).first().waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
