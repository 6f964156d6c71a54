import type { Data, Schema } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { notifyFailure } from '../../stores/toasts';
import { registerReset } from '../../stores/resetStores';

/** A gift given from one member to another (GiftRecord). */
export type GiftRecord = Data<'/gift/records', 'get'>['records'][number];

/** Which gifts: the ones I sent or the ones I received. */
export type GiftDirection = Schema<'GiftRecordType'>;

export const giftDirections: readonly GiftDirection[] = ['sent', 'received'];

/** Gift records a page at a time. */
export const GIFTS_PAGE_SIZE = 20;

type GiftList = {
  records: GiftRecord[];
  total: number;
  /** The last page loaded. */
  pageNum: number;
  /** The first page: not asked yet, loading, shown, or failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The next page is on its way. */
  loadingMore: boolean;
};

type GiftsState = Record<GiftDirection, GiftList>;

const emptyList = (): GiftList => ({
  records: [],
  total: 0,
  pageNum: 0,
  status: 'idle',
  loadingMore: false,
});

const initial = (): GiftsState => ({ sent: emptyList(), received: emptyList() });

/** My gifts: the ones I sent and the ones I received, newest first. */
export const gifts = proxy<GiftsState>(initial());

/** Bumped by each (re)load of a list, so a late answer of an earlier one changes nothing. */
const generations: Record<GiftDirection, number> = { sent: 0, received: 0 };

/** Loads (or reloads) the first page of the sent or received gifts. */
export async function loadGifts(direction: GiftDirection) {
  const current = ++generations[direction];
  const list = gifts[direction];
  list.status = 'loading';
  list.loadingMore = false;
  try {
    const page = await sdk.gift.listRecords({
      type: direction,
      pageNum: 1,
      pageSize: GIFTS_PAGE_SIZE,
    });
    if (current !== generations[direction]) return;
    list.records = page.records;
    list.total = page.total;
    list.pageNum = 1;
    list.status = 'ready';
  } catch (error) {
    if (current !== generations[direction]) return;
    list.status = 'failed';
    notifyFailure(error, i18n.t(`gifts:errors.${direction}Failed`));
  }
}

/** True while more records of the list wait on the server. */
export function hasMoreGifts(list: {
  readonly records: readonly unknown[];
  readonly total: number;
  readonly status: GiftList['status'];
}) {
  return list.status === 'ready' && list.records.length < list.total;
}

/** Adds the next page of the sent or received gifts. */
export async function loadMoreGifts(direction: GiftDirection) {
  const list = gifts[direction];
  if (list.loadingMore || !hasMoreGifts(list)) return;
  const current = generations[direction];
  list.loadingMore = true;
  try {
    const page = await sdk.gift.listRecords({
      type: direction,
      pageNum: list.pageNum + 1,
      pageSize: GIFTS_PAGE_SIZE,
    });
    if (current !== generations[direction]) return;
    const known = new Set(list.records.map((record) => record.id));
    list.records.push(...page.records.filter((record) => !known.has(record.id)));
    // An empty page ends the list, whatever the total said.
    list.total = page.records.length === 0 ? list.records.length : page.total;
    list.pageNum = page.pageNum;
  } catch (error) {
    if (current !== generations[direction]) return;
    notifyFailure(error, i18n.t('gifts:errors.moreFailed'));
  } finally {
    if (current === generations[direction]) list.loadingMore = false;
  }
}

export function reset() {
  generations.sent++;
  generations.received++;
  Object.assign(gifts, initial());
}
registerReset(reset);

export function useGifts() {
  return useSnapshot(gifts);
}
