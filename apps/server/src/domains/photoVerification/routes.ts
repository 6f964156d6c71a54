import type { Handlers } from '../../contract/context.ts';
import { pageOf } from '../../http/paging.ts';
import {
  startPhotoVerification,
  submitPhotoVerification,
  photoVerificationStatus,
} from './memberVerification.ts';
import { decidePhotoVerification, listPhotoVerifications } from './review.ts';

/** Photo verification: the member's steps, and the operators' review in the console. */
export const photoVerificationHandlers: Handlers = {
  '/photo-verification/status': ({ services, me }) => photoVerificationStatus(services, me),

  '/photo-verification/start': ({ services, me }) => startPhotoVerification(services, me),

  '/photo-verification/submit': ({ body, services, me, language }) =>
    submitPhotoVerification(services, me, body.selfie, language),

  '/moderation/photo-verifications': ({ query, services, me }) =>
    listPhotoVerifications(services, me, pageOf(query)),

  '/moderation/photo-verify': ({ body, services, me, language }) =>
    decidePhotoVerification(services, me, body, language),
};
