// Home, random matching and my gifts against the real server, at 1280 and 375 px. A fresh normal
// member matches until the day's attempts run out (with cancel and continue on the way) and sees
// the exhausted state with the way to VIP; another opens the matched profile and says hello; a
// third sees today's luck and the recommended users on /home and opens a profile. The demo
// members' seeded gifts show on /gifts (read only). Every journey that changes something
// (attempts, visits) registers its own member through the API and the dev mailbox.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newVisitor, type Viewport } from '../support/browser';
import { registerMember } from '../support/members';
import { screenshotOnFailure } from '../support/failures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Member = { account: string; password: string };

/** A new normal member (3 match attempts a day), logging in with the e-mail address. */
async function newMember(nickname: string): Promise<Member> {
  const { email, password } = await registerMember(nickname);
  return { account: email, password };
}

const demo = (name: 'demo' | 'svip'): Member => ({
  account: `${name}@heartline.app`,
  password: 'heartline1',
});

/**
 * A fresh browser at 1280 or 375 px, logged in through the form, at `path`. With `clock`, the
 * page's timers can be run ahead (the 15-second match countdown) with `page.clock.runFor`.
 */
async function logIn(viewport: Viewport, member: Member, path: string, clock = false) {
  const visitor = await newVisitor(browser, viewport);
  onTestFailed(({ task }) => screenshotOnFailure(visitor.page, task.name, visitor.trail));
  const { page } = visitor;
  if (clock) await page.clock.install();
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL('**/login');
  // The login page follows the browser's language (English) until the member's own is known.
  await page.getByLabel('E-mail or user ID').fill(member.account);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${path}`);
  return visitor;
}

/** The match panel (its heading names it in each state). */
const panel = (page: Page) => page.locator('section[data-status]');

/** Starts (or continues), lets the 15-second countdown run out, and waits for the person found. */
async function matchSomeone(page: Page, button: string) {
  await panel(page).getByRole('button', { name: button }).click();
  await panel(page).getByRole('timer').waitFor();
  await page.clock.runFor(15_000);
  await panel(page).getByRole('heading', { name: "It's a match!" }).waitFor();
}

describe('home, matching and gifts (tests run in order)', () => {
  it('matches at 1280 px until the attempts run out: cancel, continue, exhausted, upgrade', async () => {
    const member = await newMember('Matcher');
    const { context, page, pageErrors } = await logIn('wide', member, '/encounter', true);

    // Idle: a normal member's three attempts for today.
    await panel(page).getByRole('heading', { name: 'Meet someone new' }).waitFor();
    await panel(page).getByText('3 of 3 matches left today').waitFor();
    await page.getByRole('heading', { name: 'Online now' }).waitFor();

    // Cancel during the countdown: back to the start; the attempt is kept (nothing was asked).
    await panel(page).getByRole('button', { name: 'Start matching' }).click();
    await panel(page)
      .getByRole('timer', { name: /seconds left/ })
      .waitFor();
    await panel(page).getByRole('button', { name: 'Cancel' }).click();
    await panel(page).getByRole('heading', { name: 'Meet someone new' }).waitFor();
    await panel(page).getByText('3 of 3 matches left today').waitFor();

    // A match: the person's card, say hello, their profile, match again.
    await matchSomeone(page, 'Start matching');
    const first = await panel(page).getByRole('article').getByRole('heading').innerText();
    await panel(page).getByText('2 of 3 matches left today').waitFor();
    await panel(page).getByRole('button', { name: 'Say hello' }).waitFor();
    expect(await page.getByRole('link', { name: /View profile/ }).getAttribute('href')).toMatch(
      /^\/profile\/\d+$/,
    );

    // Continue: someone else (never the same person twice a day), then the last attempt.
    await matchSomeone(page, 'Match again');
    expect(await panel(page).getByRole('article').getByRole('heading').innerText()).not.toBe(first);
    await panel(page).getByText('1 of 3 matches left today').waitFor();
    await matchSomeone(page, 'Match again');
    await panel(page).getByText('0 of 3 matches left today').waitFor();
    expect(await panel(page).getByRole('button', { name: 'Match again' }).isDisabled()).toBe(true);

    // Done: no attempts left today, come back tomorrow or upgrade.
    await page.getByRole('button', { name: 'Done' }).click();
    await panel(page).getByRole('heading', { name: 'No matches left today' }).waitFor();
    await panel(page)
      .getByText(/come back tomorrow/)
      .waitFor();

    // The server agrees after a reload.
    await page.reload();
    await panel(page).getByRole('heading', { name: 'No matches left today' }).waitFor();
    await panel(page).getByRole('button', { name: 'Upgrade to VIP' }).click();
    await page.waitForURL('**/account?tab=vip');

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('matches at 375 px, opens the profile and says hello', async () => {
    const member = await newMember('Hello');
    const { context, page, pageErrors } = await logIn('narrow', member, '/encounter', true);

    await matchSomeone(page, 'Start matching');
    const name = await panel(page).getByRole('article').getByRole('heading').innerText();
    const profile = page.getByRole('link', { name: /View profile/ });
    const href = await profile.getAttribute('href');
    const userId = /^\/profile\/(\d+)$/.exec(href ?? '')?.[1];
    expect(userId).toBeDefined();

    await profile.click();
    await page.waitForURL(`**/profile/${userId}`);
    await page.goBack();
    await page.waitForURL('**/encounter');
    // The person found is still there.
    await panel(page).getByRole('heading', { name: name }).waitFor();

    await panel(page).getByRole('button', { name: 'Say hello' }).click();
    await page.waitForURL(`**/chat?userId=${userId}`);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['wide', 'narrow'] as const) {
    it(`shows today's luck and recommended users on /home at ${viewport === 'wide' ? 1280 : 375} px, and opens a profile`, async () => {
      const member = await newMember('Home');
      const { context, page, pageErrors } = await logIn(viewport, member, '/home');

      await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
      const luck = page.getByRole('region', { name: "Today's luck" });
      await luck.getByText(/^Luck score \d{1,3} out of 100$/).waitFor({ state: 'attached' });
      expect((await luck.locator('time').getAttribute('datetime')) ?? '').toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );

      const recommended = page.getByRole('region', { name: 'Recommended for you' });
      const cards = recommended.getByRole('article');
      await cards.first().waitFor();
      const firstPage = await cards.count();
      expect(firstPage).toBe(12);
      await recommended.getByRole('button', { name: 'Show more people' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);

      const link = cards.first().getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/profile\/\d+$/);
      await link.click();
      await page.waitForURL(`**${href}`);

      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }

  it("shows the demo member's received gifts at 1280 px (none sent)", async () => {
    const { context, page, pageErrors } = await logIn('wide', demo('demo'), '/gifts');

    // The demo member's interface is in Chinese.
    await page.getByRole('heading', { level: 1, name: '我的礼物' }).waitFor();
    await page.getByText('你还没有送出过礼物').waitFor();

    await page.getByRole('tab', { name: /收到的/ }).click();
    await page.waitForURL('**/gifts?tab=received');
    const received = page.getByRole('tabpanel', { name: /收到的/ });
    const items = received.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(5);
    // Newest first: a kiss from 5 hours ago ... three roses from James Wilson, six days ago.
    const rose = items.filter({ hasText: '玫瑰' });
    await rose.getByText('×3').waitFor();
    await rose.getByRole('link', { name: '来自 James Wilson' }).waitFor();
    await rose.getByText('免费礼物').waitFor();
    expect(await rose.locator('time').innerText()).toMatch(/^\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await items.last().innerText()).toContain('玫瑰');

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("shows the SVIP member's sent gifts at 375 px (none received)", async () => {
    const { context, page, pageErrors } = await logIn('narrow', demo('svip'), '/gifts');

    const sent = page.getByRole('tabpanel', { name: /Sent/ });
    const items = sent.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    await items.filter({ hasText: 'Rose' }).getByRole('link', { name: 'To 李小雨' }).waitFor();
    // SVIP members give for free.
    expect(await sent.getByText('Free gift').count()).toBe(2);

    await page.getByRole('tab', { name: /Received/ }).click();
    await page.getByText('No gifts received yet').waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
