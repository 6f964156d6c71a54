// What the first screens download: /login takes no styles of the chat (window, bubbles, input)
// or of money (gifts, red packets, coins, packages, payments), and /encounter none of the chat's
// messages or of money dialogs until one opens. Each style sheet the browser fetched is named by
// the components it was built from (.vite/chunk-modules.json, written by the web build).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { demo, launchBrowser, newVisitor, type Viewport } from '../support/browser';
import { screenshotOnFailure } from '../support/failures';
import { webDist } from '../support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const chatStyles =
  /\/(FloatingChatWindow|ChatBubble\w*|MessageList|MessageInput|EmojiPicker|ConversationList|ConversationItem|ChatView|ChatWindowContent)\.css/;
const moneyStyles =
  /\/(RedPacketDialog|GiftDialog\w*|InsufficientCoinsDialog|PaymentNoticeDialog|PackageGrid\w*|PrivilegeTable|RechargeHelp|BillList|GoodsCard|OrderList|BalanceLine|CoinBalance)\.css/;

/** The style modules inside each style sheet of the build, by the sheet's URL path. */
function styleModules(): Record<string, string[]> {
  const report = JSON.parse(readFileSync(path.join(webDist, '.vite/chunk-modules.json'), 'utf8'));
  return report.styles;
}

/** Opens a page and returns the style modules of every style sheet it downloaded. */
async function stylesOf(page: Page, open: () => Promise<void>): Promise<string[]> {
  const sheets: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet') {
      sheets.push(new URL(response.url()).pathname.slice(1));
    }
  });
  await open();
  await page.waitForLoadState('networkidle');
  const modules = styleModules();
  // Every sheet comes from the report: a sheet it cannot name would hide what it holds.
  expect(sheets.filter((sheet) => !modules[sheet])).toEqual([]);
  return sheets.flatMap((sheet) => modules[sheet]!);
}

async function visit(viewport: Viewport) {
  const visitor = await newVisitor(browser, viewport);
  onTestFailed(({ task }) => screenshotOnFailure(visitor.page, task.name, visitor.trail));
  return visitor;
}

describe('first screens download only their own styles', () => {
  it('/login: the login form, nothing of the chat or of money', async () => {
    const { context, page, pageErrors } = await visit('narrow');
    const modules = await stylesOf(page, async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole('button', { name: 'Log in' }).waitFor();
    });
    expect(modules.some((id) => id.includes('/LoginForm.css'))).toBe(true);
    expect(modules.filter((id) => chatStyles.test(id))).toEqual([]);
    expect(modules.filter((id) => moneyStyles.test(id))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('/encounter signed in: no chat messages or money dialogs until one opens', async () => {
    const { context, page, pageErrors } = await visit('wide');
    const modules = await stylesOf(page, async () => {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel('E-mail or user ID').fill(demo.account);
      await page.getByLabel('Password', { exact: true }).fill(demo.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/encounter');
      // The match panel itself (its chunk and styles load after the side bar's summary shows).
      await page.locator('section[data-status]').waitFor();
    });
    expect(modules.some((id) => id.includes('/MatchPanel.css'))).toBe(true);
    const chatMessages = modules.filter(
      (id) => chatStyles.test(id) && !id.includes('/FloatingChatWindow.css'),
    );
    expect(chatMessages).toEqual([]);
    expect(
      modules.filter((id) => moneyStyles.test(id) && !id.includes('/CoinBalance.css')),
    ).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
