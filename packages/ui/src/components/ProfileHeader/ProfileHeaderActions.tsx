import { Button } from '../../private/Button';
import { IconButton } from '../../private/IconButton';
import { ChatIcon, CheckIcon, HeartIcon, MoreIcon } from '../../private/icons';
import { GiftIcon } from '../../private/icons/dialogIcons';
import { EditIcon, UserPlusIcon } from '../../private/icons/layoutIcons';
import {
  BlockIcon,
  ClockIcon,
  FlagIcon,
  UserCheckIcon,
  UserMinusIcon,
} from '../../private/icons/socialIcons';
import { DropdownMenu, type MenuEntry } from '../../private/Menu';
import { cx } from '../../utils/cx';
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
  /** The block entry of the menu ("Block"). */
  block?: string;
  /** Shown instead of every other action on a member I blocked ("Unblock"). */
  unblock?: string;
  /** The menu's entry that ends a friendship ("Delete friend"). */
  deleteFriend?: string;
};

export type ProfileHeaderActionsProps = {
  userId: number;
  imAccount?: string;
  own: boolean;
  isFollow: boolean;
  friendState: 'none' | 'pending' | 'friends';
  followPending?: boolean;
  friendPending?: boolean;
  /** I blocked this member: only Unblock (and Report) is offered. */
  blocked?: boolean;
  /** A block or unblock is on its way. */
  blockPending?: boolean;
  labels: ProfileHeaderActionLabels;
  onEditProfile?: () => void;
  onFollow?: (change: { userId: number; follow: boolean }) => void;
  onAddFriend?: (request: { userId: number }) => void;
  onChat?: (chat: { userId: number; imAccount?: string }) => void;
  onGift?: (gift: { userId: number }) => void;
  onComplain?: (complaint: { userId: number }) => void;
  /** Block (`block: true`) or unblock this member; the owner asks first. */
  onBlock?: (change: { userId: number; block: boolean }) => void;
  /** End the friendship; shown in the menu while friends. */
  onDeleteFriend?: (friend: { userId: number }) => void;
};

/**
 * Own profile: edit. Someone else's: follow, add friend, chat, gift and a menu with delete friend,
 * block and report. A member I blocked: Unblock, and the menu with report.
 */
export function ProfileHeaderActions(props: ProfileHeaderActionsProps) {
  const { userId, own, isFollow, friendState, labels } = props;
  if (own) {
    return props.onEditProfile && labels.editProfile ? (
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<EditIcon />}
          className={styles.textAction}
          onClick={props.onEditProfile}
        >
          {labels.editProfile}
        </Button>
      </div>
    ) : null;
  }
  const menu = menuEntries(props);
  if (props.blocked) {
    return (
      <div className={styles.actions}>
        {props.onBlock && labels.unblock && (
          <Button
            variant="secondary"
            icon={<BlockIcon />}
            className={styles.textAction}
            loading={props.blockPending}
            onClick={() => props.onBlock?.({ userId, block: false })}
          >
            {labels.unblock}
          </Button>
        )}
        {menu.length > 0 && labels.more && (
          <DropdownMenu
            trigger={<IconButton label={labels.more} icon={<MoreIcon />} variant="secondary" />}
            entries={menu}
          />
        )}
      </div>
    );
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
          className={styles.textAction}
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
          className={cx(styles.textAction, !isFollow && styles.followButton)}
          onClick={() => props.onFollow?.({ userId, follow: !isFollow })}
        >
          {isFollow ? (labels.following ?? labels.follow) : labels.follow}
        </Button>
      )}
      {props.onAddFriend && friendLabel && (
        <Button
          variant="secondary"
          icon={friendIcon}
          className={styles.textAction}
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
      {menu.length > 0 && labels.more && (
        <DropdownMenu
          trigger={<IconButton label={labels.more} icon={<MoreIcon />} variant="secondary" />}
          entries={menu}
        />
      )}
    </div>
  );
}

/** The "More actions" menu: delete friend (while friends), block (until blocked), report. */
function menuEntries(props: ProfileHeaderActionsProps): MenuEntry[] {
  const { userId, friendState, labels } = props;
  const menu: MenuEntry[] = [];
  if (props.onDeleteFriend && labels.deleteFriend && friendState === 'friends' && !props.blocked) {
    const onSelect = () => props.onDeleteFriend?.({ userId });
    menu.push({
      key: 'deleteFriend',
      label: labels.deleteFriend,
      icon: <UserMinusIcon />,
      onSelect,
    });
  }
  if (props.onBlock && labels.block && !props.blocked) {
    const onSelect = () => props.onBlock?.({ userId, block: true });
    menu.push({ key: 'block', label: labels.block, icon: <BlockIcon />, tone: 'danger', onSelect });
  }
  if (props.onComplain && labels.complain) {
    const onSelect = () => props.onComplain?.({ userId });
    menu.push({
      key: 'complain',
      label: labels.complain,
      icon: <FlagIcon />,
      tone: 'danger',
      onSelect,
    });
  }
  return menu;
}
