import { Badge, Button, Tabs, UsersIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import { loadUnreadCounts, useUnreadCounts } from '../../stores/unread';
import { loadRequests, type RequestDirection } from './social';
import { ListPage } from '../../layout/ListPage';
import * as styles from '../../layout/ListPage.css';
import { RequestList } from './RequestList';

const directions: RequestDirection[] = ['received', 'sent'];

/**
 * /friend-requests: the requests I received (accept or refuse; the badge follows) and the ones
 * I sent, with how each ended. `?tab=sent` opens the second tab.
 */
export default function FriendRequestsPage() {
  const { t } = useTranslation('social');
  const title = usePageTitle('friendRequests');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const direction: RequestDirection = params.get('tab') === 'sent' ? 'sent' : 'received';
  const unread = useUnreadCounts();
  const pending = unread?.friendRequests ?? 0;

  useEffect(() => {
    void loadRequests(direction);
    void loadUnreadCounts();
  }, [direction]);

  return (
    <ListPage
      title={title}
      subtitle={t('requests.subtitle')}
      aside={
        <Button variant="secondary" icon={<UsersIcon />} onClick={() => navigate('/friends')}>
          {t('requests.friendsLink')}
        </Button>
      }
    >
      <Tabs
        label={t('requests.tabs')}
        value={direction}
        onValueChange={({ value }) =>
          setParams(value === 'sent' ? { tab: 'sent' } : {}, { replace: true })
        }
        items={directions.map((value) => ({
          value,
          label: t(`requests.${value}`),
          badge:
            value === 'received' && pending > 0 ? (
              <Badge tone="accent" solid className={styles.tabsBadge}>
                {pending > 99 ? '99+' : pending}
              </Badge>
            ) : undefined,
          content: <RequestList direction={value} />,
        }))}
      />
    </ListPage>
  );
}
