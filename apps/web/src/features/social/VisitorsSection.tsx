import { VisitorList } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { loadMoreVisitors, loadVisitors, useSocial } from './social';
import { ListFailed } from '../../layout/ListFailed';
import * as styles from '../../layout/ListPage.css';
import { chatHref, profileHref, useCardLabels } from './useSocialLabels';

/** Who visited my profile, and when: today's and all visits, then the visitors, newest first. */
export function VisitorsSection() {
  const { t, i18n } = useTranslation('social');
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const { visitors, visitorCount } = useSocial();
  const cardLabels = useCardLabels();
  useEffect(() => {
    void loadVisitors();
  }, []);

  if (visitors.status === 'failed' && visitors.items.length === 0) {
    return <ListFailed title={t('visitors.failedTitle')} onRetry={() => void loadVisitors()} />;
  }
  const empty = visitors.status === 'ready' && visitors.items.length === 0;
  return (
    <div className={empty ? styles.panel : undefined}>
      <h2 className={styles.visuallyHidden}>{t('visitors.list')}</h2>
      <VisitorList
        visitors={[...visitors.items]}
        summary={visitorCount && !empty ? visitorCount : undefined}
        locale={i18n.language}
        labels={{
          ...cardLabels,
          title: t('visitors.list'),
          // The list fills in the formatted numbers and the time itself.
          summary: t('visitors.summary', { today: '{today}', total: '{total}' }),
          visited: t('visitors.visited', { time: '{time}' }),
          emptyTitle: t('visitors.emptyTitle'),
          emptyDescription: t('visitors.emptyDescription'),
          loading: t('visitors.loading'),
          loadMore: t('list.loadMore'),
        }}
        loading={isFirstLoad(visitors)}
        hasMore={hasMore(visitors)}
        loadingMore={visitors.loadingMore}
        onLoadMore={() => void loadMoreVisitors()}
        profileHref={profileHref}
        onNavigate={onNavigate}
        onChat={({ userId }) => navigate(chatHref(userId))}
      />
    </div>
  );
}
