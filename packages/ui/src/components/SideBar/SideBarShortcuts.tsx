import type { ReactNode } from 'react';
import { BellIcon } from '../../private/icons';
import {
  ContactsIcon,
  HeadsetIcon,
  HistoryIcon,
  MegaphoneIcon,
  UserPlusIcon,
} from '../../private/icons/layoutIcons';
import { visuallyHidden } from '../../private/VisuallyHidden/VisuallyHidden.css';
import * as styles from './SideBar.css';

/** The six icon buttons of the side bar, in the spec's order. */
export const sideBarShortcuts = [
  'friendRequests',
  'announcements',
  'notifications',
  'customerService',
  'recentChats',
  'addressBook',
] as const;

export type SideBarShortcut = (typeof sideBarShortcuts)[number];

const icons: Record<SideBarShortcut, ReactNode> = {
  friendRequests: <UserPlusIcon />,
  announcements: <MegaphoneIcon />,
  notifications: <BellIcon />,
  customerService: <HeadsetIcon />,
  recentChats: <HistoryIcon />,
  addressBook: <ContactsIcon />,
};

export type SideBarShortcutsProps = {
  /** Each button's name, translated. */
  labels: Record<SideBarShortcut, string>;
  /** Names the group ("Quick access"). */
  groupLabel: string;
  /** Unread counts shown on the buttons (0 or absent: none). */
  badges?: Partial<Record<SideBarShortcut, number>>;
  /** The button whose window is open (pressed). */
  active?: SideBarShortcut | null;
  /** Called with the button the member pressed. */
  onShortcut: (shortcut: { key: SideBarShortcut }) => void;
};

/**
 * Friend requests, announcements, notifications, customer service, recent chats, address book:
 * each an icon with its name under it.
 */
export function SideBarShortcuts({
  labels,
  groupLabel,
  badges = {},
  active,
  onShortcut,
}: SideBarShortcutsProps) {
  return (
    <div role="group" aria-label={groupLabel} className={styles.shortcuts}>
      {sideBarShortcuts.map((key) => {
        const count = badges[key] ?? 0;
        return (
          <button
            key={key}
            type="button"
            className={styles.shortcut}
            aria-pressed={active === key}
            onClick={() => onShortcut({ key })}
          >
            <span className={styles.shortcutIcon}>
              {icons[key]}
              {count > 0 && (
                <span className={styles.shortcutBadge} aria-hidden="true">
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </span>
            <span className={styles.shortcutLabel}>{labels[key]}</span>
            {count > 0 && <span className={visuallyHidden}> ({count})</span>}
          </button>
        );
      })}
    </div>
  );
}
