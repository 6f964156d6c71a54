import type { HTMLAttributes } from 'react';
import { Avatar } from '../../private/Avatar';
import { IconButton } from '../../private/IconButton';
import { AlertIcon } from '../../private/icons';
import { RetryIcon } from '../../private/icons/chatIcons';
import { ReplyIcon } from '../../private/icons/socialIcons';
import { ContextMenu, type MenuEntry } from '../../private/Menu';
import { memberLevelOf, type VipLevel } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './ChatBubble.css';
import { ChatBubbleContent } from './ChatBubbleContent';
import { ChatBubbleFlagged } from './ChatBubbleFlagged';
import { ChatBubbleQuote } from './ChatBubbleQuote';
import { ChatBubbleReactions, ReactionPicture, reactionEmoji } from './ChatBubbleReactions';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import { bubbleKindOf, type ChatMessage, type ReactionEmoji } from './chatMessage';
import { openMenuFromKeyboard } from './openMenuFromKeyboard';

type MessageAction = (change: { message: ChatMessage }) => void;

export type ChatBubbleProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The message, as the chat service gives it. */
  message: ChatMessage;
  /** The reader sent it: it sits on the right in the brand colour. */
  own: boolean;
  /** Who sent it; shows their avatar beside the bubble. */
  author?: { nickname: string; avatar?: string; vipLevel?: VipLevel };
  /** The own message is on its way (spinner) or did not go (retry button). */
  status?: 'sent' | 'sending' | 'failed';
  /** Shows "Read"/"Unread" under an own message (SVIP senders only). */
  showReceipt?: boolean;
  /** The reader already opened this burn-after-read image: only a placeholder remains. */
  burnViewed?: boolean;
  /** A voice message's playback: playing now, and how much of it has played (0..1). */
  voice?: { playing: boolean; progress: number };
  /** A voice message's play/pause button. */
  onToggleVoice?: MessageAction;
  /** The own message is young enough to recall: right-click offers "Recall". */
  canRecall?: boolean;
  /** Formats amounts for this locale. */
  locale?: string;
  labels: ChatBubbleLabels;
  /** Tapping a photo. */
  onPreview?: MessageAction;
  /** Tapping a red packet. */
  onOpenRedPacket?: MessageAction;
  /** Tapping a burn-after-read image that has not been viewed. */
  onViewBurnImage?: MessageAction;
  /** The retry button of a failed message. */
  onRetry?: MessageAction;
  /** "Recall" in the message's menu. */
  onRecall?: MessageAction;
  /** "Report" under a received message the chat service flagged (`ext.flagged`). */
  onReport?: (message: { id: string }) => void;
  /** "Reply" in the message's menu (a sent message, not recalled). */
  onReply?: MessageAction;
  /** The quoted message's sender as the reader knows them ("You", "Mia"), for `ext.reply`. */
  quoteAuthor?: string;
  /** Tapping the quote above a reply: the app goes to the original. */
  onJumpToQuote?: (quote: { id: string }) => void;
  /**
   * A reaction given or taken back (null) by the reader: from the row of emoji atop the
   * message's menu, or by tapping one under the bubble.
   */
  onReact?: (change: { message: ChatMessage; emoji: ReactionEmoji | null }) => void;
  /** The peer's name, for who gave a reaction ("Mia"); the reader is `labels.you`. */
  peerName?: string;
};

/**
 * One chat message: text, photo, gift, red packet, burn-after-read image or voice message, own or
 * the peer's.
 */
export function ChatBubble({
  message,
  own,
  author,
  status = 'sent',
  showReceipt = false,
  burnViewed = false,
  voice,
  onToggleVoice,
  canRecall = false,
  locale,
  labels,
  onPreview,
  onOpenRedPacket,
  onViewBurnImage,
  onRetry,
  onRecall,
  onReport,
  onReply,
  quoteAuthor,
  onJumpToQuote,
  onReact,
  peerName,
  className,
  ...props
}: ChatBubbleProps) {
  const kind = bubbleKindOf(message);
  const side = own ? 'own' : 'peer';

  if (kind === 'recalled') {
    return (
      <div className={cx(styles.notice, className)} {...props}>
        <span className={styles.noticeText}>
          {own ? labels.recalledByMe : labels.recalledByPeer}
        </span>
      </div>
    );
  }

  const plain = kind === 'text' || kind === 'voice';
  // The reader is the sender of an own message, its recipient otherwise.
  const viewer = own ? message.from : message.to;
  const reactions = message.reactions ?? [];
  const mine = reactions.find((r) => r.by.includes(viewer))?.emoji ?? null;
  const react = onReact && ((emoji: ReactionEmoji | null) => onReact({ message, emoji }));
  const entries: MenuEntry[] = [];
  if (react && labels.reactions && status === 'sent') {
    entries.push({
      type: 'row',
      key: 'react',
      label: labels.reactions,
      items: reactionEmoji.map((emoji) => ({
        key: emoji,
        label: labels.emoji?.[emoji] ?? emoji,
        content: <ReactionPicture emoji={emoji} size={24} />,
        selected: emoji === mine,
        onSelect: () => react(emoji === mine ? null : emoji),
      })),
    });
  }
  if (onReply && labels.reply && status === 'sent') {
    entries.push({
      key: 'reply',
      label: labels.reply,
      icon: <ReplyIcon />,
      onSelect: () => onReply({ message }),
    });
  }
  if (own && canRecall && onRecall) {
    entries.push({
      key: 'recall',
      label: labels.recall,
      icon: <RetryIcon />,
      onSelect: () => onRecall({ message }),
    });
  }
  const menu = entries.length > 0;
  // Photos and red packets are buttons already; a text or gift bubble becomes the menu's button.
  const menuButton = menu && (kind === 'text' || kind === 'gift');
  let bubble = (
    <div
      className={styles.bubble({ side, plain })}
      data-kind={kind}
      role={menuButton ? 'button' : undefined}
      tabIndex={menuButton ? 0 : undefined}
      aria-haspopup={menuButton ? 'menu' : undefined}
      onKeyDown={menuButton ? openMenuFromKeyboard : undefined}
    >
      <ChatBubbleContent
        {...{ kind, message, own, labels, burnViewed, locale, onPreview, onOpenRedPacket }}
        onViewBurnImage={onViewBurnImage}
        voice={voice}
        onToggleVoice={onToggleVoice}
      />
    </div>
  );
  if (menu) bubble = <ContextMenu entries={entries}>{bubble}</ContextMenu>;
  const quote = message.ext.reply;

  return (
    <div className={cx(styles.row({ side }), className)} {...props}>
      {author && (
        <Avatar
          name={author.nickname}
          src={author.avatar}
          level={memberLevelOf(author.vipLevel)}
          size="small"
          className={styles.avatar}
        />
      )}
      <div className={styles.column({ side })}>
        {quote && (
          <ChatBubbleQuote
            quote={quote}
            author={quoteAuthor ?? quote.from}
            side={side}
            labels={labels}
            onJump={onJumpToQuote}
          />
        )}
        <div className={styles.line({ side })}>
          {bubble}
          {own && status === 'sending' && (
            <Spinner size="small" label={labels.sending} className={styles.status} />
          )}
          {own && status === 'failed' && onRetry && (
            <IconButton
              label={labels.retry}
              icon={<RetryIcon />}
              size="small"
              className={styles.retry}
              onClick={() => onRetry({ message })}
            />
          )}
        </div>
        {own && status === 'failed' && (
          <span className={styles.failed}>
            <AlertIcon aria-hidden />
            {labels.failed}
          </span>
        )}
        {own && status === 'sent' && showReceipt && (
          <span className={styles.receipt({ read: message.read })}>
            {message.read ? labels.read : labels.unread}
          </span>
        )}
        {reactions.length > 0 && (
          <ChatBubbleReactions
            reactions={reactions}
            viewer={viewer}
            nameOf={(account) =>
              account === viewer
                ? (labels.you ?? account)
                : (peerName ?? author?.nickname ?? account)
            }
            side={side}
            labels={labels}
            onReact={react}
          />
        )}
        {!own && message.ext.flagged && message.ext.flagged.length > 0 && (
          <ChatBubbleFlagged
            flags={message.ext.flagged}
            labels={labels}
            onReport={onReport && (() => onReport({ id: message.id }))}
          />
        )}
      </div>
    </div>
  );
}
