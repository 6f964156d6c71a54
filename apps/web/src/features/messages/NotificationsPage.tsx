import { Badge, Tabs } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/usePageTitle';
import {
  interactionFilters,
  loadInteractions,
  useNotifications,
  type InteractionFilter,
} from './notifications';
import { ListPage } from '../../layout/ListPage';
import { NotificationList } from './NotificationList';

const isFilter = (value: string | null): value is InteractionFilter =>
  interactionFilters.includes(value as InteractionFilter);

/**
 * /notifications: what other members did (likes, comments, replies, follows, gifts), newest
 * first, unread ones marked; a tab per kind (`?type=comment`). Opening the page marks them read.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('messages');
  const title = usePageTitle('notifications');
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const filter: InteractionFilter = isFilter(type) ? type : 'all';
  const { interactions } = useNotifications();
  useEffect(() => {
    void loadInteractions(filter);
  }, [filter]);
  const unread = interactions.items.filter((item) => item.read === 0).length;

  return (
    <ListPage
      title={title}
      badge={
        unread > 0 ? (
          <Badge tone="accent">{t('list.unreadCount', { number: String(unread) })}</Badge>
        ) : undefined
      }
      subtitle={t('notifications.subtitle')}
    >
      <Tabs
        label={t('notifications.filters')}
        value={filter}
        onValueChange={({ value }) =>
          setParams(value === 'all' ? {} : { type: value }, { replace: true })
        }
        items={interactionFilters.map((value) => ({
          value,
          label: t(`notifications.filter.${value}`),
          content: <NotificationList filter={value} />,
        }))}
      />
    </ListPage>
  );
}
