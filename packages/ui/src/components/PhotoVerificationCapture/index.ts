export {
  PhotoVerificationCapture,
  type PhotoVerificationCaptureProps,
  type PhotoVerificationCaptureStep,
} from './PhotoVerificationCapture';
export type { PhotoVerificationCaptureLabels } from './PhotoVerificationCaptureLabels';
export {
  PhotoVerificationGestureCue,
  type PhotoVerificationGestureCueProps,
} from './PhotoVerificationGestureCue';
export {
  photoVerificationGestures,
  type PhotoVerificationGesture,
} from './photoVerificationGestures';
