import { EmptyState, FriendRequestItem, UserPlusIcon } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../layout/useAppNavigate';
import {
  answerRequest,
  loadMoreRequests,
  loadRequests,
  useSocial,
  type RequestDirection,
} from './social';
import { PagedSection } from '../../layout/PagedSection';
import { profileHref, useCardLabels } from './useSocialLabels';

/** The requests of one tab: received ones with accept and refuse, sent ones with their state. */
export function RequestList({ direction }: { direction: RequestDirection }) {
  const { t } = useTranslation('social');
  const onNavigate = useAppNavigate();
  const { requests, answering } = useSocial();
  const cardLabels = useCardLabels();
  const labels = {
    ...cardLabels,
    accept: t('requests.accept'),
    refuse: t('requests.refuse'),
    accepted: t('requests.accepted'),
    refused: t('requests.refused'),
    waiting: t('requests.waiting'),
    note: t('requests.note'),
  };
  const received = direction === 'received';
  return (
    <PagedSection
      list={requests[direction]}
      label={t(`requests.${direction}`)}
      loadingLabel={t('list.loading')}
      failedTitle={t('requests.failedTitle')}
      onRetry={() => void loadRequests(direction)}
      empty={
        <EmptyState
          headingLevel={2}
          icon={<UserPlusIcon />}
          title={t(received ? 'requests.receivedEmptyTitle' : 'requests.sentEmptyTitle')}
          description={t(
            received ? 'requests.receivedEmptyDescription' : 'requests.sentEmptyDescription',
          )}
        />
      }
      loadMoreLabel={t('list.loadMore')}
      onLoadMore={() => void loadMoreRequests(direction)}
      keyOf={(request) => request.id}
      renderItem={(request) => (
        <FriendRequestItem
          request={request}
          direction={direction}
          labels={labels}
          busy={answering[request.id]}
          profileHref={profileHref(request.user)}
          onNavigate={onNavigate}
          onAccept={({ requestId }) => void answerRequest(requestId, 'accept')}
          onRefuse={({ requestId }) => void answerRequest(requestId, 'refuse')}
        />
      )}
    />
  );
}
