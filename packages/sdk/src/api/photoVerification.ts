import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Photo verification: a selfie showing a gesture asked at random, reviewed by an operator. */
export function createPhotoVerificationApi(client: HeartlineClient) {
  return {
    /** Where my verification stands: none, pending, approved or refused (with the reason). */
    getStatus: () => unwrap(client.GET('/photo-verification/status')),

    /**
     * Asks for a gesture to show in the selfie, valid ten minutes (2101 already verified,
     * 2102 a selfie already waits).
     */
    start: () => unwrap(client.POST('/photo-verification/start')),

    /**
     * Sends my selfie (an upload with purpose `selfie`) for review while the gesture is
     * valid (2103 otherwise); answers my verification, now pending.
     */
    submit: (body: Body<'/photo-verification/submit', 'post'>) =>
      unwrap(client.POST('/photo-verification/submit', { body })),
  };
}
