// A conversation like the best chat apps (issue 19), two members in two browser contexts, at 1280
// and 375 px: typing shows on the other side and clears with the message; a reply at the bottom
// of a 500-message history jumps to its original at the top (the pages in between are fetched);
// a reaction given on one side shows on the other (the time it took is printed; how fast is the
// chat benchmark's to say, not a timed assertion on a shared machine).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Viewport } from '../support/browser';
import { chatSocketAs } from '../support/chatSocket';
import { logInAs } from '../support/logIn';
import { befriend, registerMember, type Member } from '../support/members';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FIRST = 'The very first message';
const FILLERS = 500;

/**
 * The scene, set on the chat gateway before either opens the app: A's first message, 500 more,
 * then B's reply quoting that first one.
 */
async function longConversation(a: Member, b: Member) {
  const asA = await chatSocketAs(a);
  const first = await asA.sendText(b, FIRST);
  for (let i = 1; i <= FILLERS; i++) await asA.sendText(b, `Message number ${i}`);
  asA.close();
  const asB = await chatSocketAs(b);
  await asB.sendText(a, 'Answering your very first message', { reply: { id: first } });
  asB.close();
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
/** A message's bubble by its whole text (not a quote of it). */
const bubbleOf = (page: Page, text: string) =>
  page.locator('[data-kind="text"]').filter({ hasText: new RegExp(`^${text}$`) });

async function inView(page: Page, text: string) {
  const box = await bubbleOf(page, text).boundingBox();
  const size = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= size.height;
}

describe.each<Viewport>(['wide', 'narrow'])('a conversation at %s', (viewport) => {
  it('shows typing, jumps from a reply to its original 500 up, and carries a reaction', async () => {
    const tag = `${viewport === 'wide' ? 'W' : 'N'}${Math.floor(Math.random() * 1e4)}`;
    const [a, b] = await Promise.all([registerMember(`Ada${tag}`), registerMember(`Ben${tag}`)]);
    await befriend(a, b);
    await longConversation(a, b);

    const { page: pageA } = await logInAs(browser, viewport, a, `/chat?userId=${b.id}`);
    const { page: pageB } = await logInAs(browser, viewport, b, `/chat?userId=${a.id}`);
    await messageBox(pageA).waitFor();
    await messageBox(pageB).waitFor();

    // Typing: B sees it in the chat header while A types, and it clears with A's message.
    const typingOnB = pageB.getByText('typing…').first();
    await messageBox(pageA).pressSequentially('Are you free on Saturday?', { delay: 20 });
    await typingOnB.waitFor();
    await pageA.getByRole('button', { name: 'Send', exact: true }).click();
    await bubbleOf(pageB, 'Are you free on Saturday\\?').waitFor();
    await typingOnB.waitFor({ state: 'hidden' });

    // The reply at the bottom of A's history; its quote goes to the first of 501 messages.
    const quote = pageA.getByRole('button', { name: new RegExp(`^In reply to You ?: ?${FIRST}$`) });
    await quote.waitFor();
    expect(await bubbleOf(pageA, FIRST).count()).toBe(0);
    await quote.click();
    await bubbleOf(pageA, FIRST).waitFor({ timeout: 30_000 });
    await expect.poll(() => inView(pageA, FIRST), { timeout: 10_000 }).toBe(true);

    // Back to the latest, where A's question is.
    await pageA.getByRole('button', { name: 'Latest messages' }).click();
    await bubbleOf(pageA, 'Are you free on Saturday\\?').waitFor();

    // A reaction: B gives a heart to A's question from its menu; A sees it under the bubble.
    const question = bubbleOf(pageB, 'Are you free on Saturday\\?');
    await question.click({ button: 'right' });
    const started = Date.now();
    await pageB.getByRole('menuitem', { name: 'Red heart' }).click();
    await pageA.getByRole('button', { name: `Red heart: ${b.nickname}` }).waitFor();
    // What it took, for the reader of the log (a figure, not an assertion: machines are noisy).
    console.warn(`reaction ${viewport}: shown on the other side after ${Date.now() - started} ms`);
    // B's own chip, marked as theirs; taking it back clears it on A's side too.
    const mine = pageB.getByRole('button', { name: 'Red heart: You' });
    expect(await mine.getAttribute('aria-pressed')).toBe('true');
    await mine.click();
    await pageA
      .getByRole('button', { name: `Red heart: ${b.nickname}` })
      .waitFor({ state: 'detached' });
  });
});
