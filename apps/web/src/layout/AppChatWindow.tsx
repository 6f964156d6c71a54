import { FloatingChatWindow, Spinner } from '@heartline/ui';
import { lazy, Suspense, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatDialogOpen } from '../features/chat';
import { closeChatWindow, useLayout } from '../stores/layout';
import * as styles from './MainLayout.css';

// The chat is never part of the first route: the window's content loads when it opens, the
// dialogs (money, photos, notices) when the first of them does, and then stay.
const ChatWindowContent = lazy(() => import('../features/chat/ChatWindowContent'));
const ChatDialogs = lazy(() => import('../features/chat/ChatDialogs'));

/**
 * Wide screens: the draggable window the side bar's buttons open, showing the recent chats, the
 * customer service, the address book or the message center's lists. On every screen: the chat's
 * dialogs (gifts, red packets, insufficient coins, photos, logged in on another device).
 */
export function AppChatWindow({
  wide,
  sideBar,
}: {
  wide: boolean;
  /** The side bar, whose buttons open and close the window: it opens beside it, not over it. */
  sideBar?: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { chatWindow } = useLayout();
  const dialogOpen = useChatDialogOpen();
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (dialogOpen && !dialogsLoaded) setDialogsLoaded(true);
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
          keepClearOf={sideBar}
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
      {dialogsLoaded && (
        <Suspense fallback={null}>
          <ChatDialogs />
        </Suspense>
      )}
    </>
  );
}
