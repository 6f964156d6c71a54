import { notifyFailure } from './toasts';

/** How many records a page of a growing list asks for (the API's default). */
export const PAGE_SIZE = 20;

/**
 * A list that grows a page at a time (pageNum/pageSize): what a store keeps for friends,
 * followers, visitors, notifications and announcements.
 */
export type PagedList<T> = {
  items: T[];
  /** How many records the server has in all. */
  total: number;
  /** The last page loaded (0 before the first). */
  pageNum: number;
  /** The first page: idle before any call, loading, ready or failed. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** A further page is on its way. */
  loadingMore: boolean;
};

/** What the pages read of a list (a snapshot is read-only). */
export type PagedListView<T> = {
  readonly items: readonly T[];
  readonly total: number;
  readonly status: PagedList<T>['status'];
  readonly loadingMore: boolean;
};

type Page<T> = { records: T[]; total: number };
type FetchPage<T> = (page: { pageNum: number; pageSize: number }) => Promise<Page<T>>;

export function emptyList<T>(): PagedList<T> {
  return { items: [], total: 0, pageNum: 0, status: 'idle', loadingMore: false };
}

/** More records wait on the server. */
export function hasMore(list: PagedListView<unknown>) {
  return list.status === 'ready' && list.items.length < list.total;
}

/** Nothing to show yet: the first page is on its way (a reload keeps what is shown). */
export function isFirstLoad(list: PagedListView<unknown>) {
  return (list.status === 'idle' || list.status === 'loading') && list.items.length === 0;
}

// Which call each list waits for: an older answer (a reload, a filter change) is dropped.
const calls = new WeakMap<object, number>();
function nextCall(list: object) {
  const call = (calls.get(list) ?? 0) + 1;
  calls.set(list, call);
  return call;
}
const isCurrent = (list: object, call: number) => calls.get(list) === call;

// The first-page load each list is waiting for, by what it asks, so a second mount of the same
// page (StrictMode, a remount) shares it: the server marks notifications read as it lists them,
// so a second call would answer them all read and the unread marks would vanish at once.
const firstLoads = new WeakMap<object, { key: string; promise: Promise<boolean> }>();

/**
 * Loads the first page again. What is shown stays until the answer replaces it, unless `clear`
 * (a new filter). A failure says so with `failure` and the reason; the list shows its failed state.
 * A load of the same `key` already on its way is shared, not repeated.
 */
export function loadFirstPage<T>(
  list: PagedList<T>,
  fetchPage: FetchPage<T>,
  failure: string,
  { clear = false, key = '' }: { clear?: boolean; key?: string } = {},
): Promise<boolean> {
  const pending = firstLoads.get(list);
  if (pending && pending.key === key && list.status === 'loading') return pending.promise;
  const promise = fetchFirstPage(list, fetchPage, failure, clear);
  firstLoads.set(list, { key, promise });
  return promise;
}

async function fetchFirstPage<T>(
  list: PagedList<T>,
  fetchPage: FetchPage<T>,
  failure: string,
  clear: boolean,
): Promise<boolean> {
  const call = nextCall(list);
  if (clear) list.items = [];
  list.status = 'loading';
  list.loadingMore = false;
  try {
    const page = await fetchPage({ pageNum: 1, pageSize: PAGE_SIZE });
    if (!isCurrent(list, call)) return false;
    Object.assign(list, { items: page.records, total: page.total, pageNum: 1, status: 'ready' });
    return true;
  } catch (error) {
    if (!isCurrent(list, call)) return false;
    list.status = 'failed';
    notifyFailure(error, failure);
    return false;
  }
}

/**
 * Appends the next page. Records already shown are not repeated (a record added on the server
 * meanwhile shifts the pages by one). A failure keeps the list and says so.
 */
export async function loadNextPage<T>(
  list: PagedList<T>,
  fetchPage: FetchPage<T>,
  keyOf: (item: T) => string | number,
  failure: string,
): Promise<boolean> {
  if (!hasMore(list) || list.loadingMore) return false;
  const call = nextCall(list);
  list.loadingMore = true;
  try {
    const page = await fetchPage({ pageNum: list.pageNum + 1, pageSize: PAGE_SIZE });
    if (!isCurrent(list, call)) return false;
    const shown = new Set(list.items.map(keyOf));
    list.items.push(...page.records.filter((item) => !shown.has(keyOf(item))));
    list.total = page.records.length === 0 ? list.items.length : page.total;
    list.pageNum += 1;
    return true;
  } catch (error) {
    if (isCurrent(list, call)) notifyFailure(error, failure);
    return false;
  } finally {
    if (isCurrent(list, call)) list.loadingMore = false;
  }
}
