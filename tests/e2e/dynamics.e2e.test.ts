// Dynamics against the real server, at 1280 and 375 px: a new member publishes a dynamic with a
// photo (uploaded through the app) and finds it in /myspace and on top of the square; another
// member, in a second browser context, likes it and comments; the author sees the like and the
// comment counted, replies, then deletes the dynamic. Each journey registers its own two members
// (through the API and the dev mailbox), so it changes nothing another journey relies on.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Viewport } from '../support/browser';
import { logInAs } from '../support/logIn';
import { registerMember, type Member } from '../support/members';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser for one member, logged in through the form, at `path`. */
const logIn = (viewport: Viewport, member: Member, path: string) =>
  logInAs(browser, viewport, member, path);

/** A 1 x 1 PNG, as a member's photo. */
const photo = {
  name: 'sunset.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The card of the dynamic with this text. */
const cardOf = (page: Page, content: string): Locator =>
  page.getByRole('article').filter({ hasText: content }).first();

describe.each<Viewport>(['wide', 'narrow'])('dynamics at %s', (viewport) => {
  it('publishes, is liked and commented by another member, replies, deletes', async () => {
    const stamp = `${viewport}-${Date.now()}`;
    const [author, friend] = await Promise.all([
      registerMember(`Ava${viewport === 'wide' ? 'W' : 'N'}`),
      registerMember(`Ben${viewport === 'wide' ? 'W' : 'N'}`),
    ]);
    const content = `Sunset walk by the river ${stamp}`;

    // The author publishes from the square: text, a photo uploaded with its progress, publish.
    const one = await logIn(viewport, author, '/dynamicSquare');
    const page = one.page;
    await page.getByRole('heading', { level: 1, name: 'Dynamics square' }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL('**/dynamic/publish');
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await page.getByRole('textbox', { name: 'Share content' }).fill(content);
    expect(await publish.isDisabled()).toBe(true);
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await expect.poll(() => publish.isEnabled(), { timeout: 20_000 }).toBe(true);
    await publish.click();

    // Back on the square with the new dynamic on top, then in my dynamics.
    await page.waitForURL('**/dynamicSquare');
    await page.getByText('Your dynamic is published', { exact: true }).waitFor();
    const first = page.getByRole('article').first();
    await first.getByText(content).waitFor();
    expect(await first.getByRole('img', { name: 'Photo 1 of 1' }).count()).toBe(1);
    await page.getByRole('button', { name: 'My dynamics' }).click();
    await page.waitForURL('**/myspace');
    const mine = cardOf(page, content);
    await mine.waitFor();
    const src = await mine.getByRole('img', { name: 'Photo 1 of 1' }).getAttribute('src');
    expect(src).toMatch(/^\/uploads\/dynamic\//);
    expect((await fetch(`${baseUrl}${src}`)).status).toBe(200);

    // Another member likes it on the square and comments on its page.
    const two = await logIn(viewport, friend, '/dynamicSquare');
    const theirs = cardOf(two.page, content);
    await theirs.waitFor();
    await theirs.getByRole('button', { name: 'Like', exact: true }).click();
    await theirs.getByRole('button', { name: 'Like 1' }).waitFor();
    expect(await theirs.getByRole('button', { name: 'Like 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await theirs.getByRole('button', { name: 'Comments' }).click();
    await two.page.waitForURL('**/dynamic/*');
    await two.page
      .getByRole('textbox', { name: 'Write a comment' })
      .fill('What a sky! Where is this?');
    await two.page.getByRole('button', { name: 'Send' }).click();
    await two.page
      .getByRole('article', { name: friend.nickname })
      .getByText('What a sky! Where is this?')
      .waitFor();

    // The author sees the like and the comment counted, and replies.
    await page.reload();
    const counted = cardOf(page, content);
    await counted.getByRole('button', { name: 'Like 1' }).waitFor();
    await counted.getByRole('button', { name: 'Comments 1' }).click();
    await page.waitForURL('**/dynamic/*');
    const comment = page.getByRole('article', { name: friend.nickname });
    await comment.getByText('What a sky! Where is this?').waitFor();
    await comment.getByRole('button', { name: `Reply to ${friend.nickname}` }).click();
    await page
      .getByRole('textbox', { name: `Reply to ${friend.nickname}` })
      .fill('By the Thames, just after seven.');
    await page.getByRole('button', { name: 'Send' }).click();
    await comment.getByText('By the Thames, just after seven.').waitFor();
    await page.getByRole('article').first().getByRole('button', { name: 'Comments 2' }).waitFor();

    // The other member sees the reply under their comment.
    await two.page.reload();
    await two.page
      .getByRole('article', { name: friend.nickname })
      .getByText('By the Thames, just after seven.')
      .waitFor();

    // The author deletes the dynamic (asked first): gone from my dynamics and the square.
    await page.getByRole('article').first().getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this dynamic?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/myspace');
    await page.getByText('Dynamic deleted', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'You have not shared anything yet' }).waitFor();
    await two.page.goto(`${baseUrl}/dynamicSquare`);
    await two.page.getByRole('article').first().waitFor();
    expect(await cardOf(two.page, content).count()).toBe(0);

    expect(one.pageErrors).toEqual([]);
    expect(two.pageErrors).toEqual([]);
    await one.context.close();
    await two.context.close();
  });
});
