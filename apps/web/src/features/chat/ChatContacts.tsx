import { Avatar, Button, EmptyState, Spinner, UsersIcon, AlertIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasMore, isFirstLoad } from '../../stores/pagedList';
import { loadFriends, loadMoreFriends, useSocial } from '../social';
import * as styles from './ChatContacts.css';

/** The address book in the floating window: a friend's row opens the chat with them. */
export function ChatContacts({ onChoose }: { onChoose: (userId: number) => void }) {
  const { t } = useTranslation('chat');
  const { friends } = useSocial();
  useEffect(() => {
    void loadFriends();
  }, []);
  if (isFirstLoad(friends)) {
    return (
      <div className={styles.centred}>
        <Spinner label={t('list.loading')} />
      </div>
    );
  }
  if (friends.status === 'failed' && friends.items.length === 0) {
    return (
      <EmptyState
        className={styles.centred}
        icon={<AlertIcon />}
        title={t('window.contactsFailed')}
        action={
          <Button variant="secondary" onClick={() => void loadFriends()}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (friends.items.length === 0) {
    return (
      <EmptyState
        className={styles.centred}
        icon={<UsersIcon />}
        title={t('window.contactsEmpty')}
        description={t('window.contactsEmptyDescription')}
      />
    );
  }
  return (
    <div className={styles.scroll}>
      <ul className={styles.list} aria-label={t('window.contacts')}>
        {friends.items.map((friend) => {
          const name = friend.friendRemarkName || friend.user.nickname;
          return (
            <li key={friend.friendUserId}>
              <button
                type="button"
                className={styles.row}
                onClick={() => onChoose(friend.friendUserId)}
              >
                <Avatar
                  name={name}
                  src={friend.user.avatar || undefined}
                  online={friend.user.online === 1}
                  size="small"
                  aria-hidden="true"
                />
                <span className={styles.name}>{name}</span>
                {friend.friendRemarkName && (
                  <span className={styles.nickname}>{friend.user.nickname}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {hasMore(friends) && (
        <Button
          variant="ghost"
          className={styles.more}
          loading={friends.loadingMore}
          onClick={() => void loadMoreFriends()}
        >
          {t('window.loadMore')}
        </Button>
      )}
    </div>
  );
}
