import type { HTMLAttributes } from 'react';
import { Avatar } from '../../private/Avatar';
import { Badge } from '../../private/Badge';
import { fillLabel, formatShortTime } from '../../private/format';
import { IconButton } from '../../private/IconButton';
import { MoreIcon, TrashIcon } from '../../private/icons';
import { HeadsetIcon, HistoryIcon } from '../../private/icons/layoutIcons';
import { BlockIcon } from '../../private/icons/socialIcons';
import { ContextMenu, DropdownMenu, type MenuEntry } from '../../private/Menu';
import { memberLevelOf } from '../../private/member';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import { cx } from '../../utils/cx';
import type { Conversation } from './conversation';
import type { ConversationItemLabels } from './conversationItemLabels';
import * as styles from './ConversationItem.css';
import { ConversationItemPreview } from './ConversationItemPreview';

type ConversationAction = (change: { conversation: Conversation }) => void;

export type ConversationItemProps = Omit<HTMLAttributes<HTMLLIElement>, 'onSelect'> & {
  /** The conversation, as the session list gives it. */
  conversation: Conversation;
  /** The conversation open in the message area. */
  selected?: boolean;
  /** What the reader typed here and did not send: shown instead of the newest message. */
  draft?: string;
  /** The peer is typing to the reader now: `labels.typing` replaces the preview. */
  typing?: boolean;
  /** Every text, translated. */
  labels: ConversationItemLabels;
  /** Shows times in this time zone (the reader's unless given). */
  timeZone?: string;
  /** Opens the conversation. */
  onSelect?: ConversationAction;
  /** "Delete conversation" in the row's menu (the app confirms first). */
  onDeleteConversation?: ConversationAction;
  /** "Delete chat history" in the row's menu (the app confirms first). */
  onDeleteHistory?: ConversationAction;
  /** "Block {name}" in the row's menu, never on customer service (the app confirms first). */
  onBlock?: ConversationAction;
};

/** One row of the conversation list: who, their newest message, when, and how many are unread. */
export function ConversationItem({
  conversation,
  selected = false,
  draft,
  typing = false,
  labels,
  timeZone,
  onSelect,
  onDeleteConversation,
  onDeleteHistory,
  onBlock,
  className,
  ...props
}: ConversationItemProps) {
  const { pinned, lastMessage, unread_num: unread } = conversation;
  const name = conversation.friendRemarkName || conversation.nickname;
  const online = conversation.onlineState === 1;
  const act = (action?: ConversationAction) => action && (() => action({ conversation }));

  const entries: MenuEntry[] = [];
  // The customer-service conversation is always listed: only its history can go.
  if (onDeleteConversation && !pinned) {
    const onSelectEntry = () => onDeleteConversation({ conversation });
    entries.push({
      key: 'delete',
      label: labels.deleteConversation,
      icon: <TrashIcon />,
      tone: 'danger',
      onSelect: onSelectEntry,
    });
  }
  if (onDeleteHistory) {
    const onSelectEntry = () => onDeleteHistory({ conversation });
    entries.push({
      key: 'history',
      label: labels.deleteHistory,
      icon: <HistoryIcon />,
      tone: 'danger',
      onSelect: onSelectEntry,
    });
  }

  if (onBlock && labels.block && !pinned) {
    const onSelectEntry = () => onBlock({ conversation });
    entries.push({
      key: 'block',
      label: fillLabel(labels.block, { name }),
      icon: <BlockIcon />,
      tone: 'danger',
      onSelect: onSelectEntry,
    });
  }

  const row = (
    <div className={styles.row({ selected, pinned })}>
      <button
        type="button"
        className={styles.main}
        aria-current={selected ? 'true' : undefined}
        onClick={act(onSelect)}
      >
        {pinned && !conversation.avatar ? (
          <span className={styles.serviceAvatar} aria-hidden="true">
            <HeadsetIcon />
          </span>
        ) : (
          <Avatar
            name={name}
            src={conversation.avatar || undefined}
            level={memberLevelOf(conversation.vipLevel)}
            online={online}
            aria-hidden="true"
          />
        )}
        <span className={styles.body}>
          {/*
            Customer service is marked by a small headset after the name, its words for screen
            readers only: a worded tag took the width the name or the preview needs in a 300 px
            list.
          */}
          <span className={styles.nameLine}>
            <span className={styles.name}>{name}</span>
            {pinned && (
              <span className={styles.serviceMark}>
                <HeadsetIcon aria-hidden="true" />
                <span className={visuallyHidden}>, {labels.service}</span>
              </span>
            )}
          </span>
          {online && <span className={visuallyHidden}>, {labels.online}</span>}
          <span className={styles.previewLine}>
            <ConversationItemPreview
              message={lastMessage}
              draft={draft}
              typing={typing}
              labels={labels}
            />
          </span>
        </span>
        <span className={styles.side}>
          {lastMessage && (
            <time className={styles.time} dateTime={lastMessage.lastTime}>
              {formatShortTime(lastMessage.lastTime, { timeZone })}
            </time>
          )}
          {unread > 0 && (
            <Badge tone="accent" solid className={styles.unread}>
              <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              <span className={visuallyHidden}>{labels.unread(unread)}</span>
            </Badge>
          )}
        </span>
      </button>
      {entries.length > 0 && (
        <span className={styles.more}>
          <DropdownMenu
            entries={entries}
            trigger={
              <IconButton
                label={fillLabel(labels.actions, { name })}
                icon={<MoreIcon />}
                size="small"
                variant="secondary"
              />
            }
          />
        </span>
      )}
    </div>
  );

  return (
    <li className={cx(styles.item, className)} data-pinned={pinned || undefined} {...props}>
      {entries.length > 0 ? <ContextMenu entries={entries}>{row}</ContextMenu> : row}
    </li>
  );
}
