import type { HTMLAttributes } from 'react';
import { Avatar } from '../../private/Avatar';
import { Badge } from '../../private/Badge';
import { fillLabel, formatShortTime } from '../../private/format';
import { IconButton } from '../../private/IconButton';
import { MoreIcon, TrashIcon } from '../../private/icons';
import { BellOffIcon, PinIcon } from '../../private/icons/chatIcons';
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

/** A change of how the reader keeps the conversation: one of pinned or muted. */
export type ConversationKeeping = { pinned: boolean } | { muted: boolean };

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
  /**
   * "Pin"/"Unpin" and "Mute"/"Unmute" in the row's menu (customer service: mute only, it is
   * always pinned).
   */
  onKeep?: (change: { conversation: Conversation; keeping: ConversationKeeping }) => void;
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
  onKeep,
  className,
  ...props
}: ConversationItemProps) {
  const { pinned, lastMessage, unread_num: unread } = conversation;
  const muted = conversation.muted ?? false;
  const service = conversation.userType === 2;
  const memberPinned = pinned && !service;
  const name = conversation.friendRemarkName || conversation.nickname;
  const online = conversation.onlineState === 1;
  const act = (action?: ConversationAction) => action && (() => action({ conversation }));

  const entries: MenuEntry[] = [];
  const keep = (keeping: ConversationKeeping) => () => onKeep?.({ conversation, keeping });
  if (onKeep && !service && labels.pin && labels.unpin) {
    entries.push({
      key: 'pin',
      label: pinned ? labels.unpin : labels.pin,
      icon: <PinIcon />,
      onSelect: keep({ pinned: !pinned }),
    });
  }
  if (onKeep && labels.mute && labels.unmute) {
    entries.push({
      key: 'mute',
      label: muted ? labels.unmute : labels.mute,
      icon: <BellOffIcon />,
      onSelect: keep({ muted: !muted }),
    });
  }
  // The customer-service conversation is always listed: only its history can go.
  if (onDeleteConversation && !service) {
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

  if (onBlock && labels.block && !service) {
    const onSelectEntry = () => onBlock({ conversation });
    entries.push({
      key: 'block',
      label: fillLabel(labels.block, { name }),
      icon: <BlockIcon />,
      tone: 'danger',
      onSelect: onSelectEntry,
    });
  }

  const unreadBadge = unread > 0 && (
    // A muted conversation's count stays, pale: the same number as every other badge.
    <Badge tone={muted ? 'neutral' : 'accent'} solid={!muted} className={styles.unread}>
      <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
      <span className={visuallyHidden}>{labels.unread(unread)}</span>
    </Badge>
  );

  const row = (
    <div className={styles.row({ selected, service })}>
      <button
        type="button"
        className={styles.main}
        aria-current={selected ? 'true' : undefined}
        onClick={act(onSelect)}
      >
        {service && !conversation.avatar ? (
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
            {service && (
              <span className={styles.serviceMark}>
                <HeadsetIcon aria-hidden="true" />
                <span className={visuallyHidden}>, {labels.service}</span>
              </span>
            )}
          </span>
          {memberPinned && labels.pinned && (
            <span className={visuallyHidden}>, {labels.pinned}</span>
          )}
          {muted && labels.muted && <span className={visuallyHidden}>, {labels.muted}</span>}
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
          {muted || memberPinned ? (
            <span className={styles.marks}>
              {muted && <BellOffIcon className={styles.mark} aria-hidden="true" />}
              {memberPinned && <PinIcon className={styles.mark} aria-hidden="true" />}
              {unreadBadge}
            </span>
          ) : (
            unreadBadge
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
    <li
      className={cx(styles.item, className)}
      data-pinned={pinned || undefined}
      data-muted={muted || undefined}
      {...props}
    >
      {entries.length > 0 ? <ContextMenu entries={entries}>{row}</ContextMenu> : row}
    </li>
  );
}
