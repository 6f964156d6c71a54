import { Avatar } from '../../private/Avatar';
import { DeferredDropdownMenu } from '../../private/Menu/DeferredDropdownMenu';
import type { MenuEntry } from '../../private/Menu/menuItems';
import { ChevronDownIcon } from '../../private/icons';
import { memberLevelOf } from '../../private/member';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import * as styles from './TopBar.css';

/** The member shown in the bar (fields of UserInfo). */
export type TopBarUser = {
  /** The member's nickname. */
  nickname: string;
  /** The avatar's URL. */
  avatar?: string;
  /** 0 normal, 1 VIP, 2 SVIP. */
  vipLevel?: number;
};

export type TopBarAccountMenuProps = {
  /** The logged-in member. */
  user: TopBarUser;
  /** The menu's entries, translated (profile, edit info, my account, my visitors, log out). */
  entries: MenuEntry[];
  /** The button's name, translated ("Account menu"). */
  label: string;
};

/** The avatar button and its dropdown. */
export function TopBarAccountMenu({ user, entries, label }: TopBarAccountMenuProps) {
  return (
    <DeferredDropdownMenu
      trigger={
        // Named by what it shows (the nickname, on wide screens) and then what it is.
        <button type="button" className={styles.accountButton}>
          <span aria-hidden="true" className={styles.accountAvatar}>
            <Avatar
              name={user.nickname}
              src={user.avatar}
              size="small"
              level={memberLevelOf(user.vipLevel)}
            />
          </span>
          <span className={styles.accountName}>{user.nickname}</span>
          <span className={visuallyHidden}>{label}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      }
      entries={entries}
    />
  );
}
