import { AnnouncementItem, EmptyState, MegaphoneIcon } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { formatDate } from '../../i18n/formatDate';
import { loadMoreAnnouncements, loadAnnouncements, useNotifications } from './notifications';
import { ListPage } from '../../layout/ListPage';
import { PagedSection } from '../../layout/PagedSection';

/**
 * /announcements: news from the Heartline team, newest first, in my language; unread ones
 * marked (opening the page marks them read); long texts fold.
 */
export default function AnnouncementsPage() {
  const { t } = useTranslation('messages');
  const title = usePageTitle('announcements');
  const { announcements } = useNotifications();
  useEffect(() => {
    void loadAnnouncements();
  }, []);
  const labels = {
    unread: t('announcements.unread'),
    showMore: t('announcements.showMore'),
    showLess: t('announcements.showLess'),
  };
  return (
    <ListPage title={title} subtitle={t('announcements.subtitle')}>
      <PagedSection
        list={announcements}
        label={t('announcements.list')}
        loadingLabel={t('announcements.loading')}
        failedTitle={t('announcements.failedTitle')}
        onRetry={() => void loadAnnouncements()}
        empty={
          <EmptyState
            headingLevel={2}
            icon={<MegaphoneIcon />}
            title={t('announcements.emptyTitle')}
            description={t('announcements.emptyDescription')}
          />
        }
        loadMoreLabel={t('list.loadMore')}
        onLoadMore={() => void loadMoreAnnouncements()}
        keyOf={(notice) => notice.id}
        renderItem={(notice) => (
          <AnnouncementItem
            notice={notice}
            labels={labels}
            timeLabel={formatDate(notice.createTime)}
          />
        )}
      />
    </ListPage>
  );
}
