import type { HTMLAttributes } from 'react';
import { Avatar } from '../../private/Avatar';
import { IconButton } from '../../private/IconButton';
import { AlertIcon } from '../../private/icons';
import { RetryIcon } from '../../private/icons/chatIcons';
import { ContextMenu } from '../../private/Menu';
import { memberLevelOf, type VipLevel } from '../../private/member';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './ChatBubble.css';
import { ChatBubbleContent } from './ChatBubbleContent';
import { ChatBubbleFlagged } from './ChatBubbleFlagged';
import type { ChatBubbleLabels } from './chatBubbleLabels';
import { bubbleKindOf, type ChatMessage } from './chatMessage';
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
};

/** One chat message: text, photo, gift, red packet or burn-after-read image, own or the peer's. */
export function ChatBubble({
  message,
  own,
  author,
  status = 'sent',
  showReceipt = false,
  burnViewed = false,
  canRecall = false,
  locale,
  labels,
  onPreview,
  onOpenRedPacket,
  onViewBurnImage,
  onRetry,
  onRecall,
  onReport,
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

  const plain = kind === 'text';
  const menu = own && canRecall && onRecall;
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
      />
    </div>
  );
  if (menu) {
    const recall = {
      key: 'recall',
      label: labels.recall,
      icon: <RetryIcon />,
      onSelect: () => onRecall({ message }),
    };
    bubble = <ContextMenu entries={[recall]}>{bubble}</ContextMenu>;
  }

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
