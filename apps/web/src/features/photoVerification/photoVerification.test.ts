import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { resetStores } from '../../stores/resetStores';
import { toasts } from '../../stores/toasts';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import {
  loadPhotoVerification,
  photoTaken,
  photoVerification,
  retake,
  startPhotoVerification,
  submitSelfie,
} from './photoVerification';
import { decideRequest, loadPhotoVerifications, review, selectRequest } from './review';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['photoVerification', 'common']);
});

beforeEach(() => {
  // A new mock world each test: its photo verification remembers what the last test sent.
  api.resetHandlers(...scenarios.normalUser(apiBase));
  resetStores();
  toasts.list = [];
});

/**
 * Uploads answered without reading the multipart body (jsdom's File does not pass through Node's
 * FormData parser; the stories and the end-to-end journey upload for real), in the member's
 * selfie folder as the server answers.
 */
function answerUploads() {
  const purposes: string[] = [];
  api.use(
    http.post(`${apiBase}/file/upload`, () => {
      purposes.push('selfie');
      return HttpResponse.json({
        code: 200,
        msg: 'success',
        data: {
          url: '/uploads/selfie/100001/4b9e0c1d2a3f4e5d6c7b8a90.jpg',
          width: 8,
          height: 8,
          size: 64,
          mimeType: 'image/jpeg',
        },
      });
    }),
  );
  return purposes;
}

const selfie = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
const refuse = (code: number, msg: string) =>
  HttpResponse.json({ code, msg, data: null }, { status: 400 });

describe("the member's photo verification", () => {
  it('goes from nothing sent to a gesture, a photo to check, and a selfie waiting', async () => {
    answerUploads();
    await loadPhotoVerification('failed');
    expect(photoVerification.step).toBe('intro');
    await startPhotoVerification('failed');
    expect(photoVerification.step).toBe('camera');
    expect(photoVerification.status?.gesture).toEqual(expect.any(String));
    photoTaken(selfie());
    expect(photoVerification.step).toBe('review');
    expect(photoVerification.photoUrl).toMatch(/^blob:/);
    await submitSelfie('failed');
    expect(photoVerification.step).toBe('pending');
    expect(photoVerification.photoUrl).toBeNull();
    expect(photoVerification.error).toBeNull();
  });

  it('retakes with the same gesture while it is valid', async () => {
    await startPhotoVerification('failed');
    const gesture = photoVerification.status?.gesture;
    photoTaken(selfie());
    await retake('failed');
    expect(photoVerification.step).toBe('camera');
    expect(photoVerification.status?.gesture).toBe(gesture);
    expect(photoVerification.photo).toBeNull();
  });

  it('shows the waiting state when the server says a selfie already waits (2102)', async () => {
    api.use(
      http.post(`${apiBase}/photo-verification/start`, () =>
        refuse(2102, 'Your photo is waiting for review'),
      ),
      http.get(`${apiBase}/photo-verification/status`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: {
            state: 'pending',
            gesture: null,
            gestureExpireTime: null,
            reason: null,
            submittedTime: '2026-11-26T09:00:00.000Z',
            decidedTime: null,
          },
        }),
      ),
    );
    await startPhotoVerification('failed');
    expect(photoVerification.step).toBe('pending');
  });

  it('goes back to the start when the gesture ran out before the selfie went (2103)', async () => {
    answerUploads();
    api.use(
      http.post(`${apiBase}/photo-verification/submit`, () =>
        refuse(2103, 'The gesture has expired, please ask for a new one'),
      ),
    );
    await startPhotoVerification('failed');
    photoTaken(selfie());
    await submitSelfie('failed');
    expect(photoVerification.step).toBe('intro');
    expect(photoVerification.error).toBe('The gesture has expired, please ask for a new one');
    expect(photoVerification.submitting).toBe(false);
  });
});

describe("the console's review", () => {
  it('decides once, takes the request off the list and opens the next', async () => {
    await loadPhotoVerifications();
    const [first, second] = review.requests.items;
    expect(first && second).toBeTruthy();
    selectRequest(first!.id);
    const logged: unknown[] = [];
    expect(
      await decideRequest({ requestId: first!.id, approve: true }, (entry) => logged.push(entry)),
    ).toBe(true);
    expect(review.requests.items.some((r) => r.id === first!.id)).toBe(false);
    expect(review.selectedId).toBe(second!.id);
    expect(logged).toEqual([expect.objectContaining({ action: 'approvePhotoVerification' })]);
    expect(toasts.list.at(-1)?.title).toBe(`${first!.member.nickname} is verified`);
  });

  it('keeps the request and says why when another operator decided first (2104)', async () => {
    await loadPhotoVerifications();
    const first = review.requests.items[0]!;
    api.use(
      http.post(`${apiBase}/moderation/photo-verify`, () =>
        refuse(2104, 'This verification request was already decided'),
      ),
    );
    selectRequest(first.id);
    expect(await decideRequest({ requestId: first.id, approve: true })).toBe(false);
    expect(review.error).toBe('This verification request was already decided');
    expect(review.requests.items[0]?.id).toBe(first.id);
  });
});
