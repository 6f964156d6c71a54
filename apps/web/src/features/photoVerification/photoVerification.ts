import { isHeartlineError, type Data } from '@heartline/sdk';
import { proxy, ref, useSnapshot } from 'valtio';
import { uploadImage } from '../../images/uploadImage';
import { sdk } from '../../sdk';
import { registerReset } from '../../stores/resetStores';
import { session } from '../../stores/session';

/** Where the member's photo verification stands (GET /photo-verification/status). */
export type PhotoVerificationStatus = Data<'/photo-verification/status', 'get'>;

/**
 * The screen's step: what the server says (intro, pending, approved, refused) or where the member
 * is in taking the selfie (camera, cameraError, review).
 */
export type PhotoVerificationStep =
  'loading' | 'intro' | 'camera' | 'cameraError' | 'review' | 'pending' | 'approved' | 'refused';

type PhotoVerificationState = {
  status: PhotoVerificationStatus | null;
  step: PhotoVerificationStep;
  /** The selfie taken, shown for review before it is sent (an object URL of `photo`). */
  photoUrl: string | null;
  photo: Blob | null;
  submitting: boolean;
  /** The last failure, in the server's words (or the app's when the server said nothing). */
  error: string | null;
};

const initial = (): PhotoVerificationState => ({
  status: null,
  step: 'loading',
  photoUrl: null,
  photo: null,
  submitting: false,
  error: null,
});

/**
 * Photo verification (issue 18): the member asks for a gesture, takes a selfie making it, and sends
 * it for an operator to compare with the profile photos. The camera itself is the page's
 * (useCamera); this store holds the steps, the photo taken and the server's answers.
 */
export const photoVerification = proxy<PhotoVerificationState>(initial());

const stepOf = (status: PhotoVerificationStatus): PhotoVerificationStep =>
  status.state === 'none' ? 'intro' : status.state;

function dropPhoto() {
  if (photoVerification.photoUrl) URL.revokeObjectURL(photoVerification.photoUrl);
  photoVerification.photoUrl = null;
  photoVerification.photo = null;
}

const messageOf = (error: unknown, fallback: string) =>
  isHeartlineError(error) && error.message ? error.message : fallback;

/** Shows where the member's verification stands. */
export async function loadPhotoVerification(failed: string) {
  photoVerification.error = null;
  try {
    const status = await sdk.photoVerification.getStatus();
    photoVerification.status = status;
    photoVerification.step = stepOf(status);
  } catch (error) {
    photoVerification.error = messageOf(error, failed);
    photoVerification.step = photoVerification.status ? stepOf(photoVerification.status) : 'intro';
  }
}

/** Asks the server for a gesture and opens the camera step (the page starts the camera). */
export async function startPhotoVerification(failed: string) {
  photoVerification.error = null;
  dropPhoto();
  try {
    photoVerification.status = await sdk.photoVerification.start();
    photoVerification.step = 'camera';
  } catch (error) {
    photoVerification.error = messageOf(error, failed);
    // Already verified or already waiting: the server's answer decides the screen.
    if (isHeartlineError(error) && (error.code === 2101 || error.code === 2102)) {
      await loadPhotoVerification(failed);
    }
  }
}

/** The camera could not start (refused, missing): the page offers a file instead. */
export function cameraFailed() {
  photoVerification.step = 'cameraError';
}

/** A selfie was taken (from the camera or a file): shown for review. */
export function photoTaken(photo: Blob) {
  dropPhoto();
  // Kept as it is: a proxied Blob is no Blob to the upload.
  photoVerification.photo = ref(photo);
  photoVerification.photoUrl = URL.createObjectURL(photo);
  photoVerification.step = 'review';
  photoVerification.error = null;
}

/** Back to the camera, with the same gesture while it is valid (a new one otherwise). */
export async function retake(failed: string) {
  dropPhoto();
  const expires = photoVerification.status?.gestureExpireTime;
  if (expires && new Date(expires).getTime() > Date.now()) photoVerification.step = 'camera';
  else await startPhotoVerification(failed);
}

/** Uploads the selfie (private: operators only) and sends it for review. */
export async function submitSelfie(failed: string) {
  const photo = photoVerification.photo;
  if (!photo || photoVerification.submitting) return;
  photoVerification.submitting = true;
  photoVerification.error = null;
  try {
    const file = new File([photo], 'selfie.jpg', { type: photo.type || 'image/jpeg' });
    const uploaded = await uploadImage(file, { purpose: 'selfie' });
    if (!uploaded) return;
    const status = await sdk.photoVerification.submit({ selfie: uploaded.url });
    photoVerification.status = status;
    photoVerification.step = stepOf(status);
    dropPhoto();
  } catch (error) {
    photoVerification.error = messageOf(error, failed);
    // The gesture ran out while the member looked at the photo: ask again for a new one.
    if (isHeartlineError(error) && error.code === 2103) photoVerification.step = 'intro';
  } finally {
    photoVerification.submitting = false;
  }
}

/** Whether the signed-in member carries the verified badge. */
export const isVerifiedMe = () => session.me?.verified === 1;

export function usePhotoVerification() {
  return useSnapshot(photoVerification);
}

registerReset(() => {
  dropPhoto();
  Object.assign(photoVerification, initial());
});
