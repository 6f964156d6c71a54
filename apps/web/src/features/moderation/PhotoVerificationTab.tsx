import { PhotoVerificationReview } from '@heartline/ui';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../i18n/formatDate';
import { isFirstLoad } from '../../stores/pagedList';
import {
  decideRequest,
  loadPhotoVerifications,
  selectRequest,
  useReview,
} from '../photoVerification';
import { logDecision } from './moderation';
import { usePhotoVerificationReviewLabels } from './useModerationLabels';

/**
 * The console's photo verification tab: the selfies waiting beside the one open, and the
 * decision. After one, the next request opens and its heading takes the focus; when the page
 * shown runs out, the next page loads.
 */
export function PhotoVerificationTab() {
  const labels = usePhotoVerificationReviewLabels();
  const { requests, selectedId, deciding, error } = useReview();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (requests.items.length === 0 && requests.total > 0) void loadPhotoVerifications();
  }, [requests.items.length, requests.total]);

  return (
    <PhotoVerificationReview
      requests={[...requests.items]}
      labels={labels}
      selectedId={selectedId}
      onOpen={({ id }) => selectRequest(id)}
      onBack={() => selectRequest(null)}
      onDecide={(decision) =>
        void decideRequest(decision, logDecision).then((done) => {
          if (done) requestAnimationFrame(() => heading.current?.focus());
        })
      }
      deciding={deciding}
      error={error}
      loading={isFirstLoad(requests)}
      formatTime={formatDate}
      headingRef={heading}
    />
  );
}
