import { Button } from '../../private/Button';
import { IconButton } from '../../private/IconButton';
import { ChatIcon, HeartIcon } from '../../private/icons';
import { UserPlusIcon } from '../../private/icons/layoutIcons';
import { ClockIcon, UserCheckIcon } from '../../private/icons/socialIcons';
// Safe on the first screen: only the tooltip's trigger part loads with the card, and the button is
// the same element before and after the bubble's code (Radix-free, @floating-ui) arrives on first
// show, so a tap between press and release still clicks it. (A Radix tooltip loaded later wrapped
// the button anew, and such taps were lost.)
import { Tooltip } from '../../private/Tooltip';
import type { UserBrief } from '../../private/member';
import * as styles from './UserCardActions.css';

export type FriendState = 'none' | 'pending' | 'friends';

export type UserCardActionsProps = {
  user: Pick<UserBrief, 'id'> & Partial<Pick<UserBrief, 'imAccount'>>;
  variant: 'compact' | 'large';
  labels: {
    /** The follow toggle's name ("Follow"); pressed while following. */
    follow?: string;
    /** Add friend ("Add friend"). */
    addFriend?: string;
    /** A friend request waits for an answer ("Request sent"). */
    friendRequested?: string;
    /** Already friends ("Friends"). */
    friends?: string;
    /** Open the chat ("Chat", "Say hi"). */
    chat?: string;
  };
  /** The caller follows this member (`isFollow`). */
  following?: boolean;
  /** Where a friendship stands: none, pending (request sent) or friends. */
  friendState?: FriendState;
  /** Follow or unfollow; the follow button shows only with it. */
  onFollow?: (change: { userId: number; follow: boolean }) => void;
  /** Send a friend request; the button shows only with it. */
  onAddFriend?: (request: { userId: number }) => void;
  /** Open the chat with this member; the button shows only with it. */
  onChat?: (chat: { userId: number; imAccount?: string }) => void;
};

const friendIcon = { none: <UserPlusIcon />, pending: <ClockIcon />, friends: <UserCheckIcon /> };

/** The card's follow, add-friend and chat buttons; icon buttons with tooltips, chat labelled. */
export function UserCardActions({
  user,
  variant,
  labels,
  following = false,
  friendState = 'none',
  onFollow,
  onAddFriend,
  onChat,
}: UserCardActionsProps) {
  if (!onFollow && !onAddFriend && !onChat) return null;
  const friendLabel =
    friendState === 'friends'
      ? labels.friends
      : friendState === 'pending'
        ? labels.friendRequested
        : labels.addFriend;
  const chat = () => onChat?.({ userId: user.id, imAccount: user.imAccount });
  return (
    <div className={styles.actions({ variant })}>
      {onFollow && labels.follow && (
        <Tooltip content={labels.follow}>
          <IconButton
            label={labels.follow}
            aria-pressed={following}
            icon={<HeartIcon fill={following ? 'currentColor' : 'none'} />}
            variant={following ? 'soft' : 'secondary'}
            onClick={() => onFollow({ userId: user.id, follow: !following })}
          />
        </Tooltip>
      )}
      {onAddFriend && friendLabel && (
        <Tooltip content={friendLabel}>
          <IconButton
            label={friendLabel}
            icon={friendIcon[friendState]}
            variant={friendState === 'none' ? 'secondary' : 'ghost'}
            aria-disabled={friendState !== 'none' || undefined}
            onClick={() => friendState === 'none' && onAddFriend({ userId: user.id })}
          />
        </Tooltip>
      )}
      {onChat &&
        labels.chat &&
        (variant === 'large' ? (
          <Button icon={<ChatIcon />} onClick={chat} className={styles.chatButton}>
            {labels.chat}
          </Button>
        ) : (
          <Tooltip content={labels.chat}>
            <IconButton label={labels.chat} icon={<ChatIcon />} variant="primary" onClick={chat} />
          </Tooltip>
        ))}
    </div>
  );
}
