import { Badge, Button, EmptyState, UserPlusIcon, UsersIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { loadUnreadCounts, useUnreadCounts } from '../../stores/unread';
import { loadFriends, loadMoreFriends, useSocial } from './social';
import { CountBadge } from './CountBadge';
import { FriendCard } from './FriendCard';
import { ListPage } from '../../layout/ListPage';
import { PagedSection } from '../../layout/PagedSection';
import { useCardLabels } from './useSocialLabels';

/**
 * /friends, the address book: each friend with the remark name I gave them (editable in place),
 * a link to their profile and the chat button. The friend requests are one tap away.
 */
export default function FriendsPage() {
  const { t } = useTranslation('social');
  const title = usePageTitle('friends');
  const navigate = useNavigate();
  const { friends } = useSocial();
  const unread = useUnreadCounts();
  const labels = useCardLabels();
  useEffect(() => {
    void loadFriends();
    void loadUnreadCounts();
  }, []);
  const pending = unread?.friendRequests ?? 0;

  return (
    <ListPage
      title={title}
      badge={<CountBadge count={friends.status === 'ready' ? friends.total : null} />}
      subtitle={t('friends.subtitle')}
      aside={
        <Button
          variant="secondary"
          icon={<UserPlusIcon />}
          onClick={() => navigate('/friend-requests')}
        >
          {t('friends.requestsLink')}
          {pending > 0 && (
            <Badge tone="accent" solid>
              {pending > 99 ? '99+' : pending}
            </Badge>
          )}
        </Button>
      }
    >
      <PagedSection
        list={friends}
        label={t('friends.list')}
        loadingLabel={t('list.loading')}
        failedTitle={t('friends.failedTitle')}
        onRetry={() => void loadFriends()}
        empty={
          <EmptyState
            headingLevel={2}
            icon={<UsersIcon />}
            title={t('friends.emptyTitle')}
            description={t('friends.emptyDescription')}
            action={
              <Button onClick={() => navigate('/encounter')}>{t('friends.emptyAction')}</Button>
            }
          />
        }
        loadMoreLabel={t('list.loadMore')}
        onLoadMore={() => void loadMoreFriends()}
        keyOf={(friend) => friend.friendUserId}
        renderItem={(friend) => <FriendCard friend={friend} labels={labels} />}
      />
    </ListPage>
  );
}
