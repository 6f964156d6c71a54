import { BellIcon, EmptyState, NotificationItem, type InteractionType } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  loadInteractions,
  loadMoreInteractions,
  useNotifications,
  type InteractionFilter,
} from './notifications';
import { useSession } from '../../stores/session';
import { PagedSection } from '../../layout/PagedSection';
import { SvipUpgrade } from '../../layout/SvipUpgrade';
import * as styles from '../../layout/ListPage.css';

/** Where a notification leads: the dynamic, the follower's profile, or my gifts. */
function destination(open: {
  type: InteractionType;
  dynamicId: number | null;
  userId: number | null;
}) {
  if (open.type === 'gift') return '/gifts';
  if (open.type === 'follow') return open.userId ? `/profile/${open.userId}` : null;
  return open.dynamicId ? `/dynamic/${open.dynamicId}` : null;
}

/** One tab of the notifications: its items, and the SVIP offer when a liker is hidden. */
export function NotificationList({ filter }: { filter: InteractionFilter }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const { me } = useSession();
  const { interactions } = useNotifications();
  const hiddenLiker = interactions.items.some((item) => item.type === 'like' && !item.user);
  const labels = {
    like: t('notifications.sentence.like', { name: '{name}' }),
    comment: t('notifications.sentence.comment', { name: '{name}' }),
    reply: t('notifications.sentence.reply', { name: '{name}' }),
    follow: t('notifications.sentence.follow', { name: '{name}' }),
    gift: t('notifications.sentence.gift', { name: '{name}' }),
    someone: t('notifications.someone'),
    hiddenLiker: t('notifications.hiddenLiker'),
    unread: t('notifications.unread'),
  };
  return (
    <div className={styles.section}>
      {hiddenLiker && me && me.vipLevel !== 2 && <SvipUpgrade />}
      <PagedSection
        list={interactions}
        label={t('notifications.list')}
        loadingLabel={t('notifications.loading')}
        failedTitle={t('notifications.failedTitle')}
        onRetry={() => void loadInteractions(filter)}
        empty={
          <EmptyState
            headingLevel={2}
            icon={<BellIcon />}
            title={t(
              filter === 'all' ? 'notifications.emptyTitle' : 'notifications.emptyFilteredTitle',
            )}
            description={t('notifications.emptyDescription')}
          />
        }
        loadMoreLabel={t('list.loadMore')}
        onLoadMore={() => void loadMoreInteractions()}
        keyOf={(item) => item.id}
        renderItem={(item) => (
          <NotificationItem
            notification={item}
            labels={labels}
            onOpen={(open) => {
              const href = destination(open);
              if (href) navigate(href);
            }}
          />
        )}
      />
    </div>
  );
}
