// The app shell against the real server: the route guard, logging in at 1280 and 375 px, the
// wide and narrow layouts, switching the language (saved to the server), logging out, the
// footer's static pages, and a revoked token (401) sending the member back to /login.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { demo, launchBrowser, newVisitor, type Viewport } from '../support/browser';
import { screenshotOnFailure } from '../support/failures';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Logs in through the form; the demo member's interface language is then adopted. */
async function logIn(page: Page, path = '/encounter') {
  await page.goto(`${baseUrl}${path}`);
  // The guard sends a visitor without a token to /login.
  await page.waitForURL('**/login');
  await page.getByLabel('E-mail or user ID').fill(demo.account);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`**${path}`);
}

async function switchLanguage(page: Page, languageButton: RegExp, language: string) {
  await page.getByRole('button', { name: languageButton }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

/** A fresh visitor whose screen is kept when the test fails. */
async function visit(viewport: Viewport) {
  const visitor = await newVisitor(browser, viewport);
  onTestFailed(({ task }) => screenshotOnFailure(visitor.page, task.name, visitor.trail));
  return visitor;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the app shell (tests run in order)', () => {
  it('logs in at 1280 px, shows the wide layout, switches to English, logs out', async () => {
    const { context, page, pageErrors } = await visit('wide');
    await logIn(page);

    // The demo member's account is in Chinese: the interface follows it after login.
    await expect.poll(() => htmlLang(page)).toBe('zh-CN');
    const sideBar = page.getByRole('complementary', { name: '我的概况' });
    await sideBar.getByText('ID 100001').waitFor();
    await sideBar.getByRole('group', { name: '金币' }).getByText('50').waitFor();
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '邂逅' })
      .waitFor();
    await page.getByRole('navigation', { name: '个人菜单' }).waitFor();
    await page.getByRole('search').waitFor();

    // Switching the language saves it to the server and says so, in the new language.
    await switchLanguage(page, /^语言/, 'English');
    await page.getByText('Language switched successfully', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await page
      .getByRole('heading', { level: 1, name: /Good (morning|afternoon|evening), 李小雨/ })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Encounter' })
      .waitFor();

    // The footer's static pages follow the interface language.
    const about = page
      .getByRole('navigation', { name: 'About Heartline' })
      .getByRole('link', { name: 'About us' });
    expect(await about.getAttribute('href')).toBe('/pages/en/about.html');

    // The header search: own account refused, unknown user reported, a hit opens the profile.
    const search = page.getByRole('textbox', { name: 'Search by user ID' });
    await search.fill('100001');
    await search.press('Enter');
    await page.getByText('Do not search your own account', { exact: true }).waitFor();
    await search.fill('999999');
    await search.press('Enter');
    await page.getByText('The searched user does not exist', { exact: true }).waitFor();
    await search.fill('100002');
    await search.press('Enter');
    await page.waitForURL('**/profile/2');

    // Log out from the avatar menu: back to /login, and the guard keeps the layout closed.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${baseUrl}/encounter`);
    await page.waitForURL('**/login');

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('logs in at 375 px with the narrow layout: menu, bottom tab bar, Me, a width change', async () => {
    const { context, page, pageErrors } = await visit('narrow');
    await logIn(page);

    // English now: the last test saved it to the member's account.
    await expect.poll(() => htmlLang(page)).toBe('en');
    const tabBar = page.getByRole('navigation', { name: 'Main' });
    await tabBar.getByRole('link', { name: 'Me' }).waitFor();
    expect(await tabBar.getByRole('link').count()).toBe(4);
    expect(await tabBar.getByRole('link', { name: 'Encounter' }).getAttribute('aria-current')).toBe(
      'page',
    );
    // No side bar beside the page on a phone.
    expect(await page.getByRole('complementary', { name: 'My summary' }).count()).toBe(0);

    // The menu button opens the tabs, the search and the side menu.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Personal menu' }).waitFor();
    await page.getByRole('link', { name: 'Dynamics' }).first().waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();

    // Me: the side bar's card and the menu's links.
    await tabBar.getByRole('link', { name: 'Me' }).click();
    await page.waitForURL('**/myInfo');
    await page.getByRole('complementary', { name: 'My summary' }).getByText('ID 100001').waitFor();

    // Back to Chinese from the narrow bar, then log out from the side menu.
    await switchLanguage(page, /^Language/, '简体中文');
    await page.getByText('语言切换成功', { exact: true }).waitFor();

    // A change of width (a phone turned, a window resized) returns to /encounter, here wide.
    await page.setViewportSize({ width: 900, height: 812 });
    await page.waitForURL('**/encounter');
    await page.getByRole('complementary', { name: '我的概况' }).waitFor();
    await page
      .getByRole('navigation', { name: '个人菜单' })
      .getByRole('button', { name: '退出登录' })
      .click();
    await page.waitForURL('**/login');

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('sends the member to /login at once when the session is ended elsewhere', async () => {
    const { context, page, pageErrors } = await visit('wide');
    // The layout's own start (my-info, then the chat's login) is over before the token goes: a
    // pause in the network (networkidle) came before my-info on a busy machine, which then
    // answered 401 and told another story.
    const memberLoaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/account/my-info') && response.status() === 200,
    );
    const chatLoggedIn = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (String(payload).includes('"type":"welcome"')) resolve();
        }),
      );
    });
    await logIn(page);
    await memberLoaded;
    await chatLoggedIn;
    const token = (await context.cookies()).find((cookie) => cookie.name === 'heartline_token');
    expect(token?.value).toMatch(/^[0-9a-f]{64}$/);

    // The notice that says so is a toast that closes after a few seconds: watched for from
    // before the session ends, so a busy machine cannot let it come and go unseen.
    const told = page
      .getByText('您已退出登录，请重新登录。', { exact: true })
      .or(page.getByText('You have been logged out. Please log in again.', { exact: true }))
      .waitFor();

    // Another request ends this session on the server.
    const revoked = await fetch(`${baseUrl}/api/account/logout`, {
      method: 'POST',
      headers: { token: token!.value, platform: 'Web', brand: 'Chrome', language: 'en' },
    });
    expect(revoked.status).toBe(200);

    // The server ends the login everywhere at once: the chat connection hears it and the app
    // says so and shows /login, without waiting for its next call to answer 401.
    await page.waitForURL('**/login');
    await told;
    expect((await context.cookies()).some((cookie) => cookie.name === 'heartline_token')).toBe(
      false,
    );

    // A revoked token that comes back (an old cookie) answers 401: cleared again, said so.
    await context.addCookies([token!]);
    const refused = page
      .getByText('授权验证失败', { exact: true })
      .or(page.getByText('Authorization verification failed', { exact: true }))
      .waitFor();
    await page.goto(`${baseUrl}/encounter`);
    await page.waitForURL('**/login');
    await refused;
    expect((await context.cookies()).some((cookie) => cookie.name === 'heartline_token')).toBe(
      false,
    );

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('serves the footer static pages in every language, without a login', async () => {
    for (const [language, title] of [
      ['en', 'About us'],
      ['zh-CN', '关于我们'],
      ['de', 'Hilfe-Center'],
    ] as const) {
      const page = language === 'de' ? 'help' : 'about';
      const response = await fetch(`${baseUrl}/pages/${language}/${page}.html`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<title>${title} · Heartline</title>`);
    }
  });
});
