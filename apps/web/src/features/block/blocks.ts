import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';
import { notify, notifyFailure } from '../../stores/toasts';
import { loadUnreadCounts } from '../../stores/unread';

/** A member I blocked (GET /user/block-list). */
export type BlockedUser = Data<'/user/block-list', 'get'>['records'][number];

/** Whom the confirmation asks about. */
export type BlockTarget = { userId: number; nickname: string };

type BlockState = {
  /** The member the confirmation dialog asks about; null while it is closed. */
  asking: BlockTarget | null;
  /** The block asked about is on its way. */
  pending: boolean;
  /** The settings page's list of members I blocked. */
  blocked: PagedList<BlockedUser>;
  /** Unblocks on their way, by profile id. */
  unblocking: number[];
};

const initial = (): BlockState => ({
  asking: null,
  pending: false,
  blocked: emptyList(),
  unblocking: [],
});

/**
 * Blocking a member (issue 18): asked from a profile, the chat header or the conversation list,
 * confirmed in one dialog (BlockDialog), and undone from the profile or the settings page's list.
 * The server hides each from the other everywhere and refuses chat; the screens that asked drop
 * what they show of the member when `askToBlock` answers true.
 */
export const blocks = proxy<BlockState>(initial());

/** Settles the question open in the dialog: true once blocked, false when cancelled. */
let answer: ((blocked: boolean) => void) | null = null;

function settle(blocked: boolean) {
  const done = answer;
  answer = null;
  done?.(blocked);
}

/** Opens the confirmation; resolves true once the member is blocked, false otherwise. */
export function askToBlock(target: BlockTarget): Promise<boolean> {
  settle(false);
  blocks.asking = target;
  return new Promise((resolve) => (answer = resolve));
}

export function cancelBlock() {
  if (blocks.pending) return;
  blocks.asking = null;
  settle(false);
}

/** Blocks the member asked about; the dialog closes either way, a failure says why. */
export async function confirmBlock() {
  const target = blocks.asking;
  if (!target || blocks.pending) return;
  blocks.pending = true;
  try {
    await sdk.user.block({ userId: target.userId, block: true });
    notify({ tone: 'success', title: i18n.t('block:blocked', { name: target.nickname }) });
    // The conversation, its unread messages and their notifications are gone.
    void loadUnreadCounts();
    settle(true);
  } catch (error) {
    notifyFailure(error, i18n.t('block:failed'));
    settle(false);
  } finally {
    blocks.pending = false;
    blocks.asking = null;
  }
}

/** Unblocks a member (from their profile or the list); true when done. */
export async function unblock(target: BlockTarget): Promise<boolean> {
  if (blocks.unblocking.includes(target.userId)) return false;
  blocks.unblocking.push(target.userId);
  try {
    await sdk.user.block({ userId: target.userId, block: false });
    const list = blocks.blocked;
    const before = list.items.length;
    list.items = list.items.filter((user) => user.id !== target.userId);
    list.total -= before - list.items.length;
    notify({ tone: 'success', title: i18n.t('block:unblocked', { name: target.nickname }) });
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('block:unblockFailed'));
    return false;
  } finally {
    blocks.unblocking = blocks.unblocking.filter((id) => id !== target.userId);
  }
}

const fetchBlocked = (paging: { pageNum: number; pageSize: number }) =>
  sdk.user.listBlocked(paging);

export function loadBlocked() {
  return loadFirstPage(blocks.blocked, fetchBlocked, i18n.t('block:list.failed'));
}

export function loadMoreBlocked() {
  return loadNextPage(blocks.blocked, fetchBlocked, (user) => user.id, i18n.t('block:list.failed'));
}

export function useBlocks() {
  return useSnapshot(blocks);
}

registerReset(() => {
  settle(false);
  Object.assign(blocks, initial());
});
