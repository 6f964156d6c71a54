export {
  PhotoVerificationReview,
  type PhotoVerificationDecision,
  type PhotoVerificationRequest,
  type PhotoVerificationReviewProps,
} from './PhotoVerificationReview';
export type { PhotoVerificationReviewLabels } from './PhotoVerificationReviewLabels';
