import type { Browser } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { newVisitor, type Viewport } from './browser';
import { screenshotOnFailure } from './failures';
import { sharedBaseUrl, type Member } from './members';

/**
 * A new visitor at 1280 or 375 px who asks for `path` on the shared server (or the one at
 * `baseUrl`), is sent to the login page, logs in as the member and lands back on `path`. A failed
 * test keeps a screenshot of this page.
 */
export async function logInAs(
  browser: Browser,
  viewport: Viewport,
  member: Member,
  path: string,
  baseUrl = sharedBaseUrl(),
) {
  const visitor = await newVisitor(browser, viewport);
  onTestFailed(({ task }) =>
    screenshotOnFailure(visitor.page, `${task.name}-${member.nickname}`, visitor.trail),
  );
  const { page } = visitor;
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL('**/login');
  await page.getByLabel('E-mail or user ID').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${path.split('?')[0]}**`);
  return visitor;
}
