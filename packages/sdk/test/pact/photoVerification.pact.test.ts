/**
 * Pact consumer contract of photo verification, the member's side (the console's is in
 * moderation.pact.test.ts), driving the real SDK functions.
 *
 * Provider states introduced here:
 * - 'user 100001 is logged in and never asked for photo verification'
 * - 'user 100001 is logged in and was asked for the peace gesture' {selfie}: the selfie is stored
 *   as the member's own upload with purpose verification
 * - 'user 100001 is logged in and its photo verification waits for review'
 */
import { describe, expect, it } from 'vitest';
import { failure, gestureLike, heartlinePact, M, requestHeaders, sdkAt, success } from './harness';

const pact = heartlinePact();

const neverAsked = 'user 100001 is logged in and never asked for photo verification';
const askedPeace = 'user 100001 is logged in and was asked for the peace gesture';
const waiting = 'user 100001 is logged in and its photo verification waits for review';
const selfie = '/uploads/selfie/100001/4b9e0c1d2a3f4e5d6c7b8a90.jpg';

const nothingSent = {
  state: 'none',
  gesture: null,
  gestureExpireTime: null,
  reason: null,
  submittedTime: null,
  decidedTime: null,
};

const pendingLike = {
  state: 'pending',
  gesture: null,
  gestureExpireTime: null,
  reason: null,
  submittedTime: M.iso8601DateTimeWithMillis('2026-11-26T09:02:00.000Z'),
  decidedTime: null,
};

describe('verification contract', () => {
  it('gives the verification of a member who never asked for one', async () => {
    await pact
      .addInteraction()
      .given(neverAsked)
      .uponReceiving('a request for my verification, never asked')
      .withRequest('GET', '/photo-verification/status', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(success(nothingSent)))
      .executeTest(async (server) => {
        const status = await sdkAt(server.url).photoVerification.getStatus();
        expect(status).toMatchObject({ state: 'none', gesture: null });
      });
  });

  it('asks a gesture at random, valid for a while', async () => {
    await pact
      .addInteraction()
      .given(neverAsked)
      .uponReceiving('a request for a verification gesture')
      .withRequest('POST', '/photo-verification/start', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            ...nothingSent,
            gesture: gestureLike('peace'),
            gestureExpireTime: M.iso8601DateTimeWithMillis('2026-11-26T09:10:00.000Z'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const asked = await sdkAt(server.url).photoVerification.start();
        expect(asked.state).toBe('none');
        expect(asked.gesture).toBeTruthy();
        expect(Date.parse(asked.gestureExpireTime ?? '')).not.toBeNaN();
      });
  });

  it('sends the selfie showing the gesture, which then waits for review', async () => {
    await pact
      .addInteraction()
      .given(askedPeace, { selfie })
      .uponReceiving('a verification selfie showing the gesture asked')
      .withRequest('POST', '/photo-verification/submit', (b) =>
        b.headers(requestHeaders()).jsonBody({ selfie }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success(pendingLike)))
      .executeTest(async (server) => {
        const sent = await sdkAt(server.url).photoVerification.submit({ selfie });
        expect(sent).toMatchObject({ state: 'pending', gesture: null });
        expect(Date.parse(sent.submittedTime ?? '')).not.toBeNaN();
      });
  });

  it('gives the verification of a member whose selfie waits for review', async () => {
    await pact
      .addInteraction()
      .given(waiting)
      .uponReceiving('a request for my verification, waiting for review')
      .withRequest('GET', '/photo-verification/status', (b) => b.headers(requestHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(success(pendingLike)))
      .executeTest(async (server) => {
        const status = await sdkAt(server.url).photoVerification.getStatus();
        expect(status.state).toBe('pending');
      });
  });

  it('refuses a new gesture while the selfie waits for review (400, 2102)', async () => {
    await pact
      .addInteraction()
      .given(waiting)
      .uponReceiving('a request for a verification gesture while the selfie waits')
      .withRequest('POST', '/photo-verification/start', (b) => b.headers(requestHeaders()))
      .willRespondWith(400, (b) => b.jsonBody(failure(2102, 'Your photo is waiting for review')))
      .executeTest(async (server) => {
        await expect(sdkAt(server.url).photoVerification.start()).rejects.toMatchObject({
          kind: 'api',
          code: 2102,
          status: 400,
        });
      });
  });
});
