import { isHeartlineError, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';
import { notify, notifyFailure } from '../../stores/toasts';

/** A selfie waiting for an operator (GET /moderation/photo-verifications). */
export type PhotoVerificationRequest = Data<
  '/moderation/photo-verifications',
  'get'
>['records'][number];
/** What an operator's decision answers: its audit log entry. */
export type PhotoVerificationDecisionEntry = Data<'/moderation/photo-verify', 'post'>;

type ReviewState = {
  requests: PagedList<PhotoVerificationRequest>;
  /** The request shown beside the list (on a phone: instead of it); null for none. */
  selectedId: number | null;
  deciding: boolean;
  /** Why the last decision failed, in the server's words; shown by the form. */
  error: string | null;
};

const initial = (): ReviewState => ({
  requests: emptyList(),
  selectedId: null,
  deciding: false,
  error: null,
});

/**
 * The moderation console's verification tab (issue 18): the selfies waiting, oldest first, and
 * the operator's decision on the one open. A decided request leaves the list and the next opens.
 */
export const review = proxy<ReviewState>(initial());

type Paging = { pageNum: number; pageSize: number };
const fetchRequests = (paging: Paging) => sdk.moderation.listPhotoVerifications(paging);

export function loadPhotoVerifications() {
  return loadFirstPage(review.requests, fetchRequests, i18n.t('photoVerification:console.failed'));
}

export function loadMorePhotoVerifications() {
  return loadNextPage(
    review.requests,
    fetchRequests,
    (request) => request.id,
    i18n.t('photoVerification:console.failed'),
  );
}

export function selectRequest(id: number | null) {
  review.selectedId = id;
  review.error = null;
}

/**
 * Approves or refuses the open request. Done: it leaves the list, a toast says so, and the next
 * one opens; `onDecided` hands the audit entry to the log. Refused by the server (decided by
 * someone else meanwhile): its words by the form.
 */
export async function decideRequest(
  decision: { requestId: number; approve: boolean; reason?: string },
  onDecided?: (entry: PhotoVerificationDecisionEntry) => void,
): Promise<boolean> {
  if (review.deciding) return false;
  review.deciding = true;
  review.error = null;
  try {
    const entry = await sdk.moderation.decidePhotoVerification(decision);
    const list = review.requests;
    const index = list.items.findIndex((item) => item.id === decision.requestId);
    const member = list.items[index]?.member.nickname ?? '';
    if (index >= 0) {
      list.items.splice(index, 1);
      list.total = Math.max(0, list.total - 1);
    }
    onDecided?.(entry);
    notify({
      tone: 'success',
      title: i18n.t(
        decision.approve
          ? 'photoVerification:console.approved'
          : 'photoVerification:console.refused',
        {
          name: member,
        },
      ),
    });
    const next = list.items[index] ?? list.items[index - 1];
    review.selectedId = next?.id ?? null;
    return true;
  } catch (error) {
    review.error = isHeartlineError(error) && error.kind === 'api' ? error.message : null;
    notifyFailure(error, i18n.t('photoVerification:console.decideFailed'));
    return false;
  } finally {
    review.deciding = false;
  }
}

export function useReview() {
  return useSnapshot(review);
}

registerReset(() => {
  Object.assign(review, initial());
});
