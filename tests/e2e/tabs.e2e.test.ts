// Two tabs of one browser (issue 19). The chat service keeps one device per account, and a
// second tab used to log the first out ("logged in on another device"). Now the tabs share one
// chat connection: both stay in, a message shows in both, a conversation read in one is read in
// the other (list and title), and closing the tab that held the connection hands it to the other.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { chatSocketAs } from '../support/chatSocket';
import { logInAs } from '../support/logIn';
import { api, befriend, registerMember, sharedBaseUrl, type Member } from '../support/members';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const kickedNotice = (page: Page) =>
  page.getByText('Your account has logged in on another device.');
/** The unread total the tab title carries, "(3) …" (a new member has notices unread too). */
const titleCount = async (page: Page) => Number(/^\((\d+)\)/.exec(await page.title())?.[1] ?? 0);
/** The server's unread total for the member, added up as the side bar's badges are. */
async function serverTotal(member: Member) {
  const counts = await api<Record<string, number>>('GET', '/message/unread-message', {
    token: member.token,
  });
  return counts.friendRequests! + counts.notices! + counts.notifications! + counts.conversations!;
}

describe('two tabs of one browser', () => {
  it('share the chat: both stay in, both hear a message, a read in one is read in both', async () => {
    const tag = Math.floor(Math.random() * 1e4);
    const [a, b] = await Promise.all([registerMember(`Tia${tag}`), registerMember(`Tom${tag}`)]);
    await befriend(a, b);

    const { context, page: first, pageErrors } = await logInAs(browser, 'wide', a, '/chats');
    await first.getByRole('region', { name: 'Chats' }).waitFor();
    const second = await context.newPage();
    second.on('pageerror', (error) => pageErrors.push(error));
    await second.goto(`${sharedBaseUrl()}/chats`);
    await second.getByRole('region', { name: 'Chats' }).waitFor();

    const fromB = await chatSocketAs(b);
    await fromB.sendText(a, `Hello to both tabs ${tag}`);
    const rows = [first, second].map((page) =>
      page.getByRole('listitem').filter({ hasText: b.nickname }),
    );
    for (const row of rows) {
      await row.getByText(`Hello to both tabs ${tag}`).waitFor();
      await row.getByText('1 unread message', { exact: true }).waitFor();
    }
    const withMessage = await serverTotal(a);
    await expect.poll(() => titleCount(first)).toBe(withMessage);

    // Read in the second tab: the first tab's row and title follow.
    await rows[1]!.getByRole('button').first().click();
    await second.getByText(`Hello to both tabs ${tag}`).last().waitFor();
    await expect
      .poll(() => rows[0]!.getByText('1 unread message', { exact: true }).count())
      .toBe(0);
    await expect.poll(() => titleCount(first)).toBe(withMessage - 1);
    expect(await serverTotal(a)).toBe(withMessage - 1);

    // Sent from the second tab (which does not hold the connection): the first shows it too.
    await second.getByRole('textbox', { name: 'Message' }).fill(`From the second tab ${tag}`);
    await second.getByRole('button', { name: 'Send', exact: true }).click();
    await rows[0]!.getByText(`From the second tab ${tag}`).waitFor();

    // The first tab held the connection: closed, the second takes it over and still hears B.
    await first.close();
    await fromB.sendText(a, `Still here ${tag}`);
    await second.getByText(`Still here ${tag}`).last().waitFor();
    expect(await kickedNotice(second).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    fromB.close();
    await context.close();
  });
});
