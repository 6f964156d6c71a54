import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { sdk } from '../sdk';
import { registerReset } from './resetStores';

/** What I have not read yet (GET /message/unread-message). */
export type UnreadCounts = Data<'/message/unread-message', 'get'>;

type UnreadState = {
  /** The badges of the side menu, the side bar and the message pages; null until the first answer. */
  counts: UnreadCounts | null;
};

/**
 * The unread counts, apart from the notifications store so the main layout (the first route)
 * carries only this much.
 */
export const unread = proxy<UnreadState>({ counts: null });

/**
 * Refreshes the unread counts. Quiet on failure: the badges keep their last values and the next
 * refresh (the tab shown again, the next minute, the next page) tries again.
 */
export async function loadUnreadCounts() {
  try {
    unread.counts = await sdk.message.countUnread();
  } catch {
    // Badges are a hint; the pages themselves report their failures.
  }
}

/** The side bar's badges, by shortcut: what is unread, counted where it is read. */
export function unreadBadges(counts: UnreadCounts) {
  return {
    friendRequests: counts.friendRequests,
    announcements: counts.notices,
    notifications: counts.notifications,
    customerService: counts.service,
    recentChats: counts.conversations - counts.service,
  };
}

/** Everything unread, as the side bar's badges add up (the tab title shows it); 0 until known. */
export function unreadTotal(counts: UnreadCounts | null) {
  if (!counts) return 0;
  return Object.values(unreadBadges(counts)).reduce((sum, count) => sum + count, 0);
}

export function reset() {
  unread.counts = null;
}
registerReset(reset);

export function useUnreadCounts() {
  return useSnapshot(unread).counts;
}
