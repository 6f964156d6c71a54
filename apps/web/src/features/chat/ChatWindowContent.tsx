import { Spinner, type SideBarShortcut } from '@heartline/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openServiceChat, openUserChat } from './store/lifecycle';
import { ChatContacts } from './ChatContacts';
import * as styles from './ChatWindowContent.css';
import { ChatView } from './ChatView';

// The message center's own pages, shown in the window as they are on their routes.
const FriendRequestsPage = lazy(() => import('../social/FriendRequestsPage'));
const AnnouncementsPage = lazy(() => import('../messages/AnnouncementsPage'));
const NotificationsPage = lazy(() => import('../messages/NotificationsPage'));

/** What the side bar's button shows in the floating window (wide screens); keyed by it. */
export default function ChatWindowContent({ shortcut }: { shortcut: SideBarShortcut }) {
  const { t } = useTranslation('chat');
  const [chatting, setChatting] = useState(false);
  useEffect(() => {
    if (shortcut === 'customerService') void openServiceChat();
  }, [shortcut]);

  if (shortcut === 'recentChats' || shortcut === 'customerService' || chatting) {
    return <ChatView compact frame="window" heading="h2" />;
  }
  if (shortcut === 'addressBook') {
    return (
      <ChatContacts
        onChoose={(userId) => {
          setChatting(true);
          void openUserChat(userId);
        }}
      />
    );
  }
  const Page =
    shortcut === 'friendRequests'
      ? FriendRequestsPage
      : shortcut === 'announcements'
        ? AnnouncementsPage
        : NotificationsPage;
  return (
    <div className={styles.page}>
      <Suspense fallback={<Spinner label={t('list.loading')} />}>
        <Page />
      </Suspense>
    </div>
  );
}
