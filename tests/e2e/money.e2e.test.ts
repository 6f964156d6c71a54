// Money and the mall against the real server, at 1280 and 375 px: a freshly registered member
// recharges coins (the embedded provider) and sees the balance change, buys a translation pack,
// becomes VIP and gets the badge, finds each movement in the bills, and buys a mall item for a
// friend, who then finds it among the orders they received.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { launchBrowser, newVisitor, type Viewport } from '../support/browser';
import { screenshotOnFailure } from '../support/failures';
import { befriend, registerMember, type Member } from '../support/members';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function visit(viewport: Viewport) {
  const visitor = await newVisitor(browser, viewport);
  onTestFailed(({ task }) => screenshotOnFailure(visitor.page, task.name, visitor.trail));
  return visitor;
}

async function logIn(page: Page, member: Member, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL('**/login');
  await page.getByLabel('E-mail or user ID').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${path}`);
}

/** The balances where the member sees them: the side bar when wide, the Me page on a phone. */
async function expectBalances(page: Page, viewport: Viewport, coins: string, characters: string) {
  if (viewport === 'narrow') {
    await page.goto(`${baseUrl}/myInfo`);
  }
  const sideBar = page.getByRole('complementary', { name: 'My summary' });
  await sideBar
    .getByRole('group', { name: 'Gold coins' })
    .getByText(coins, { exact: true })
    .waitFor();
  await sideBar.getByText(characters, { exact: true }).first().waitFor();
  if (viewport === 'narrow') await page.goBack();
}

/** Chooses a package, buys it and confirms. */
async function buy(page: Page, packageName: RegExp, confirm: string | RegExp) {
  await page.getByRole('radio', { name: packageName }).click();
  await page.getByRole('button', { name: 'Buy now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

describe.each<Viewport>(['wide', 'narrow'])('money and the mall at %s', (viewport) => {
  it('recharges, buys translation and VIP, reads the bills, buys for a friend', async () => {
    const [buyer, friend] = await Promise.all([
      registerMember(`Buyer ${viewport}`),
      registerMember(`Friend ${viewport}`),
    ]);
    await befriend(buyer, friend);

    const { context, page, pageErrors } = await visit(viewport);
    await logIn(page, buyer, '/account?tab=coins');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expectBalances(page, viewport, '0', '0');

    // Coins through the embedded provider: credited at once, the side bar follows.
    await buy(page, /^100 gold coins/, 'Pay $100.00');
    await page.getByText('100 gold coins added', { exact: true }).waitFor();
    await expectBalances(page, viewport, '100', '0');

    // A translation pack, paid with 10 of those coins.
    await page.getByRole('tab', { name: 'Translation' }).click();
    await buy(page, /^1,000 characters/, 'Buy');
    await page.getByText('1,000 translation characters added', { exact: true }).waitFor();
    await expectBalances(page, viewport, '90', '1,000');

    // VIP for a month: the badge by the name, and the gift bag's characters.
    await page.getByRole('tab', { name: 'Membership' }).click();
    await buy(page, /^VIP · 1 month/, 'Buy');
    await page.getByText('Welcome to VIP!', { exact: true }).waitFor();
    await expectBalances(page, viewport, '60', '3,000');
    if (viewport === 'narrow') await page.goto(`${baseUrl}/myInfo`);
    await page
      .getByRole('complementary', { name: 'My summary' })
      .getByText('VIP', { exact: true })
      .waitFor();
    if (viewport === 'narrow') await page.goBack();

    // The bills: the recharge in, the pack and the membership out, newest first.
    await page.getByRole('tab', { name: 'Bills' }).click();
    const bills = page.getByRole('list', { name: 'Bill records' });
    await bills.getByText('+100', { exact: true }).waitFor();
    await bills.getByText('-10', { exact: true }).waitFor();
    await bills.getByText('-30', { exact: true }).waitFor();
    expect(await bills.getByRole('listitem').count()).toBe(3);

    // The mall: the first goods on sale, for the friend, to an address.
    await page.getByRole('button', { name: 'Mall', exact: true }).click();
    await page.waitForURL('**/shopping');
    const goods = page.getByRole('list', { name: 'Goods' }).getByRole('article').first();
    const goodsName = (await goods.getByRole('heading').textContent())!.trim();
    await goods.getByRole('button', { name: /^Buy/ }).click();
    await page.waitForURL('**/order?**');
    await page.getByRole('combobox', { name: 'Send to' }).click();
    await page.getByRole('option', { name: friend.nickname }).click();
    await page.getByRole('textbox', { name: "Receiver's full name" }).fill('María García López');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+34 612 345 678');
    await page.getByRole('combobox', { name: 'Country or region' }).click();
    await page.getByRole('option', { name: 'Spain' }).click();
    await page
      .getByRole('textbox', { name: 'Address (street, house, flat, city)' })
      .fill('Calle de Alcalá 45, Madrid');
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await page.getByRole('button', { name: 'See my orders' }).click();
    await page.waitForURL('**/myOrder?tab=bought');
    await page
      .getByRole('list', { name: 'My purchases' })
      .getByText(goodsName, { exact: true })
      .waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();

    // The friend finds it among the orders they received.
    const other = await visit(viewport);
    await logIn(other.page, friend, '/myOrder?tab=received');
    const received = other.page.getByRole('list', { name: 'Received' });
    await received.getByText(goodsName, { exact: true }).waitFor();
    await received.getByText(buyer.nickname, { exact: true }).waitFor();
    expect(other.pageErrors).toEqual([]);
    await other.context.close();
  }, 240_000);
});
