import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSdk } from '../../src';
import { createHandlers, normalMe } from '../../src/mocks';
import { verificationGestures } from '../../src/mocks/fixtures/photoVerification';

const baseUrl = 'http://api.test';
const server = setupServer(...createHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const sdk = createSdk({ baseUrl, brand: 'Chrome', getLanguage: () => 'en' });
const pixel = readFileSync(new URL('../pact/fixtures/pixel.png', import.meta.url));

/** A new mock world, so each test starts with its own verification state. */
const freshWorld = (me = normalMe) => server.use(...createHandlers({ baseUrl, me }));

const uploadSelfie = async () =>
  (
    await sdk.file.upload({
      file: new File([pixel], 'selfie.png', { type: 'image/png' }),
      purpose: 'selfie',
    })
  ).url;

describe('verification mocks', () => {
  it('walks a member from nothing sent to a selfie waiting for review', async () => {
    freshWorld();
    await expect(sdk.photoVerification.getStatus()).resolves.toEqual({
      state: 'none',
      gesture: null,
      gestureExpireTime: null,
      reason: null,
      submittedTime: null,
      decidedTime: null,
    });

    const asked = await sdk.photoVerification.start();
    expect(verificationGestures).toContain(asked.gesture);
    const minutes = (Date.parse(asked.gestureExpireTime ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await sdk.photoVerification.getStatus()).toMatchObject({ gesture: asked.gesture });

    const selfie = await uploadSelfie();
    expect(selfie).toMatch(/^\/uploads\/selfie\/100001\/\w+\.png$/);
    const sent = await sdk.photoVerification.submit({ selfie });
    expect(sent).toMatchObject({ state: 'pending', gesture: null, reason: null });
    expect(Date.parse(sent.submittedTime ?? '')).toBeLessThanOrEqual(Date.now());
    await expect(sdk.photoVerification.getStatus()).resolves.toEqual(sent);
  });

  it('never asks the same gesture twice in a row', async () => {
    freshWorld();
    let last = (await sdk.photoVerification.start()).gesture;
    for (let i = 0; i < 20; i += 1) {
      const next = (await sdk.photoVerification.start()).gesture;
      expect(next).not.toBe(last);
      last = next;
    }
  });

  it('refuses a selfie without a live gesture (2103)', async () => {
    freshWorld();
    const selfie = await uploadSelfie();
    await expect(sdk.photoVerification.submit({ selfie })).rejects.toMatchObject({
      kind: 'api',
      code: 2103,
      status: 400,
    });
    await sdk.photoVerification.start();
    const elevenMinutesLater = Date.now() + 11 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(elevenMinutesLater);
    expect(await sdk.photoVerification.getStatus()).toMatchObject({ gesture: null, state: 'none' });
    await expect(sdk.photoVerification.submit({ selfie })).rejects.toMatchObject({ code: 2103 });
  });

  it('refuses a selfie that is not my own verification upload (400)', async () => {
    freshWorld();
    await sdk.photoVerification.start();
    for (const selfie of [
      '/uploads/album/100001/e7a1c3.jpg',
      '/uploads/selfie/100002/7d3a9c1e5b2f4a6c.jpg',
    ]) {
      await expect(sdk.photoVerification.submit({ selfie })).rejects.toMatchObject({
        kind: 'api',
        code: 400,
        status: 400,
      });
    }
    expect((await sdk.photoVerification.getStatus()).state).toBe('none');
  });

  it('refuses to start or submit again while the selfie waits (2102)', async () => {
    freshWorld();
    await sdk.photoVerification.start();
    const selfie = await uploadSelfie();
    await sdk.photoVerification.submit({ selfie });
    await expect(sdk.photoVerification.start()).rejects.toMatchObject({ code: 2102, status: 400 });
    await expect(sdk.photoVerification.submit({ selfie })).rejects.toMatchObject({ code: 2102 });
  });

  it('refuses a verified member (2101)', async () => {
    freshWorld({ ...normalMe, verified: 1 });
    expect((await sdk.photoVerification.getStatus()).state).toBe('approved');
    await expect(sdk.photoVerification.start()).rejects.toMatchObject({ code: 2101, status: 400 });
    await expect(
      sdk.photoVerification.submit({ selfie: '/uploads/selfie/100001/a.png' }),
    ).rejects.toMatchObject({ code: 2101 });
  });

  it('lets the console decide my selfie: refused with a reason, then approved', async () => {
    freshWorld();
    await sdk.photoVerification.start();
    await sdk.photoVerification.submit({ selfie: await uploadSelfie() });
    const queue = await sdk.moderation.listPhotoVerifications();
    const mine = queue.records.at(-1);
    expect(mine).toMatchObject({ member: { id: 1 }, photos: expect.any(Array) });

    await sdk.moderation.decidePhotoVerification({
      requestId: mine!.id,
      approve: false,
      reason: 'The face is not visible.',
    });
    const refused = await sdk.photoVerification.getStatus();
    expect(refused).toMatchObject({ state: 'refused', reason: 'The face is not visible.' });
    expect(refused.decidedTime).not.toBeNull();

    await sdk.photoVerification.start();
    await sdk.photoVerification.submit({ selfie: await uploadSelfie() });
    const again = (await sdk.moderation.listPhotoVerifications()).records.at(-1);
    expect(again?.id).not.toBe(mine?.id);
    await sdk.moderation.decidePhotoVerification({ requestId: again!.id, approve: true });
    expect(await sdk.photoVerification.getStatus()).toMatchObject({
      state: 'approved',
      reason: null,
    });
    await expect(sdk.photoVerification.start()).rejects.toMatchObject({ code: 2101 });
  });
});
