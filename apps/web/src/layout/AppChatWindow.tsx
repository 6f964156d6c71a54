import { FloatingChatWindow, Spinner } from '@heartline/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { closeChatWindow, useLayout } from '../stores/layout';
import * as styles from './MainLayout.css';

// The chat is never part of the first route: both load on their own, after it.
const ChatWindowContent = lazy(() => import('../pages/chat/ChatWindowContent'));
const ChatDialogs = lazy(() => import('../pages/chat/ChatDialogs'));

/**
 * Wide screens: the draggable window the side bar's buttons open, showing the recent chats, the
 * customer service, the address book or the message center's lists. On every screen: the chat's
 * dialogs (gifts, red packets, insufficient coins, photos, logged in on another device).
 */
export function AppChatWindow({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const { chatWindow } = useLayout();
  return (
    <>
      {wide && (
        <FloatingChatWindow
          open={chatWindow !== null}
          title={chatWindow ? t(`shortcuts.${chatWindow}`) : ''}
          onClose={closeChatWindow}
          closeLabel={t('chatWindow.close')}
          moveLabel={t('chatWindow.move')}
          width={420}
          height={620}
        >
          {chatWindow && (
            <Suspense
              fallback={
                <div className={styles.windowEmpty}>
                  <Spinner label={t('app.loading')} />
                </div>
              }
            >
              <ChatWindowContent key={chatWindow} shortcut={chatWindow} />
            </Suspense>
          )}
        </FloatingChatWindow>
      )}
      <Suspense fallback={null}>
        <ChatDialogs />
      </Suspense>
    </>
  );
}
