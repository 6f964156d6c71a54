// Profiles against the real server, at 1280 and 375 px. A new member opens a demo member's profile
// (the visit is recorded), follows and unfollows her with the fans count following at once, and
// reports her with a screenshot; sends a friend request that waits in the other member's
// requests; edits the own profile (photo, nickname, hobbies) and sees it in the side bar; adds a
// photo to the album and deletes it; a new man finds a member's photos locked and, without coins,
// is offered the recharge. Every journey registers its own members (through the API and the dev
// mailbox), so it changes nothing another journey relies on.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Viewport } from '../support/browser';
import { logInAs } from '../support/logIn';
import { api, registerMember, type Member } from '../support/members';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A demo member with album photos and dynamics (apps/server/src/seed/people.ts). */
const maria = { id: 5, nickname: 'María García' };

/** A fresh browser for one member, logged in through the form, at `path`. */
const logIn = (viewport: Viewport, member: Member, path: string) =>
  logInAs(browser, viewport, member, path);

/** A 1 x 1 PNG, as a photo from the member's device. */
const photo = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** The profile's header (a region named after the member). */
const headerOf = (page: Page, nickname: string) => page.getByRole('region', { name: nickname });

/** The number shown for a count of the header ("231 Fans" -> 231). */
async function countOf(header: Locator, name: string) {
  const item = header
    .getByRole('list', { name: 'Social counts' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .first();
  return Number((await item.innerText()).replace(/[^0-9]/g, ''));
}

/** The toast with this text. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

describe.each<Viewport>(['wide', 'narrow'])('profiles at %s', (viewport) => {
  const tag = viewport === 'wide' ? 'W' : 'N';

  it("opens a member's profile: follows, unfollows, reports, and sends a friend request", async () => {
    const [visitor, newFriend] = await Promise.all([
      registerMember(`Nora${tag}`),
      registerMember(`Omar${tag}`),
    ]);
    const { page, context, pageErrors } = await logIn(viewport, visitor, `/profile/${maria.id}`);

    // María's profile, her photos (free for a woman) and her dynamics.
    const header = headerOf(page, maria.nickname);
    await header.getByRole('heading', { level: 1, name: maria.nickname }).waitFor();
    await page.getByRole('list', { name: `Photos of ${maria.nickname}` }).waitFor();
    await page.getByRole('article').first().waitFor();

    // Follow: the button and the fans count change at once; unfollow puts both back.
    const fans = await countOf(header, 'Fans');
    await header.getByRole('button', { name: 'Follow', exact: true }).click();
    await header.getByRole('button', { name: 'Following', exact: true }).waitFor();
    expect(await countOf(header, 'Fans')).toBe(fans + 1);
    await toast(page, `You now follow ${maria.nickname}`);
    const followed = await api<{ records: { id: number }[] }>(
      'GET',
      '/user/follow-list?type=follow',
      { token: visitor.token },
    );
    expect(followed.records.map((user) => user.id)).toEqual([maria.id]);
    await header.getByRole('button', { name: 'Following', exact: true }).click();
    await header.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(() => countOf(header, 'Fans')).toBe(fans);
    await toast(page, `You no longer follow ${maria.nickname}`);

    // Report her: a reason, what happened (required), a screenshot uploaded with the report.
    await header.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${maria.nickname}` });
    await dialog.getByRole('radio', { name: 'Fake profile' }).click();
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await dialog.getByRole('alert').getByText('Please describe what happened').waitFor();
    await dialog
      .getByRole('textbox', { name: 'What happened?' })
      .fill('The photos belong to someone else.');
    await page.locator('input[type="file"]').setInputFiles(photo('chat.png'));
    await dialog.getByRole('img', { name: 'Screenshot 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Submit report' }).click();
    await toast(page, `Thank you. Your report about ${maria.nickname} has been sent.`);
    await dialog.waitFor({ state: 'detached' });

    // A friend request to a new member, who verifies requests: it waits for an answer.
    await page.goto(`${baseUrl}/profile/${newFriend.id}`);
    const theirs = headerOf(page, newFriend.nickname);
    await theirs.getByRole('button', { name: 'Add friend' }).click();
    // A note goes with it, typed in the request's dialog.
    const request = page.getByRole('dialog', { name: `Add ${newFriend.nickname} as a friend` });
    await request.getByLabel('A note (optional)').fill('Hi! We met on Encounter.');
    await request.getByRole('button', { name: 'Send request' }).click();
    await toast(
      page,
      `Friend request sent to ${newFriend.nickname}. You will be friends once they accept.`,
    );
    expect(await theirs.getByRole('button', { name: 'Requested' }).isDisabled()).toBe(true);
    const received = await api<{
      records: { user: { id: number }; state: number; note: string }[];
    }>('GET', '/friend/applys', { token: newFriend.token });
    expect(received.records).toMatchObject([
      { user: { id: visitor.id }, state: 0, note: 'Hi! We met on Encounter.' },
    ]);
    // The visit is recorded on the new member's profile.
    const visits = await api<{ total: number }>('GET', '/user/visitor-num', {
      token: newFriend.token,
    });
    expect(visits.total).toBe(1);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('edits the own profile (photo, nickname, hobbies) and uses the album', async () => {
    const member = await registerMember(`Pia${tag}`);
    const { page, context, pageErrors } = await logIn(viewport, member, '/profile/edit');
    await page.getByRole('heading', { level: 1, name: 'Edit profile' }).waitFor();

    // A new profile photo, uploaded and saved at once.
    await page.locator('input[type="file"]').setInputFiles(photo('me.png'));
    await toast(page, 'Your profile photo is updated');

    // A rule of the spec is checked before saving: an empty nickname is refused.
    const nickname = page.getByRole('textbox', { name: 'Nickname' });
    await nickname.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Nickname cannot be empty', { exact: true }).waitFor();
    const newName = `Pia ${tag} Sommer`;
    await nickname.fill(newName);
    // Registered with Travel and Music: Music goes, Yoga comes (from the keyboard: the chips'
    // check boxes are drawn over, and the narrow tab bar may cover the last row).
    await page.getByLabel('Music', { exact: true }).press('Space');
    await page.getByLabel('Yoga', { exact: true }).press('Space');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your profile is saved', { exact: true }).waitFor();

    const me = await api<{ nickname: string; hobby: string; avatar: string }>(
      'GET',
      '/account/my-info',
      { token: member.token },
    );
    expect(me).toMatchObject({ nickname: newName, hobby: '1,10' });
    expect(me.avatar).toMatch(/^\/uploads\/avatar\//);

    // The side bar follows: beside the page on wide screens, on "Me" on narrow ones.
    if (viewport === 'narrow') {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Me' })
        .click();
      await page.waitForURL('**/myInfo');
    }
    const sideBar = page.getByRole('complementary', { name: 'My summary' });
    await sideBar.getByText(newName, { exact: true }).waitFor();
    await expect
      .poll(() => sideBar.locator(`img[src="${me.avatar}"]`).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);

    // My album: a photo added (uploaded with progress), then deleted after confirming.
    await page.goto(`${baseUrl}/album`);
    await page.getByText('No photos yet', { exact: true }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(photo('beach.png'));
    await toast(page, 'Photo added to your album');
    const photos = page.getByRole('list', { name: 'My photos' });
    await photos.getByRole('button', { name: 'Photo 1 of 1' }).waitFor();
    const album = await api<{ total: number; records: { url: string }[] }>('GET', '/album/list', {
      token: member.token,
    });
    expect(album.total).toBe(1);
    expect((await fetch(`${baseUrl}${album.records[0]!.url}`)).status).toBe(200);

    await photos.getByRole('button', { name: 'Delete photo 1' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this photo?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Photo deleted');
    await page.getByText('No photos yet', { exact: true }).waitFor();
    const after = await api<{ total: number }>('GET', '/album/list', { token: member.token });
    expect(after.total).toBe(0);

    // My own profile shows the new name, the way to my album, and no follow button.
    await page.goto(`${baseUrl}/profile`);
    const header = headerOf(page, newName);
    await header.getByRole('button', { name: 'Edit profile' }).waitFor();
    expect(await header.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'My spaces' })
      .getByRole('link', { name: /My album/ })
      .waitFor();

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("shows a man a member's photos locked, and offers coins when he has none", async () => {
    const man = await registerMember(`Quinn${tag}`, { gender: 1 });
    const { page, context, pageErrors } = await logIn(viewport, man, `/profile/${maria.id}`);
    await page.getByRole('heading', { name: `${maria.nickname}'s photos are private` }).waitFor();
    await page.getByRole('button', { name: 'Pay 3 coins to view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insufficient gold coins' });
    await dialog
      .getByText(`Viewing ${maria.nickname}'s photos costs 3 coins.`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Recharge coins' }).click();
    await page.waitForURL('**/account?tab=coins');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
