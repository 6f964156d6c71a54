import type { HTMLAttributes, ReactNode } from 'react';
import { EmptyState } from '../../private/EmptyState';
import { ContactsIcon } from '../../private/icons/layoutIcons';
import { ScrollArea } from '../../private/ScrollArea';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import {
  ConversationItem,
  type Conversation,
  type ConversationItemLabels,
  type ConversationItemProps,
} from '../ConversationItem';
import * as styles from './ConversationList.css';

export type ConversationListLabels = ConversationItemLabels & {
  /** Names the scrolling list ("Conversations"). */
  list: string;
  /** Shown when there is nobody to talk to ("No friends yet"). */
  emptyTitle: string;
  /** What to do about it ("Say hi to someone on the encounter page"). */
  emptyDescription?: string;
  /** Said to screen readers while loading ("Loading conversations"). */
  loading: string;
};

export type ConversationListProps = Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> &
  Pick<
    ConversationItemProps,
    'timeZone' | 'onSelect' | 'onDeleteConversation' | 'onDeleteHistory' | 'onBlock' | 'onKeep'
  > & {
    /** The session list; the pinned customer-service conversation goes first. */
    conversations: Conversation[];
    /** The `channel_id` of the conversation open in the message area. */
    selectedId?: string | null;
    /** Unsent drafts by the peer's `imAccount`, shown in place of their rows' previews. */
    drafts?: Partial<Record<string, string>>;
    /** Peers typing to the reader now, by `imAccount`: their rows say "typing…". */
    typing?: Partial<Record<string, boolean>>;
    /** The list is on its way: placeholder rows instead of conversations. */
    loading?: boolean;
    /** Every text, translated. */
    labels: ConversationListLabels;
    /** A button under the empty state ("Find people"). */
    emptyAction?: ReactNode;
  };

const skeletonRows = [0, 1, 2, 3, 4, 5];

/** The chat screen's list of conversations, customer service first, with a menu on each row. */
export function ConversationList({
  conversations,
  selectedId,
  drafts,
  typing,
  loading = false,
  labels,
  emptyAction,
  timeZone,
  onSelect,
  onDeleteConversation,
  onDeleteHistory,
  onBlock,
  onKeep,
  className,
  ...props
}: ConversationListProps) {
  const pinned = conversations.filter((conversation) => conversation.pinned);
  const others = conversations.filter((conversation) => !conversation.pinned);
  const shown = loading ? [] : [...pinned, ...others];

  return (
    <div className={cx(styles.root, className)} aria-busy={loading || undefined} {...props}>
      <ScrollArea label={labels.list} className={styles.scroll}>
        {shown.length > 0 && (
          <ul className={styles.list}>
            {shown.map((conversation) => (
              <ConversationItem
                key={conversation.channel_id}
                conversation={conversation}
                selected={conversation.channel_id === selectedId}
                draft={drafts?.[conversation.imAccount]}
                typing={typing?.[conversation.imAccount]}
                {...{
                  labels,
                  timeZone,
                  onSelect,
                  onDeleteConversation,
                  onDeleteHistory,
                  onBlock,
                  onKeep,
                }}
              />
            ))}
          </ul>
        )}
        {loading && (
          <div className={styles.list}>
            <span role="status" className={visuallyHidden}>
              {labels.loading}
            </span>
            {skeletonRows.map((row) => (
              <div key={row} className={styles.skeletonRow} aria-hidden="true">
                <span className={styles.skeletonAvatar} />
                <span className={styles.skeletonLines}>
                  <span className={styles.skeletonLine({ width: row % 2 ? 'short' : 'medium' })} />
                  <span className={styles.skeletonLine({ width: 'long' })} />
                </span>
              </div>
            ))}
          </div>
        )}
        {!loading && others.length === 0 && (
          <EmptyState
            icon={<ContactsIcon />}
            title={labels.emptyTitle}
            description={labels.emptyDescription}
            action={emptyAction}
            className={styles.empty}
          />
        )}
      </ScrollArea>
    </div>
  );
}
