import type { PhotoVerificationCaptureLabels, PhotoVerificationGesture } from '@heartline/ui';
import { useTranslation } from 'react-i18next';

const gestures: readonly PhotoVerificationGesture[] = [
  'thumbsUp',
  'peace',
  'openPalm',
  'okSign',
  'pointUp',
  'fist',
  'callMe',
  'rockOn',
];

/** Each gesture in words, in the interface language (the member's page and the console). */
export function useGestureNames(): Record<PhotoVerificationGesture, string> {
  const { t } = useTranslation('photoVerification');
  return Object.fromEntries(gestures.map((g) => [g, t(`gestures.${g}`)])) as Record<
    PhotoVerificationGesture,
    string
  >;
}

/** Every text of the member's photo verification page. */
export function usePhotoVerificationLabels(): PhotoVerificationCaptureLabels {
  const { t } = useTranslation('photoVerification');
  return {
    introTitle: t('intro.title'),
    introBadge: t('intro.badge'),
    introMatch: t('intro.matching'),
    privacy: t('intro.privacy'),
    start: t('intro.start'),
    cameraTitle: t('camera.title'),
    gestureCaption: t('camera.caption'),
    camera: t('camera.name'),
    cameraStarting: t('camera.starting'),
    capture: t('camera.capture'),
    cameraErrorTitle: t('cameraError.title'),
    cameraErrorText: t('cameraError.text'),
    chooseFile: t('cameraError.choose'),
    tryAgain: t('cameraError.retry'),
    reviewTitle: t('review.title'),
    reviewText: t('review.text'),
    photo: t('review.photo'),
    retake: t('review.retake'),
    submit: t('review.send'),
    pendingTitle: t('pending.title'),
    pendingText: t('pending.text'),
    approvedTitle: t('approved.title'),
    approvedText: t('approved.text'),
    verified: t('app.verified', { ns: 'common' }),
    refusedTitle: t('refused.title'),
    refusedText: t('refused.text'),
    gestures: useGestureNames(),
  };
}
