import { Button } from '../../private/Button';
import { IconButton } from '../../private/IconButton';
import { ChatIcon, CheckIcon, HeartIcon, MoreIcon } from '../../private/icons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { EditIcon, UserPlusIcon } from '../../private/icons/layoutIcons';
import { ClockIcon, FlagIcon, UserCheckIcon } from '../../private/icons/socialIcons';
import { DropdownMenu } from '../../private/Menu';
import * as styles from './ProfileHeader.css';

export type ProfileHeaderActionLabels = {
  /** Own profile: "Edit profile". */
  editProfile?: string;
  /** "Follow". */
  follow?: string;
  /** Shown while following; a click unfollows ("Following"). */
  following?: string;
  /** "Add friend". */
  addFriend?: string;
  /** A request waits for an answer ("Request sent"). */
  friendRequested?: string;
  /** Already friends ("Friends"). */
  friends?: string;
  /** "Chat". */
  chat?: string;
  /** "Send a gift". */
  gift?: string;
  /** The menu button's name ("More actions"). */
  more?: string;
  /** The complaint entry of the menu ("Report"). */
  complain?: string;
};

export type ProfileHeaderActionsProps = {
  userId: number;
  imAccount?: string;
  own: boolean;
  isFollow: boolean;
  friendState: 'none' | 'pending' | 'friends';
  followPending?: boolean;
  friendPending?: boolean;
  labels: ProfileHeaderActionLabels;
  onEditProfile?: () => void;
  onFollow?: (change: { userId: number; follow: boolean }) => void;
  onAddFriend?: (request: { userId: number }) => void;
  onChat?: (chat: { userId: number; imAccount?: string }) => void;
  onGift?: (gift: { userId: number }) => void;
  onComplain?: (complaint: { userId: number }) => void;
};

/** Own profile: edit. Someone else's: follow, add friend, chat, gift and a menu with complaint. */
export function ProfileHeaderActions(props: ProfileHeaderActionsProps) {
  const { userId, own, isFollow, friendState, labels } = props;
  if (own) {
    return props.onEditProfile && labels.editProfile ? (
      <div className={styles.actions}>
        <Button variant="secondary" icon={<EditIcon />} onClick={props.onEditProfile}>
          {labels.editProfile}
        </Button>
      </div>
    ) : null;
  }
  const friendLabel = {
    none: labels.addFriend,
    pending: labels.friendRequested,
    friends: labels.friends,
  }[friendState];
  const friendIcon = { none: <UserPlusIcon />, pending: <ClockIcon />, friends: <UserCheckIcon /> }[
    friendState
  ];
  return (
    <div className={styles.actions}>
      {props.onChat && labels.chat && (
        <Button
          icon={<ChatIcon />}
          onClick={() => props.onChat?.({ userId, imAccount: props.imAccount })}
        >
          {labels.chat}
        </Button>
      )}
      {props.onFollow && labels.follow && (
        <Button
          variant={isFollow ? 'secondary' : 'ghost'}
          icon={isFollow ? <CheckIcon /> : <HeartIcon />}
          loading={props.followPending}
          aria-pressed={isFollow}
          className={isFollow ? undefined : styles.followButton}
          onClick={() => props.onFollow?.({ userId, follow: !isFollow })}
        >
          {isFollow ? (labels.following ?? labels.follow) : labels.follow}
        </Button>
      )}
      {props.onAddFriend && friendLabel && (
        <Button
          variant="secondary"
          icon={friendIcon}
          loading={props.friendPending}
          disabled={friendState !== 'none'}
          onClick={() => props.onAddFriend?.({ userId })}
        >
          {friendLabel}
        </Button>
      )}
      {props.onGift && labels.gift && (
        <IconButton
          label={labels.gift}
          icon={<GiftIcon />}
          variant="gold"
          onClick={() => props.onGift?.({ userId })}
        />
      )}
      {props.onComplain && labels.more && labels.complain && (
        <DropdownMenu
          trigger={<IconButton label={labels.more} icon={<MoreIcon />} variant="secondary" />}
          entries={[
            {
              key: 'complain',
              label: labels.complain,
              icon: <FlagIcon />,
              tone: 'danger',
              onSelect: () => props.onComplain?.({ userId }),
            },
          ]}
        />
      )}
    </div>
  );
}
