import { AlertIcon, Button, ConversationList, EmptyState, NotificationPrompt } from '@heartline/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { askDelete, blockPeer, loadConversations } from './store/conversations';
import { openConversation } from './store/lifecycle';
import { useDrafts } from './store/drafts';
import { keepConversation } from './store/keeping';
import { declinePush, turnOnPush, usePush } from './store/push';
import { useChat } from './store/state';
import * as styles from './ChatView.css';
import { useListLabels } from './useChatLabels';

/** The session list: customer service pinned first, unread badges, online dots. */
export function ChatListPane({
  title,
  heading: Heading,
}: {
  title?: string;
  heading: 'h1' | 'h2';
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const labels = useListLabels();
  const { conversations, listStatus, openPeer, typingPeers } = useChat();
  const push = usePush();
  const selected = conversations.find((c) => c.imAccount === openPeer)?.channel_id ?? null;
  const drafts = useDrafts();
  // The open conversation's draft is in its box; reading only the others' keeps typing from
  // redrawing the list at each key.
  const shownDrafts = Object.fromEntries(
    conversations
      .filter((c) => c.imAccount !== openPeer && drafts[c.imAccount])
      .map((c) => [c.imAccount, drafts[c.imAccount]]),
  );
  return (
    // Named only by a page's own title: in the floating window the heading is the list's label,
    // which the scroll area's region already carries (two landmarks of one name).
    <section className={styles.listPane} aria-labelledby={title ? 'chat-list-title' : undefined}>
      <div className={styles.listHeader}>
        <Heading id="chat-list-title" className={styles.listTitle}>
          {title ?? t('list.label')}
        </Heading>
      </div>
      {push.offered && (
        <NotificationPrompt
          className={styles.pushPrompt}
          labels={{
            title: t('push.title'),
            description: t('push.description'),
            turnOn: t('push.turnOn'),
            notNow: t('push.notNow'),
          }}
          busy={push.busy}
          onTurnOn={() => void turnOnPush()}
          onNotNow={declinePush}
        />
      )}
      {/* On the pages the title is the h1: the list (and its empty state's h3) goes under an h2. */}
      {Heading === 'h1' && <h2 className={styles.visuallyHidden}>{t('list.label')}</h2>}
      {listStatus === 'failed' ? (
        <EmptyState
          className={styles.failed}
          icon={<AlertIcon />}
          title={t('list.failed')}
          action={
            <Button variant="secondary" onClick={() => void loadConversations()}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : (
        <ConversationList
          className={styles.list}
          conversations={[...conversations]}
          selectedId={selected}
          typing={typingPeers}
          drafts={shownDrafts}
          loading={listStatus !== 'ready'}
          labels={labels}
          emptyAction={
            <Button variant="secondary" onClick={() => navigate('/encounter')}>
              {t('list.findPeople')}
            </Button>
          }
          onSelect={({ conversation }) => void openConversation(conversation.imAccount)}
          onDeleteConversation={({ conversation }) =>
            askDelete('conversation', conversation.imAccount)
          }
          onDeleteHistory={({ conversation }) => askDelete('history', conversation.imAccount)}
          onBlock={({ conversation }) => void blockPeer(conversation.imAccount)}
          onKeep={({ conversation, keeping }) =>
            void keepConversation(conversation.imAccount, keeping)
          }
        />
      )}
    </section>
  );
}
