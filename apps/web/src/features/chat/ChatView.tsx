import { EmptyState, ChatIcon, Spinner } from '@heartline/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChat } from './store/state';
import { enterMessageView, openUserChat } from './store/lifecycle';
import { cx } from './cx';
import { ChatListPane } from './ChatListPane';
import * as styles from './ChatView.css';
import { ConversationPane } from './ConversationPane';

export type ChatViewProps = {
  /** Narrow: the list, then the conversation with a back button; wide: side by side. */
  compact: boolean;
  /** The /chat and /chats pages, or the floating window. */
  frame: 'page' | 'window';
  /** /chat?userId=: opens (or starts) the conversation with this member. */
  userId?: number | null;
  /** A heading for the list (the page's title). */
  title?: string;
  /** The list's heading level: h1 on the pages, h2 inside the window. */
  heading?: 'h1' | 'h2';
};

/** The chat: the conversation list and the open conversation (spec section 2, "Chat screen"). */
export function ChatView({ compact, frame, userId, title, heading = 'h1' }: ChatViewProps) {
  const { t } = useTranslation('chat');
  const { openPeer, opening } = useChat();
  useEffect(() => enterMessageView(), []);
  useEffect(() => {
    if (userId) void openUserChat(userId);
  }, [userId]);

  const showList = !compact || openPeer === null;
  const showConversation = !compact || openPeer !== null;
  return (
    <div
      className={cx(styles.view, styles.frame[frame], styles.columns[compact ? 'single' : 'split'])}
    >
      {showList && <ChatListPane title={title} heading={heading} />}
      {showConversation &&
        (openPeer ? (
          <ConversationPane key={openPeer} peer={openPeer} compact={compact} />
        ) : opening ? (
          <div className={styles.centred}>
            <Spinner label={t('view.opening')} />
          </div>
        ) : (
          <EmptyState
            className={styles.placeholder}
            icon={<ChatIcon />}
            title={t('view.chooseTitle')}
            description={t('view.chooseDescription')}
          />
        ))}
    </div>
  );
}
