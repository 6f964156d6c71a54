import type { ChatMessage } from '@heartline/im';
import { MessageList, type MessageListItem } from '@heartline/ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Snapshot } from 'valtio';
import { formatDate } from '../../i18n/formatDate';
import { canRecall, loadOlder, recall, retry } from './store/messages';
import { react } from './store/reactions';
import { jumpToMessage, replyTo } from './store/replies';
import { showPreview, viewBurnImage, openedRedPacket } from './store/payments';
import { useChat, type Conversation } from './store/state';
import { toggleVoice, useVoicePlayer } from './store/voice';
import { useSession } from '../../stores/session';
import * as styles from './ChatView.css';
import { reportPeer } from './reportPeer';
import { useMessageListLabels, useQuoteAuthor } from './useChatLabels';

/** A time line above a message sent 5 minutes or more after the one before. */
const TIME_GAP_MS = 5 * 60 * 1000;

/**
 * The snapshot's message as the bubble takes it: the same object (rows stay memoised), but for
 * one with flags or reactions, whose read-only lists are copied.
 */
function shownMessage(message: Snapshot<ChatMessage>): ChatMessage {
  const { flagged } = message.ext;
  const { reactions } = message;
  if (!flagged && !reactions) return message as ChatMessage;
  return {
    ...(message as ChatMessage),
    ext: flagged
      ? { ...(message.ext as ChatMessage['ext']), flagged: [...flagged] }
      : (message.ext as ChatMessage['ext']),
    ...(reactions ? { reactions: reactions.map((r) => ({ emoji: r.emoji, by: [...r.by] })) } : {}),
  };
}

/** The history of the conversation, oldest first, with time lines between bursts. */
export function ConversationMessages({
  peer,
  conversation,
}: {
  peer: string;
  conversation: Conversation;
}) {
  const { i18n } = useTranslation('chat');
  const { me } = useSession();
  const { threads, burned } = useChat();
  const player = useVoicePlayer();
  const thread = threads[peer];
  const name = conversation.friendRemarkName || conversation.nickname;
  const labels = useMessageListLabels(name);
  const quoteAuthor = useQuoteAuthor(conversation);
  // Recall is offered for 2 minutes: the menus follow the clock.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);

  const mine = me?.imAccount;
  const userId = conversation.userId;
  const svip = me?.vipLevel === 2;
  const items = useMemo(() => {
    const rows: MessageListItem[] = [];
    let last = 0;
    for (const bubble of thread?.bubbles ?? []) {
      const message = shownMessage(bubble.message);
      if (message.time - last >= TIME_GAP_MS) {
        rows.push({ kind: 'time', key: `time-${bubble.key}`, label: formatDate(message.time) });
      }
      last = message.time;
      const own = message.from === mine;
      rows.push({
        kind: 'message',
        key: bubble.key,
        bubble: {
          message,
          own,
          author: own
            ? undefined
            : {
                nickname: name,
                avatar: conversation.avatar || undefined,
                vipLevel: conversation.vipLevel,
              },
          status: bubble.status,
          showReceipt: own && svip,
          burnViewed:
            message.customType === 'burn' && (Boolean(burned[message.id]) || !message.ext.burn_url),
          canRecall: own && bubble.status === 'sent' && canRecall(message, now),
          quoteAuthor: message.ext.reply && quoteAuthor(message.ext.reply.from),
          voice:
            message.customType === 'voice' && player.id === message.id
              ? { playing: player.playing, progress: player.progress }
              : undefined,
        },
      });
    }
    return rows;
  }, [
    thread?.bubbles,
    mine,
    svip,
    name,
    conversation.avatar,
    conversation.vipLevel,
    burned,
    now,
    quoteAuthor,
    player.id,
    player.playing,
    player.progress,
  ]);

  return (
    <MessageList
      className={styles.messages}
      items={items}
      labels={labels}
      locale={i18n.language}
      hasOlder={Boolean(thread?.cursor)}
      loadingOlder={thread?.loadingOlder === true || thread?.status === 'loading'}
      onLoadOlder={() => void loadOlder(peer)}
      onPreview={({ message }) => showPreview(message.id)}
      onOpenRedPacket={({ message }) => openedRedPacket(message, message.from === mine, name)}
      onViewBurnImage={({ message }) => void viewBurnImage(message.id)}
      onToggleVoice={({ message }) => toggleVoice(message)}
      onRetry={({ message }) => retry(message.id)}
      onRecall={({ message }) => void recall(peer, message.id)}
      onReply={({ message }) => replyTo(peer, message)}
      onJumpToQuote={({ id }) => void jumpToMessage(peer, id)}
      onReact={({ message, emoji }) => void react(peer, message.id, emoji)}
      peerName={name}
      jumpTo={thread?.jump}
      // A flagged first message: one tap opens the complaint form about its sender.
      onReport={userId ? () => reportPeer({ userId, name }) : undefined}
    />
  );
}
