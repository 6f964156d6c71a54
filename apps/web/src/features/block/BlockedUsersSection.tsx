import { BlockedUserList } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardLabels } from '../../i18n/cardLabels';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { loadBlocked, loadMoreBlocked, unblock, useBlocks } from './blocks';

/** The settings page's list of the members I blocked, each with Unblock. */
export default function BlockedUsersSection({ className }: { className?: string }) {
  const { t } = useTranslation('block');
  const onNavigate = useAppNavigate();
  const cardLabels = useCardLabels();
  const { blocked, unblocking } = useBlocks();
  useEffect(() => {
    void loadBlocked();
  }, []);

  return (
    <BlockedUserList
      className={className}
      entries={[...blocked.items]}
      labels={{
        ...cardLabels,
        title: t('list.title'),
        emptyTitle: t('list.empty'),
        emptyDescription: t('list.emptyDescription'),
        unblock: t('list.unblock'),
        loading: t('list.loading'),
        loadMore: t('list.loadMore'),
      }}
      pendingIds={[...unblocking]}
      loading={isFirstLoad(blocked)}
      hasMore={hasMore(blocked)}
      loadingMore={blocked.loadingMore}
      onLoadMore={() => void loadMoreBlocked()}
      onUnblock={({ userId }) => {
        const user = blocked.items.find((entry) => entry.id === userId);
        if (user) void unblock({ userId, nickname: user.nickname });
      }}
      profileHref={(user) => `/profile/${user.id}`}
      onNavigate={onNavigate}
    />
  );
}
