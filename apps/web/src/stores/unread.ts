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

export function reset() {
  unread.counts = null;
}
registerReset(reset);

export function useUnreadCounts() {
  return useSnapshot(unread).counts;
}
