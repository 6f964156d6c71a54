import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import type { EncounterUser } from '../encounter';
import { notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';

/** The member's luck today (TodayLuck): a score from 1 to 100 and a message. */
export type TodayLuck = Data<'/bump/list', 'get'>['luck'];

/** Recommended users a page at a time. */
export const RECOMMENDED_PAGE_SIZE = 12;

type HomeState = {
  /** Today's luck, from the server with every page of recommended users. */
  luck: TodayLuck | null;
  /** The recommended users loaded so far, page after page (/bump/list). */
  users: EncounterUser[];
  /** How many there are in all. */
  total: number;
  /** The last page loaded. */
  pageNum: number;
  /** The first page: loading, shown, or failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The next page is on its way. */
  loadingMore: boolean;
};

const initial = (): HomeState => ({
  luck: null,
  users: [],
  total: 0,
  pageNum: 0,
  status: 'idle',
  loadingMore: false,
});

/** Home: today's luck and the recommended users. */
export const home = proxy<HomeState>(initial());

/** Bumped by each (re)load, so a late answer of an earlier one changes nothing. */
let generation = 0;

/** Loads (or refreshes) today's luck and the first page of recommended users. */
export async function loadHome() {
  const current = ++generation;
  home.status = 'loading';
  home.loadingMore = false;
  try {
    const page = await sdk.match.listRecommended({ pageNum: 1, pageSize: RECOMMENDED_PAGE_SIZE });
    if (current !== generation) return;
    home.luck = page.luck;
    home.users = page.records;
    home.total = page.total;
    home.pageNum = 1;
    home.status = 'ready';
  } catch (error) {
    if (current !== generation) return;
    home.status = 'failed';
    notifyFailure(error, i18n.t('home:errors.loadFailed'));
  }
}

/** True while more recommended users wait on the server. */
export function hasMoreRecommended(state: {
  readonly users: readonly unknown[];
  readonly total: number;
  readonly status: HomeState['status'];
}) {
  return state.status === 'ready' && state.users.length < state.total;
}

/** Adds the next page of recommended users (the order is stable all day, so none repeat). */
export async function loadMoreRecommended() {
  if (home.loadingMore || !hasMoreRecommended(home)) return;
  const current = generation;
  home.loadingMore = true;
  try {
    const page = await sdk.match.listRecommended({
      pageNum: home.pageNum + 1,
      pageSize: RECOMMENDED_PAGE_SIZE,
    });
    if (current !== generation) return;
    const known = new Set(home.users.map((user) => user.id));
    home.users.push(...page.records.filter((user) => !known.has(user.id)));
    home.luck = page.luck;
    // An empty page ends the list, whatever the total said.
    home.total = page.records.length === 0 ? home.users.length : page.total;
    home.pageNum = page.pageNum;
  } catch (error) {
    if (current !== generation) return;
    notifyFailure(error, i18n.t('home:errors.moreFailed'));
  } finally {
    if (current === generation) home.loadingMore = false;
  }
}

export function reset() {
  generation++;
  Object.assign(home, initial());
}
registerReset(reset);

export function useHome() {
  return useSnapshot(home);
}
