import { memo, useCallback, useEffect, useMemo, type HTMLAttributes } from 'react';
import { EmptyState } from '../../private/EmptyState';
import { IconButton } from '../../private/IconButton';
import { ChatIcon, ChevronDownIcon } from '../../private/icons';
import { ScrollArea } from '../../private/ScrollArea';
import { Spinner } from '../../private/Spinner';
import { cx } from '../../utils/cx';
import { ChatBubble, type ChatBubbleLabels, type ChatBubbleProps } from '../ChatBubble';
import * as styles from './MessageList.css';
import { useMessageScroll } from './useMessageScroll';

type SharedBubbleProps =
  | 'labels'
  | 'locale'
  | 'onPreview'
  | 'onOpenRedPacket'
  | 'onViewBurnImage'
  | 'onToggleVoice'
  | 'onRetry'
  | 'onRecall'
  | 'onReport'
  | 'onReply'
  | 'onJumpToQuote'
  | 'onReact'
  | 'peerName';

/** One row: a time separator ("11-20 08:30", formatted by the app) or a message's bubble. */
export type MessageListItem =
  | { kind: 'time'; key: string; label: string }
  | { kind: 'message'; key: string; bubble: Omit<ChatBubbleProps, SharedBubbleProps> };

export type MessageListLabels = {
  /** Names the scrolling history ("Messages with Mia"). */
  messages: string;
  /** Shown while older messages load ("Loading earlier messages"). */
  loadingOlder: string;
  /** The button back to the newest message ("Latest messages"). */
  jumpToLatest: string;
  /** Shown before the first message ("Say hello to Mia"). */
  emptyTitle: string;
  emptyDescription?: string;
  /** The bubbles' texts. */
  bubble: ChatBubbleLabels;
};

export type MessageListProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  Pick<ChatBubbleProps, Exclude<SharedBubbleProps, 'labels'>> & {
    /** The history, oldest first. Keys must stay the same when older rows are prepended. */
    items: MessageListItem[];
    /** Every text, translated. */
    labels: MessageListLabels;
    /** There are older messages to fetch. */
    hasOlder?: boolean;
    /** Older messages are on their way: a loading row shows at the top. */
    loadingOlder?: boolean;
    /** Called when the reader scrolls to the top and `hasOlder` is set. */
    onLoadOlder?: () => void;
    /**
     * Scrolls to the row of this key, centred, and marks it a moment (a quote tapped); each new
     * `at` jumps again, to the same row too.
     */
    jumpTo?: { key: string; at: number } | null;
  };

const Row = memo(function Row(props: ChatBubbleProps) {
  return <ChatBubble {...props} />;
});

/**
 * The conversation's history, virtualized: only the rows on screen are in the page, so even
 * 100,000 messages scroll smoothly. It opens at the newest message and follows new ones while the
 * reader is at the bottom; older rows prepended at the top leave what the reader sees in place.
 */
export function MessageList({
  items,
  labels,
  hasOlder = false,
  loadingOlder = false,
  onLoadOlder,
  locale,
  onPreview,
  onOpenRedPacket,
  onViewBurnImage,
  onToggleVoice,
  onRetry,
  onRecall,
  onReport,
  onReply,
  onJumpToQuote,
  onReact,
  peerName,
  jumpTo,
  className,
  ...props
}: MessageListProps) {
  const shared = {
    locale,
    onPreview,
    onOpenRedPacket,
    onViewBurnImage,
    onToggleVoice,
    onRetry,
    onRecall,
    onReport,
    onReply,
    onJumpToQuote,
    onReact,
    peerName,
  };
  const keys = useMemo(() => items.map((item) => item.key), [items]);
  const isTime = useCallback((index: number) => items[index]?.kind === 'time', [items]);
  const { rootRef, list, atEnd } = useMessageScroll({
    keys,
    isTime,
    hasOlder,
    loadingOlder,
    onLoadOlder,
  });
  const jumpIndex = jumpTo ? keys.indexOf(jumpTo.key) : -1;
  const { scrollToIndex } = list;
  useEffect(() => {
    if (jumpIndex >= 0) scrollToIndex(jumpIndex, { align: 'center' });
    // Each jump once: `at` tells a new one from a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jumpTo?.at]);

  return (
    <div ref={rootRef} className={cx(styles.root, className)} {...props}>
      <ScrollArea label={labels.messages} className={styles.scroll}>
        {items.length === 0 && !loadingOlder ? (
          <EmptyState
            icon={<ChatIcon />}
            title={labels.emptyTitle}
            description={labels.emptyDescription}
            className={styles.empty}
          />
        ) : (
          <div role="list" className={styles.list} style={{ height: list.totalSize }}>
            {list.rows.map((row) => {
              const item = items[row.index];
              if (!item) return null;
              return (
                <div
                  key={row.key}
                  role="listitem"
                  aria-posinset={row.index + 1}
                  aria-setsize={items.length}
                  data-index={row.index}
                  data-key={row.key}
                  ref={list.measureRow}
                  className={cx(styles.row, row.key === jumpTo?.key && styles.jumped)}
                  style={{ transform: `translateY(${row.start}px)` }}
                >
                  {item.kind === 'time' ? (
                    <p className={styles.time}>{item.label}</p>
                  ) : (
                    <Row {...item.bubble} {...shared} labels={labels.bubble} />
                  )}
                </div>
              );
            })}
          </div>
        )}
      </ScrollArea>
      {loadingOlder && (
        <div className={styles.loading}>
          <Spinner size="small" label={labels.loadingOlder} />
          <span aria-hidden="true">{labels.loadingOlder}</span>
        </div>
      )}
      {!atEnd && (
        <IconButton
          label={labels.jumpToLatest}
          icon={<ChevronDownIcon />}
          variant="secondary"
          className={styles.jump}
          onClick={() => list.scrollToEnd()}
        />
      )}
    </div>
  );
}
