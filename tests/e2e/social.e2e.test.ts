// Social lists and messages against the real server, at 1280 and 375 px. Two members registered
// for each journey (through the API and the dev mailbox): A asks B to be friends, follows B and
// visits B's profile; B sees the request (and its badge), accepts it, finds A among friends,
// followers (follows back), visitors and notifications, and reads the seeded announcements; A
// finds B among friends and follows, and unfollows. An SVIP demo member sees the seeded
// notifications with who liked them. Nothing here changes what another journey relies on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newVisitor, type Viewport } from '../support/browser';
import { api, registerMember } from '../support/members';
import { screenshotOnFailure } from '../support/failures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A fresh browser logged in through the form, at `path`, its screen kept if the test fails. */
async function logIn(viewport: Viewport, account: string, password: string, path: string) {
  const visitor = await newVisitor(browser, viewport);
  onTestFailed(({ task }) =>
    screenshotOnFailure(visitor.page, `${task.name}-${account}`, visitor.trail),
  );
  const { page } = visitor;
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL('**/login');
  await page.getByLabel('E-mail or user ID').fill(account);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${path}`);
  return visitor;
}

/** Opens a page of the app in the same session (the route guard keeps the login). */
async function open(page: Page, path: string, title: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

const card = (page: Page, region: string, name: string) =>
  page.getByRole('region', { name: region }).getByRole('article', { name, exact: true });

describe.each<Viewport>(['wide', 'narrow'])('social lists at %s', (viewport) => {
  it('a friend request accepted, a follow followed back, a visit seen, and the reverse side', async () => {
    const tag = `${viewport === 'wide' ? 'W' : 'N'}${Math.floor(Math.random() * 1e4)}`;
    const [a, b] = await Promise.all([
      registerMember(`Anton${tag}`, { gender: 1 }),
      registerMember(`Bea${tag}`, { gender: 1 }),
    ]);

    // A, through the API: a friend request with a note (B verifies requests: the default), a
    // follow, and a look at B's profile (which records a visit).
    const note = `Hi ${b.nickname}, we met at the language café!`;
    const request = await api<{ state: number }>('POST', '/friend/add-friend', {
      token: a.token,
      body: { userId: b.id, note },
    });
    expect(request.state).toBe(0);
    await api('POST', '/user/follow', { token: a.token, body: { userId: b.id, follow: true } });
    await api('GET', `/user/info?userId=${b.id}`, { token: a.token });

    // B: the request waits, with its badge; accepting it says so and shows it added.
    const one = await logIn(viewport, b.email, b.password, '/friend-requests');
    const page = one.page;
    await page.getByRole('heading', { level: 1, name: 'Friend requests' }).waitFor();
    await page.getByRole('tab', { name: /Received\s*1/ }).waitFor();
    const requestCard = card(page, 'Received', a.nickname);
    await requestCard.getByText(note).waitFor();
    await requestCard.getByRole('button', { name: 'Accept' }).click();
    await requestCard.getByText('Added as friend').waitFor();
    await page.getByText(`${a.nickname} is now your friend`, { exact: true }).waitFor();
    // The badge is gone from the tab once the answer is in.
    await page.getByRole('tab', { name: 'Received', exact: true }).waitFor();

    // B's friends: A, with the chat button leading to the conversation.
    if (viewport === 'wide') {
      await page
        .getByRole('navigation', { name: 'Personal menu' })
        .getByRole('link', { name: 'Friends' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
    } else {
      await open(page, '/friends', 'Friends');
    }
    const friend = card(page, 'Friends', a.nickname);
    await friend.waitFor();
    await friend.getByRole('button', { name: 'Send a message' }).click();
    await page.waitForURL(`**/chat?userId=${a.id}`);

    // B's followers: A, followed back at once.
    await open(page, '/followMe', 'Followers');
    const fan = card(page, 'Followers', a.nickname);
    await fan.getByRole('button', { name: 'Follow back' }).click();
    await fan.getByRole('button', { name: 'Mutual' }).waitFor();

    // B's visitors: A's visit today, on both pages; the likes tab offers SVIP to a normal member.
    await open(page, '/visitors', 'Visitors');
    await page.getByText(/^1 today · 1 in all$/).waitFor();
    await card(page, 'Visitors', a.nickname)
      .getByText(/^Visited \d\d-\d\d \d\d:\d\d$/)
      .waitFor();
    await page.getByRole('tab', { name: 'Liked me' }).click();
    await page.getByRole('heading', { name: 'See who likes you' }).waitFor();
    await page.getByRole('button', { name: 'Upgrade to SVIP' }).click();
    await page.waitForURL('**/account?tab=vip');
    await open(page, '/myVisitors', 'My visitors');
    await card(page, 'Visitors', a.nickname).waitFor();

    // B's notifications: A's follow, unread on this first visit; the seeded announcements.
    await open(page, '/notifications', 'Interaction notifications');
    const follow = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(`^Unread: ${a.nickname} started following you`) });
    await follow.waitFor();
    await follow.click();
    await page.waitForURL(`**/profile/${a.id}`);
    await open(page, '/announcements', 'Announcements');
    await page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('article', { name: /Welcome to Heartline/ })
      .waitFor();

    // A, in another browser: B among friends, and among follows; unfollowing leaves Follow.
    const two = await logIn(viewport, a.email, a.password, '/friends');
    await card(two.page, 'Friends', b.nickname).waitFor();
    await open(two.page, '/myLike', 'Following');
    const followed = card(two.page, 'Following', b.nickname);
    await followed.getByRole('button', { name: 'Following' }).click();
    await followed.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    // The server agrees: B has no fans left.
    const fans = await api<{ total: number }>('GET', '/user/follow-list?type=fans', {
      token: b.token,
    });
    expect(fans.total).toBe(0);

    expect(one.pageErrors).toEqual([]);
    expect(two.pageErrors).toEqual([]);
    await Promise.all([one.context.close(), two.context.close()]);
  });

  it('an SVIP member sees the seeded notifications with who liked, and the announcements', async () => {
    const { page, context, pageErrors } = await logIn(
      viewport,
      'svip@heartline.app',
      'heartline1',
      '/notifications',
    );
    await page.getByRole('heading', { level: 1 }).waitFor();
    const list = page.getByRole('region', { name: /Notifications|通知/ });
    await list.getByRole('button').first().waitFor();
    expect(await list.getByRole('button').count()).toBeGreaterThan(0);
    // SVIP members see who liked them: no upgrade offered, nobody hidden.
    expect(await page.getByRole('button', { name: /Upgrade to SVIP/ }).count()).toBe(0);
    expect(await list.getByText('Someone', { exact: true }).count()).toBe(0);
    await page.goto(`${baseUrl}/announcements`);
    await page
      .getByRole('region', { name: /Announcements|公告/ })
      .getByRole('article')
      .first()
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
