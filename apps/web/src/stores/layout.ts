import type { SideBarShortcut } from '@heartline/ui';
import { proxy, useSnapshot } from 'valtio';
import { registerReset } from './resetStores';

const collapsedKey = 'heartline.sideMenuCollapsed';

function storedCollapsed(): boolean | null {
  try {
    const value = localStorage.getItem(collapsedKey);
    return value === null ? null : value === 'true';
  } catch {
    return null;
  }
}

type LayoutState = {
  /**
   * Wide screens: the side menu shows icons only; null until the member chooses (then it
   * follows the page: collapsed on the chat pages, open elsewhere; see AppSideMenu).
   */
  sideMenuCollapsed: boolean | null;
  /** Narrow screens: the top bar's menu (tabs, search, side menu) is open. */
  menuOpen: boolean;
  /** Wide screens: the side bar button whose floating chat window is open. */
  chatWindow: SideBarShortcut | null;
  /**
   * The chat's bar and tab that the side bar's buttons chose (spec section 2): the first tap sets
   * the chat tab index; the address book selects the second bar (contacts) with index 0.
   */
  chatBar: 'conversations' | 'contacts';
  chatTabIndex: number;
};

const initial = (): LayoutState => ({
  sideMenuCollapsed: storedCollapsed(),
  menuOpen: false,
  chatWindow: null,
  chatBar: 'conversations',
  chatTabIndex: 0,
});

/** The frame's own state: the side menu, the narrow menu and the floating chat window. */
export const layout = proxy<LayoutState>(initial());

const shortcutTabs: Record<SideBarShortcut, number> = {
  friendRequests: 1,
  announcements: 2,
  notifications: 3,
  customerService: 4,
  recentChats: 0,
  addressBook: 0,
};

export function setSideMenuCollapsed(collapsed: boolean) {
  layout.sideMenuCollapsed = collapsed;
  try {
    localStorage.setItem(collapsedKey, String(collapsed));
  } catch {
    // Not remembered: it is a preference.
  }
}

export function setMenuOpen(open: boolean) {
  layout.menuOpen = open;
}

/** A side bar button: selects its chat tab, and on wide screens toggles the floating window. */
export function chooseShortcut(
  shortcut: SideBarShortcut,
  { toggleWindow }: { toggleWindow: boolean },
) {
  layout.chatBar = shortcut === 'addressBook' ? 'contacts' : 'conversations';
  layout.chatTabIndex = shortcutTabs[shortcut];
  if (toggleWindow) layout.chatWindow = layout.chatWindow === shortcut ? null : shortcut;
}

export function closeChatWindow() {
  layout.chatWindow = null;
}

export function reset() {
  Object.assign(layout, initial());
}
registerReset(reset);

export function useLayout() {
  return useSnapshot(layout);
}
