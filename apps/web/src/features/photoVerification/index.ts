// Photo verification (issue 18): the member's page (/verification, routes.tsx), the settings
// page's card, and the console's review tab. The index imports no component of @heartline/ui
// itself (the session's stores may import it, and their tests run without styles): the screens
// load with the pages that show them.
import { lazy } from 'react';

export const PhotoVerificationSettings = lazy(() => import('./PhotoVerificationSettings'));
export {
  decideRequest,
  loadMorePhotoVerifications,
  loadPhotoVerifications,
  selectRequest,
  useReview,
  type PhotoVerificationDecisionEntry,
} from './review';
export { useGestureNames } from './usePhotoVerificationLabels';
