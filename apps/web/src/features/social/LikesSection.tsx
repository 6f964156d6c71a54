import { EmptyState, HeartIcon, NotificationItem } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { loadLikes, loadMoreLikes, useSocial } from './social';
import { PagedSection } from '../../layout/PagedSection';
import { SvipUpgrade } from '../../layout/SvipUpgrade';

/**
 * The likes my dynamics received. SVIP members see who liked; the others see that someone did,
 * with the upgrade that shows them who.
 */
export function LikesSection() {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const { me } = useSession();
  const { likes } = useSocial();
  useEffect(() => {
    void loadLikes();
  }, []);
  const svip = me?.vipLevel === 2;
  const labels = {
    like: t('likes.like', { name: '{name}' }),
    // Only likes are listed here; the other sentences never show.
    comment: t('likes.like', { name: '{name}' }),
    reply: t('likes.like', { name: '{name}' }),
    follow: t('likes.like', { name: '{name}' }),
    gift: t('likes.like', { name: '{name}' }),
    someone: t('likes.someone'),
    hiddenLiker: t('likes.hiddenLiker'),
    unread: t('likes.unread'),
  };
  return (
    <>
      {me && !svip && <SvipUpgrade />}
      <PagedSection
        list={likes}
        label={t('likes.list')}
        loadingLabel={t('list.loading')}
        failedTitle={t('likes.failedTitle')}
        onRetry={() => void loadLikes()}
        empty={
          <EmptyState
            headingLevel={2}
            icon={<HeartIcon />}
            title={t('likes.emptyTitle')}
            description={t('likes.emptyDescription')}
          />
        }
        loadMoreLabel={t('list.loadMore')}
        onLoadMore={() => void loadMoreLikes()}
        keyOf={(like) => like.id}
        renderItem={(like) => (
          <NotificationItem
            notification={like}
            labels={labels}
            onOpen={({ dynamicId }) => {
              if (dynamicId) navigate(`/dynamic/${dynamicId}`);
            }}
          />
        )}
      />
    </>
  );
}
