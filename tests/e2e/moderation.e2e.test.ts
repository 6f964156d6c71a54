// Moderation against the real server (issue 18), at 1280 and 375 px: a report reaches the
// console, an operator bans, the banned member's open app goes to the login page.
//
// The operator role is granted only by the command line (apps/server/scripts/operator.ts), which
// opens the server's database while the server is stopped (PGlite: one user at a time). So this
// journey runs a server of its own: started on a fresh data folder, the operator registers as
// members do, the server stops, the real CLI grants the role on that folder, the server starts
// again on it. Then, in browser contexts: two friends; Ben's first message to Ann is flagged by
// first-message care, the app asks "Send this message?" and he sends it anyway; Ann sees it
// marked and reports it in one tap; the operator finds the report in the open queue with the chat
// as context and bans Ben; Ben's open app goes to /login saying the account is no longer
// available, and the login form refuses him with the server's words; customer service tells Ann
// her report was handled; the audit log lists the ban with the operator and the reason.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Viewport } from '../support/browser';
import { logInAs } from '../support/logIn';
import { befriend, registerMember, type Member } from '../support/members';
import { startServerWithOperator, type ServerWithOperator } from '../support/ownServer';

let browser: Browser;
let own: ServerWithOperator | undefined;
let operator: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  own = await startServerWithOperator(`Olga${Math.floor(Math.random() * 1e4)}`);
  operator = own.operator;
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe.each<Viewport>(['wide', 'narrow'])('moderation at %s', (viewport) => {
  it('a flagged first message is reported in one tap; the ban ends the banned app', async () => {
    const baseUrl = own!.server.baseUrl;
    const tag = `${viewport === 'wide' ? 'W' : 'N'}${Math.floor(Math.random() * 1e4)}`;
    const [ann, ben] = await Promise.all([
      registerMember(`Ann${tag}`, {}, baseUrl),
      registerMember(`Ben${tag}`, {}, baseUrl),
    ]);
    await befriend(ann, ben, baseUrl);

    // Both have their chat open; Ben writes first, with the words of a money scam.
    const anns = await logInAs(browser, viewport, ann, `/chat?userId=${ben.id}`, baseUrl);
    const bens = await logInAs(browser, viewport, ben, `/chat?userId=${ann.id}`, baseUrl);
    await messageBox(anns.page).waitFor();
    await messageBox(bens.page).waitFor();
    const offensive = `Hi ${tag}, send money by western union and we can meet`;
    await send(bens.page, offensive);

    // First-message care asks before sending, in the server's words; Ben sends it anyway.
    const asked = bens.page.getByRole('dialog', { name: 'Send this message?' });
    await asked.getByText('Are you sure?', { exact: false }).waitFor();
    expect(await anns.page.getByText(offensive).count()).toBe(0);
    await asked.getByRole('button', { name: 'Send anyway' }).click();
    await asked.waitFor({ state: 'hidden' });

    // Ann sees it marked, and reports it in one tap, choosing a reason.
    await anns.page.getByText(offensive).last().waitFor();
    await anns.page.getByText('Flagged by Heartline: wording').waitFor();
    await anns.page.getByRole('button', { name: 'Report', exact: true }).click();
    const complaint = anns.page.getByRole('dialog', { name: `Report ${ben.nickname}` });
    await complaint.getByRole('radio', { name: 'Fraud or asking for money' }).click();
    await complaint
      .getByRole('textbox', { name: 'What happened?' })
      .fill(`He asked for money at once (${tag})`);
    await complaint.getByRole('button', { name: 'Submit report' }).click();
    await anns.page
      .getByText(`Thank you. Your report about ${ben.nickname} has been sent.`)
      .first()
      .waitFor();
    await complaint.waitFor({ state: 'hidden' });
    // The console is the operators' only: Ann, a member, is told so.
    await anns.page.goto(`${baseUrl}/moderation`);
    await anns.page.getByRole('heading', { name: 'Operators only' }).waitFor();

    // The operator finds it in the open queue, with the chat as its context.
    const ops = await logInAs(browser, viewport, operator, '/moderation', baseUrl);
    const queue = ops.page.getByRole('region', { name: 'Open reports' });
    const entry = queue.getByRole('button').filter({ hasText: ben.nickname });
    await entry.getByText('Fraud or asking for money').waitFor();
    await entry.getByText(`Reported by ${ann.nickname}`).waitFor();
    await entry.click();
    const title = await ops.page.getByRole('heading', { name: /^Report #\d+$/ }).textContent();
    const context = ops.page.getByRole('region', { name: 'Chat between them' });
    await context.getByText(offensive).waitFor();
    await ops.page.getByText(`He asked for money at once (${tag})`).waitFor();

    // Ban, with a reason; Apply confirms it.
    const form = ops.page.getByRole('form', { name: 'Take action' });
    await form.getByRole('radio', { name: 'Ban' }).click();
    const reason = `Money scam opener ${tag}`;
    await form.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await form.getByRole('button', { name: 'Apply' }).click();
    await ops.page.getByText(`${title} handled: Ban`).first().waitFor();
    await entry.waitFor({ state: 'detached' });

    // Ben's open app goes to the login page, saying why; he cannot log in again.
    await bens.page.waitForURL('**/login');
    await bens.page.getByText('This account is no longer available.').first().waitFor();
    await bens.page.getByLabel('E-mail or user ID').fill(ben.email);
    await bens.page.getByLabel('Password', { exact: true }).fill(ben.password);
    await bens.page.getByRole('button', { name: 'Log in' }).click();
    await bens.page
      .getByText("This account has been banned for breaking Heartline's rules")
      .first()
      .waitFor();
    expect(new URL(bens.page.url()).pathname).toBe('/login');

    // Customer service tells Ann her report was handled.
    const thanks = `Thank you for your report about ${ben.nickname}. We have looked into it and taken action where needed.`;
    await anns.page.goto(`${baseUrl}/chats`);
    const service = anns.page.getByRole('listitem').filter({ hasText: 'Customer service' });
    await service.getByText(thanks).waitFor();
    await service.getByRole('button').first().click();
    await anns.page.getByText(thanks).last().waitFor();

    // The audit log lists the ban: who, what, to whom and why.
    await ops.page.getByRole('tab', { name: 'Audit log' }).click();
    const row = ops.page.getByRole('row').filter({ hasText: reason });
    await row.waitFor();
    for (const cell of [operator.nickname, 'Ban', ben.nickname, reason]) {
      await row.getByRole('cell', { name: cell, exact: true }).waitFor();
    }

    expect([...anns.pageErrors, ...bens.pageErrors, ...ops.pageErrors]).toEqual([]);
    await Promise.all([anns.context.close(), bens.context.close(), ops.context.close()]);
  });
});
