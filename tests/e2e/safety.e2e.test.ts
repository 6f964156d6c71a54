// Safety against the real server, in two browser contexts (issue 18): two friends who chatted;
// one blocks the other from the profile. The blocker's profile of them offers only Unblock and
// their conversation is gone; for the blocked one the blocker no longer exists (no profile, no
// search result, no conversation) and a message typed in the chat still open is refused with
// the server's words. The settings page lists the block, and unblocking lets them chat again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logInAs } from '../support/logIn';
import { api, befriend, registerMember, type Member } from '../support/members';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

const conversationsOf = async (member: Member) =>
  (
    await api<Array<{ imAccount: string; userId: number | null }>>(
      'POST',
      '/message/user-session-list',
      { token: member.token, body: {} },
    )
  ).map((c) => c.userId);

describe('blocking', () => {
  it('hides each from the other, refuses chat, and is undone from the settings', async () => {
    const tag = Math.floor(Math.random() * 1e4);
    const [ann, ben] = await Promise.all([
      registerMember(`Ann${tag}`),
      registerMember(`Ben${tag}`),
    ]);
    await befriend(ann, ben);

    // Ben has the chat with Ann open; Ann writes first.
    const bens = await logInAs(browser, 'wide', ben, `/chat?userId=${ann.id}`);
    const anns = await logInAs(browser, 'wide', ann, `/chat?userId=${ben.id}`);
    await messageBox(anns.page).waitFor();
    await send(anns.page, `Hi Ben ${tag}`);
    await bens.page.getByText(`Hi Ben ${tag}`).last().waitFor();

    // Ann blocks Ben from his profile, after being told what it does.
    await anns.page.goto(`${baseUrl}/profile/${ben.id}`);
    await anns.page.getByRole('button', { name: 'More actions' }).click();
    await anns.page.getByRole('menuitem', { name: 'Block' }).click();
    const confirm = anns.page.getByRole('dialog', { name: `Block ${ben.nickname}?` });
    await confirm.getByText(`${ben.nickname} won't be told`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await anns.page.getByRole('button', { name: 'Unblock' }).waitFor();
    await anns.page.getByRole('heading', { name: `You blocked ${ben.nickname}` }).waitFor();
    expect(await anns.page.getByRole('button', { name: 'Message' }).count()).toBe(0);

    // Ben's message in the chat still open is refused, in the server's words.
    await send(bens.page, `Why? ${tag}`);
    await bens.page.getByText('This user cannot receive your messages').first().waitFor();

    // For Ben, Ann no longer exists: no profile, no search result, no conversation, no friend.
    await bens.page.goto(`${baseUrl}/profile/${ann.id}`);
    await bens.page.getByRole('heading', { name: 'This member does not exist' }).waitFor();
    const search = await api<{ total: number }>('GET', `/user/search?content=${ann.id + 100000}`, {
      token: ben.token,
    });
    expect(search.total).toBe(0);
    expect(await conversationsOf(ben)).not.toContain(ann.id);
    expect(await conversationsOf(ann)).not.toContain(ben.id);
    const friends = await api<{ total: number }>('GET', '/friend/friend-list', {
      token: ben.token,
    });
    expect(friends.total).toBe(0);

    // Ann's settings list Ben; unblocking takes him off and lets them chat again.
    await anns.page.goto(`${baseUrl}/settings`);
    const blocked = anns.page.getByRole('region', { name: 'Blocked members' });
    const row = blocked.getByRole('article', { name: ben.nickname });
    await row.getByRole('button', { name: 'Unblock' }).click();
    await blocked.getByText('You have not blocked anyone').waitFor();
    await api('POST', '/coin/recharge', {
      token: ben.token,
      body: { amount: 10 },
      key: `e2e-safety-${tag}-${Date.now()}`,
    });
    await bens.page.goto(`${baseUrl}/chat?userId=${ann.id}`);
    await messageBox(bens.page).waitFor();
    await send(bens.page, `Sorry ${tag}`);
    await anns.page.goto(`${baseUrl}/chat?userId=${ben.id}`);
    await anns.page.getByText(`Sorry ${tag}`).last().waitFor();

    expect([...anns.pageErrors, ...bens.pageErrors]).toEqual([]);
    await Promise.all([anns.context.close(), bens.context.close()]);
  });
});
