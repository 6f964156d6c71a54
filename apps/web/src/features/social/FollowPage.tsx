import { Button, FollowList } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { useAppNavigate } from '../../layout/useAppNavigate';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { loadFollows, loadMoreFollows, setFollow, useSocial, type FollowKind } from './social';
import { CountBadge } from './CountBadge';
import { ListFailed } from '../../layout/ListFailed';
import { ListPage } from '../../layout/ListPage';
import * as styles from '../../layout/ListPage.css';
import { profileHref, useCardLabels } from './useSocialLabels';

/**
 * My followers (follow back) or the members I follow (unfollow, and follow again), with the
 * spec's zero-count messages ("You have no fans yet", "You have no follows yet").
 */
export function FollowPage({ kind }: { kind: FollowKind }) {
  const { t } = useTranslation('social');
  const title = usePageTitle(kind === 'fans' ? 'followMe' : 'myLike');
  const navigate = useNavigate();
  const onNavigate = useAppNavigate();
  const { follows, followPending } = useSocial();
  const cardLabels = useCardLabels();
  const list = follows[kind];
  useEffect(() => {
    void loadFollows(kind);
  }, [kind]);

  const section = kind === 'fans' ? 'fans' : 'follows';
  const empty = list.status === 'ready' && list.items.length === 0;
  return (
    <ListPage
      title={title}
      badge={<CountBadge count={list.status === 'ready' ? list.total : null} />}
      subtitle={t(`${section}.subtitle`)}
    >
      {list.status === 'failed' && list.items.length === 0 ? (
        <ListFailed title={t(`${section}.failedTitle`)} onRetry={() => void loadFollows(kind)} />
      ) : (
        <div className={empty ? styles.panel : undefined}>
          <h2 className={styles.visuallyHidden}>{t(`${section}.list`)}</h2>
          <FollowList
            kind={kind}
            entries={[...list.items]}
            labels={{
              ...cardLabels,
              title: t(`${section}.list`),
              emptyTitle: t(`${section}.emptyTitle`),
              emptyDescription: t(`${section}.emptyDescription`),
              follow: t(`${section}.follow`),
              mutual: t('fans.mutual'),
              following: t('fans.following'),
              loading: t('list.loading'),
              loadMore: t('list.loadMore'),
            }}
            pendingIds={[...followPending]}
            loading={isFirstLoad(list)}
            hasMore={hasMore(list)}
            loadingMore={list.loadingMore}
            onLoadMore={() => void loadMoreFollows(kind)}
            onFollow={({ userId, follow }) => void setFollow(userId, follow)}
            profileHref={profileHref}
            onNavigate={onNavigate}
          />
          {empty && kind === 'follows' && (
            <Button className={styles.more} onClick={() => navigate('/encounter')}>
              {t('follows.emptyAction')}
            </Button>
          )}
        </div>
      )}
    </ListPage>
  );
}
