// Photo verification against the real server (issue 18: "a verification request approved shows
// the badge"), at 1280 and 375 px, with Chromium's fake camera (a moving test picture, allowed
// without asking).
//
// Deciding needs an operator, whose role only the command line grants: the journey runs a server
// of its own with one (support/ownServer.ts, as the moderation journey). Ava opens photo
// verification from her settings, is asked a gesture, takes the photo with the camera and sends
// it; her settings say it waits for review, and Bea sees no badge on her profile yet. The operator
// finds Ava's selfie in the console's Verifications tab, sees it loaded with the gesture asked, is
// stopped from refusing without a reason, then approves: Bea sees the "Verified" badge after Ava's
// name, Ava's settings say Verified and customer service tells her. Cai sends a selfie too, the
// operator refuses it with a reason, and Cai's photo verification shows the refusal, that reason
// and a way to try again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type Viewport } from '../support/browser';
import { logInAs } from '../support/logIn';
import { api, registerMember, type Member } from '../support/members';
import { startServerWithOperator, type ServerWithOperator } from '../support/ownServer';
import { root } from '../support/server';

let browser: Browser;
let own: ServerWithOperator | undefined;

beforeAll(async () => {
  browser = await launchBrowser({ fakeCamera: true });
  own = await startServerWithOperator(`Olga${Math.floor(Math.random() * 1e4)}`);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await own?.stop();
});

/** The gestures as the app names them in English ("Give a thumbs up"), by the API's key. */
const gestureNames = (
  JSON.parse(
    readFileSync(path.join(root, 'apps/web/src/i18n/locales/en/photoVerification.json'), 'utf8'),
  ) as { gestures: Record<string, string> }
).gestures;

type Status = { state: string; gesture: string | null; reason: string | null };

/** The image's decoded width once it has loaded (0 while loading or when it failed). */
const loadedWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

/**
 * From the settings to a selfie sent for review: Start asks the server for a gesture, the camera
 * shows it above the live picture, the photo taken is shown for a check and sent. Resolves to the
 * gesture asked, in words.
 */
async function sendSelfie(page: Page, baseUrl: string, member: Member): Promise<string> {
  await page.goto(`${baseUrl}/settings`);
  const section = page.getByRole('region', { name: 'Photo verification' });
  await section.getByText('Not verified yet').waitFor();
  await section.getByRole('button', { name: 'Verify my profile' }).click();
  await page.waitForURL('**/photo-verification');
  await page.getByRole('heading', { name: 'Show that you are really you' }).waitFor();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  // The camera step: the gesture the server picked, and the front camera live.
  await page.getByRole('heading', { name: 'Copy the gesture' }).waitFor();
  const status = await api<Status>('GET', '/photo-verification/status', {
    token: member.token,
    baseUrl,
  });
  expect(status.state).toBe('none');
  const gesture = gestureNames[status.gesture ?? ''];
  expect(gesture, `a gesture the app names (the server asked ${status.gesture})`).toBeTruthy();
  await page.getByText('Make this gesture').waitFor();
  await page.getByText(gesture!, { exact: true }).waitFor();
  const camera = page.getByLabel('Camera', { exact: true });
  await expect
    .poll(() => camera.evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  // Enabled once the first frame arrived (the click waits for that).
  await page.getByRole('button', { name: 'Take the photo' }).click();

  // The photo taken, to check before it goes.
  await page.getByRole('heading', { name: 'Check your photo' }).waitFor();
  await expect
    .poll(() => loadedWidth(page.getByRole('img', { name: 'Your selfie' })))
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Retake' }).waitFor();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await page.getByRole('heading', { name: 'Your photo is being reviewed' }).waitFor();
  return gesture!;
}

describe.each<Viewport>(['wide', 'narrow'])('photo verification at %s', (viewport) => {
  it('an approved selfie gives the verified badge; a refused one says why', async () => {
    const baseUrl = own!.server.baseUrl;
    const operator = own!.operator;
    const tag = `${viewport === 'wide' ? 'W' : 'N'}${Math.floor(Math.random() * 1e4)}`;
    const [ava, bea, cai] = await Promise.all([
      registerMember(`Ava${tag}`, {}, baseUrl),
      registerMember(`Bea${tag}`, {}, baseUrl),
      registerMember(`Cai${tag}`, {}, baseUrl),
    ]);

    // 1. Ava sends a selfie making the gesture asked; her settings say it waits for review.
    const avas = await logInAs(browser, viewport, ava, '/settings', baseUrl);
    const gesture = await sendSelfie(avas.page, baseUrl, ava);
    await avas.page.goto(`${baseUrl}/settings`);
    const avasSection = avas.page.getByRole('region', { name: 'Photo verification' });
    await avasSection.getByText('Waiting for review').waitFor();
    await avasSection.getByRole('button', { name: 'See the status' }).waitFor();
    // No badge yet: Bea sees Ava's profile without one.
    const beas = await logInAs(browser, viewport, bea, `/profile/${ava.id}`, baseUrl);
    const avasName = beas.page.getByRole('heading', { name: ava.nickname, exact: true });
    await avasName.waitFor();
    const badgeBesideName = avasName.locator('..').getByRole('img', { name: 'Verified' });
    expect(await badgeBesideName.count()).toBe(0);

    // 2. The operator opens Ava's request: her selfie, loaded, and the gesture she was asked.
    const ops = await logInAs(browser, viewport, operator, '/moderation', baseUrl);
    await ops.page.getByRole('tab', { name: 'Verifications' }).click();
    const requests = ops.page.getByRole('region', { name: 'Photo verification requests' });
    const avasRequest = requests.getByRole('button').filter({ hasText: ava.nickname });
    await avasRequest.click();
    const avasCase = ops.page.getByRole('article', {
      name: `Photo verification of ${ava.nickname}`,
    });
    const selfie = avasCase.getByRole('img', { name: `Selfie of ${ava.nickname}` });
    await expect.poll(() => loadedWidth(selfie)).toBeGreaterThan(0);
    await avasCase
      .getByRole('region', { name: 'Gesture asked' })
      .getByText(gesture, { exact: true })
      .waitFor();
    await avasCase.getByRole('region', { name: 'Profile photos' }).waitFor();
    // Refusing needs a reason the member will read: without one, nothing is decided.
    const decision = avasCase.getByRole('form', { name: 'Decision' });
    await decision.getByRole('button', { name: 'Refuse' }).click();
    await decision.getByText('Say why the photo is refused').waitFor();
    expect(
      await decision
        .getByRole('textbox', { name: 'Reason for refusing' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(
      (await api<Status>('GET', '/photo-verification/status', { token: ava.token, baseUrl })).state,
    ).toBe('pending');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await ops.page.getByText(`${ava.nickname} is verified`).first().waitFor();
    await avasRequest.waitFor({ state: 'detached' });

    // 3. Bea sees the badge after Ava's name; Ava's settings say Verified; customer service
    // tells her.
    await beas.page.reload();
    await badgeBesideName.waitFor();
    await avas.page.goto(`${baseUrl}/settings`);
    await avasSection.getByText('Verified', { exact: true }).waitFor();
    await avasSection.getByRole('img', { name: 'Verified' }).waitFor();
    expect(await avasSection.getByRole('button', { name: 'Verify my profile' }).count()).toBe(0);
    const approved =
      'Your photo verification was approved: your profile now shows the verified badge. Thank you for helping keep Heartline real.';
    // In the conversation itself (the list's one-line preview may be cut short).
    await avas.page.goto(`${baseUrl}/chats`);
    const avasService = avas.page.getByRole('listitem').filter({ hasText: 'Customer service' });
    await avasService.getByRole('button').first().click();
    await avas.page.getByText(approved).last().waitFor();

    // 4. Cai sends a selfie; the operator refuses it with a reason, which Cai reads.
    const cais = await logInAs(browser, viewport, cai, '/settings', baseUrl);
    await sendSelfie(cais.page, baseUrl, cai);
    await ops.page.reload();
    await ops.page.getByRole('tab', { name: 'Verifications' }).click();
    const caisRequest = requests.getByRole('button').filter({ hasText: cai.nickname });
    await caisRequest.click();
    const caisCase = ops.page.getByRole('article', {
      name: `Photo verification of ${cai.nickname}`,
    });
    await expect
      .poll(() => loadedWidth(caisCase.getByRole('img', { name: `Selfie of ${cai.nickname}` })))
      .toBeGreaterThan(0);
    const reason = `Your hand is not in the picture (${tag})`;
    const caisDecision = caisCase.getByRole('form', { name: 'Decision' });
    await caisDecision.getByRole('textbox', { name: 'Reason for refusing' }).fill(reason);
    await caisDecision.getByRole('button', { name: 'Refuse' }).click();
    await ops.page.getByText(`The photo of ${cai.nickname} was refused`).first().waitFor();
    await caisRequest.waitFor({ state: 'detached' });

    await cais.page.goto(`${baseUrl}/photo-verification`);
    await cais.page.getByRole('heading', { name: 'We could not verify your photo' }).waitFor();
    await cais.page.getByText("Our reviewer's reason:").waitFor();
    await cais.page.getByText(reason, { exact: true }).waitFor();
    const tryAgain = cais.page.getByRole('button', { name: 'Try again' });
    await tryAgain.click();
    await cais.page.getByRole('heading', { name: 'Copy the gesture' }).waitFor();
    // Refused, Cai has no badge.
    await beas.page.goto(`${baseUrl}/profile/${cai.id}`);
    const caisName = beas.page.getByRole('heading', { name: cai.nickname, exact: true });
    await caisName.waitFor();
    expect(await caisName.locator('..').getByRole('img', { name: 'Verified' }).count()).toBe(0);

    expect([...avas.pageErrors, ...beas.pageErrors, ...ops.pageErrors, ...cais.pageErrors]).toEqual(
      [],
    );
    await Promise.all([
      avas.context.close(),
      beas.context.close(),
      ops.context.close(),
      cais.context.close(),
    ]);
  }, 240_000);
});
