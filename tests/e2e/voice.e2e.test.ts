// Voice messages (issue 19), two members in two browser contexts with Chromium's fake microphone
// (a steady tone): A holds the microphone two seconds and lets go; the recording is uploaded
// (purpose voice) and sent through the chat gateway; B sees "Voice message, 2 seconds" (the same length as A) and plays
// it, its progress (the audio element's currentTime over the length) moving on.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { logInAs } from '../support/logIn';
import { befriend, registerMember } from '../support/members';

let browser: Browser;

beforeAll(async () => {
  // The fake media device gives a microphone too, allowed without asking.
  browser = await launchBrowser({ fakeCamera: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('a voice message', () => {
  it('is recorded by holding the microphone, and the other side plays it', async () => {
    const tag = `V${Math.floor(Math.random() * 1e4)}`;
    const [a, b] = await Promise.all([registerMember(`Ada${tag}`), registerMember(`Ben${tag}`)]);
    await befriend(a, b);
    const { page: pageA, pageErrors: errorsA } = await logInAs(
      browser,
      'wide',
      a,
      `/chat?userId=${b.id}`,
    );
    const { page: pageB, pageErrors: errorsB } = await logInAs(
      browser,
      'wide',
      b,
      `/chat?userId=${a.id}`,
    );
    await pageA.getByRole('textbox', { name: 'Message' }).waitFor();
    await pageB.getByRole('textbox', { name: 'Message' }).waitFor();

    const mic = pageA.getByRole('button', { name: 'Hold to record a voice message' });
    await mic.hover();
    const pressed = Date.now();
    await pageA.mouse.down();
    await pageA.getByText('Release to send', { exact: false }).waitFor();
    await pageA.waitForTimeout(2300);
    await pageA.mouse.up();
    const held = (Date.now() - pressed) / 1000;

    // The length counts from when the recorder started to the release, in whole seconds: at
    // least the 2.3 s held after it showed, at most the whole press (a busy machine shows the
    // recorder late, and the press lasts longer than 2.3 s).
    const mine = pageA.getByRole('group', { name: /^Voice message, \d+ seconds$/ });
    await mine.waitFor();
    const label = (await mine.getAttribute('aria-label')) ?? '';
    const seconds = Number(/\d+/.exec(label)?.[0]);
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(Math.round(held));
    // The other side shows the same length.
    const theirs = pageB.getByRole('group', { name: label, exact: true });
    await theirs.waitFor({ timeout: 15_000 });
    const progress = theirs.getByRole('progressbar');
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await theirs.getByRole('button', { name: 'Play' }).click();
    await theirs.getByRole('button', { name: 'Pause' }).waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
  });
});
