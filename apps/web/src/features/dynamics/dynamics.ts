import { isHeartlineError, type Data, type Schema } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { currentLanguage, i18n } from '../../i18n/i18n';
import type { InterfaceLanguage } from '../../i18n/languages';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { payOnce, refusedForFunds } from '../../stores/payment';
import { registerReset } from '../../stores/resetStores';
import { balanceChanged } from '../account';

/** A dynamic as the caller sees it (API `Dynamic`). */
export type Dynamic = Data<'/dynamic/dynamic-list', 'get'>['records'][number];

/** The lists of dynamics: the square (everyone), the friends circle, my own (/myspace). */
export type Feed = 'square' | 'friends' | 'mine';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

type FeedState = {
  records: Dynamic[];
  total: number;
  /** The last page loaded. */
  pageNum: number;
  status: LoadStatus;
  loadingMore: boolean;
  /** The next page failed: the list offers to try again instead of loading on scroll. */
  moreFailed: boolean;
};

type DetailState = {
  /** The dynamic of /dynamic/:id. */
  id: number | null;
  dynamic: Dynamic | null;
  /** `missing`: deleted or unknown (404). */
  status: LoadStatus | 'missing';
};

type DynamicsState = {
  feeds: Record<Feed, FeedState>;
  detail: DetailState;
  /** Likes on their way (the button ignores more taps meanwhile). */
  liking: number[];
  /** Burn-after-reading dynamics whose images are being opened. */
  revealing: number[];
  /** The burn-after-reading images on screen, one after the other, 8 seconds each. */
  burnViewer: { dynamicId: number; images: string[]; index: number } | null;
  /** The image preview of a normal dynamic. */
  preview: { dynamicId: number; src: string; index: number; count: number; author: string } | null;
  /** The dynamic whose delete waits for confirmation, and whether it is running. */
  pendingDelete: number | null;
  deleting: boolean;
  /** Paid translations by `translationKey(id, language)`: a second tap shows them, free. */
  translations: Record<string, string>;
  /** Dynamics whose translation is on its way. */
  translating: number[];
};

/** Dynamics per page: enough to fill a wide screen, small enough for a phone. */
export const FEED_PAGE_SIZE = 10;

const emptyFeed = (): FeedState => ({
  records: [],
  total: 0,
  pageNum: 0,
  status: 'idle',
  loadingMore: false,
  moreFailed: false,
});

const initial = (): DynamicsState => ({
  feeds: { square: emptyFeed(), friends: emptyFeed(), mine: emptyFeed() },
  detail: { id: null, dynamic: null, status: 'idle' },
  liking: [],
  revealing: [],
  burnViewer: null,
  preview: null,
  pendingDelete: null,
  deleting: false,
  translations: {},
  translating: [],
});

/** Dynamics: the square, the friends circle, my dynamics and one dynamic, with likes and burns. */
export const dynamics = proxy<DynamicsState>(initial());

const feeds: Feed[] = ['square', 'friends', 'mine'];
/** The latest request per list: an older answer arriving late is dropped. */
const requests: Record<Feed | 'detail', number> = { square: 0, friends: 0, mine: 0, detail: 0 };

/** Every copy of a dynamic on screen (a list or the detail page). */
function copiesOf(id: number): Dynamic[] {
  const copies = feeds.flatMap((feed) => dynamics.feeds[feed].records.filter((d) => d.id === id));
  if (dynamics.detail.dynamic?.id === id) copies.push(dynamics.detail.dynamic);
  return copies;
}

/** Changes every copy of a dynamic the same way. */
export function updateDynamic(id: number, change: (dynamic: Dynamic) => void) {
  for (const copy of copiesOf(id)) change(copy);
}

/** A dynamic as shown now, wherever it is. */
export function findDynamic(id: number): Dynamic | undefined {
  return copiesOf(id)[0];
}

/** My list: the pinned dynamic first, then newest first (as the server orders it). */
function sortMine() {
  dynamics.feeds.mine.records.sort(
    (a, b) => b.top - a.top || Date.parse(b.createTime) - Date.parse(a.createTime),
  );
}

/**
 * The first page of a list. The records already shown stay while it loads (coming back to a
 * list refreshes it without a blank screen).
 */
export async function loadFeed(feed: Feed) {
  const state = dynamics.feeds[feed];
  const request = ++requests[feed];
  state.status = 'loading';
  try {
    const page = await sdk.dynamic.list({ type: feed, pageNum: 1, pageSize: FEED_PAGE_SIZE });
    if (request !== requests[feed]) return;
    Object.assign(state, {
      records: page.records,
      total: page.total,
      pageNum: 1,
      status: 'ready',
      loadingMore: false,
      moreFailed: false,
    });
  } catch (error) {
    if (request !== requests[feed]) return;
    state.status = 'failed';
    if (state.records.length > 0) notifyFailure(error, i18n.t('dynamics:feed.failed'));
  }
}

export function hasMore(feed: Feed) {
  const state = dynamics.feeds[feed];
  return state.status === 'ready' && state.records.length < state.total;
}

/** The next page of a list, appended (a dynamic already shown is not repeated). */
export async function loadMoreFeed(feed: Feed) {
  const state = dynamics.feeds[feed];
  if (state.loadingMore || !hasMore(feed)) return;
  const request = requests[feed];
  state.loadingMore = true;
  state.moreFailed = false;
  try {
    const pageNum = state.pageNum + 1;
    const page = await sdk.dynamic.list({ type: feed, pageNum, pageSize: FEED_PAGE_SIZE });
    if (request !== requests[feed]) return;
    const shown = new Set(state.records.map((d) => d.id));
    state.records.push(...page.records.filter((d) => !shown.has(d.id)));
    state.total = page.total;
    state.pageNum = pageNum;
  } catch (error) {
    if (request !== requests[feed]) return;
    state.moreFailed = true;
    notifyFailure(error, i18n.t('dynamics:feed.moreFailed'));
  } finally {
    if (request === requests[feed]) state.loadingMore = false;
  }
}

/** One dynamic for /dynamic/:id. */
export async function loadDynamic(id: number) {
  const request = ++requests.detail;
  const { detail } = dynamics;
  if (detail.id !== id) Object.assign(detail, { id, dynamic: null });
  detail.status = 'loading';
  try {
    const dynamic = await sdk.dynamic.get({ id });
    if (request !== requests.detail) return;
    Object.assign(detail, { dynamic, status: 'ready' });
  } catch (error) {
    if (request !== requests.detail) return;
    const missing = isHeartlineError(error) && error.status === 404;
    detail.status = missing ? 'missing' : 'failed';
  }
}

/**
 * Likes or unlikes at once on screen, then on the server; the server's count wins, and a
 * failure puts the like back as it was.
 */
export async function toggleLike(id: number, like: boolean) {
  const before = findDynamic(id);
  if (!before || dynamics.liking.includes(id) || before.supported === like) return;
  const { supported, likes } = before;
  dynamics.liking.push(id);
  updateDynamic(id, (d) => {
    d.supported = like;
    if (d.likes !== null) d.likes = Math.max(0, d.likes + (like ? 1 : -1));
  });
  try {
    const answer = await sdk.dynamic.like({ id, support: like });
    updateDynamic(id, (d) => Object.assign(d, answer));
  } catch (error) {
    updateDynamic(id, (d) => Object.assign(d, { supported, likes }));
    notifyFailure(
      error,
      i18n.t(like ? 'dynamics:actions.likeFailed' : 'dynamics:actions.unlikeFailed'),
    );
  } finally {
    dynamics.liking = dynamics.liking.filter((liking) => liking !== id);
  }
}

/**
 * A tap on another member's blurred burn-after-reading images: the server records that they
 * are seen (from then on they are burned for me), then they show one after the other.
 */
export async function revealBurn(id: number) {
  const dynamic = findDynamic(id);
  if (!dynamic || dynamics.revealing.includes(id) || dynamic.images.length === 0) return;
  const images = [...dynamic.images];
  dynamics.revealing.push(id);
  try {
    await sdk.dynamic.markBurned({ id });
    dynamics.burnViewer = { dynamicId: id, images, index: 0 };
  } catch (error) {
    notifyFailure(error, i18n.t('dynamics:burn.openFailed'));
  } finally {
    dynamics.revealing = dynamics.revealing.filter((revealing) => revealing !== id);
  }
}

/**
 * One burn image is gone: the next shows, unless the member closed the viewer early or it was
 * the last. Then the dynamic shows "image burned", as the server will answer from now on.
 */
export function burnImageDone({ early }: { early: boolean }) {
  const viewer = dynamics.burnViewer;
  if (!viewer) return;
  if (!early && viewer.index < viewer.images.length - 1) {
    viewer.index += 1;
    return;
  }
  dynamics.burnViewer = null;
  updateDynamic(viewer.dynamicId, (d) => Object.assign(d, { burned: 1, images: [] }));
}

/** Opens a normal dynamic's image on the whole screen. */
export function openImage(id: number, index: number) {
  const dynamic = findDynamic(id);
  const src = dynamic?.images[index];
  if (!dynamic || !src) return;
  dynamics.preview = {
    dynamicId: id,
    src,
    index,
    count: dynamic.images.length,
    author: dynamic.user.nickname,
  };
}

export function closeImage() {
  dynamics.preview = null;
}

/** Pins (unpinning the one pinned before) or unpins one of my dynamics. */
export async function setTop(id: number, top: boolean) {
  try {
    const answer = await sdk.dynamic.setTop({ id, top });
    const mine = findDynamic(id)?.user.id;
    for (const feed of feeds) {
      for (const d of dynamics.feeds[feed].records) {
        if (d.id === answer.id) d.top = answer.top ? 1 : 0;
        else if (answer.top && d.user.id === mine) d.top = 0;
      }
    }
    const shown = dynamics.detail.dynamic;
    if (shown?.id === answer.id) shown.top = answer.top ? 1 : 0;
    else if (shown && answer.top && shown.user.id === mine) shown.top = 0;
    sortMine();
    notify({
      tone: 'success',
      title: i18n.t(answer.top ? 'dynamics:actions.pinned' : 'dynamics:actions.unpinned'),
    });
    return true;
  } catch (error) {
    notifyFailure(
      error,
      i18n.t(top ? 'dynamics:actions.pinFailed' : 'dynamics:actions.unpinFailed'),
    );
    return false;
  }
}

/** Puts a dynamic I just published on top of the lists it belongs in. */
export function addPublished(dynamic: Dynamic) {
  for (const feed of feeds) {
    const state = dynamics.feeds[feed];
    if (state.status !== 'ready') continue;
    if (feed === 'mine' && dynamic.top === 1) for (const d of state.records) d.top = 0;
    state.records.unshift(dynamic);
    state.total += 1;
  }
  sortMine();
}

/** Takes a deleted dynamic off every list. */
function removeDynamic(id: number) {
  for (const feed of feeds) {
    const state = dynamics.feeds[feed];
    const before = state.records.length;
    state.records = state.records.filter((d) => d.id !== id);
    state.total -= before - state.records.length;
  }
  if (dynamics.detail.dynamic?.id === id) {
    Object.assign(dynamics.detail, { dynamic: null, status: 'missing' });
  }
}

/** Asks before deleting one of my dynamics (the confirm dialog shows). */
export function askDeleteDynamic(id: number) {
  dynamics.pendingDelete = id;
}

export function cancelDeleteDynamic() {
  if (!dynamics.deleting) dynamics.pendingDelete = null;
}

/** Deletes the dynamic the dialog asked about; resolves to true once it is gone. */
export async function confirmDeleteDynamic() {
  const id = dynamics.pendingDelete;
  if (id === null || dynamics.deleting) return false;
  dynamics.deleting = true;
  try {
    await sdk.dynamic.delete({ id });
    removeDynamic(id);
    dynamics.pendingDelete = null;
    notify({ tone: 'success', title: i18n.t('dynamics:delete.done') });
    return true;
  } catch (error) {
    notifyFailure(error, i18n.t('dynamics:delete.failed'));
    return false;
  } finally {
    dynamics.deleting = false;
  }
}

/** Where a translation into an interface language is kept (dynamic or comment id, language). */
export function translationKey(id: number, language: string) {
  return `${id}:${language}`;
}

/** The translation target for an interface language (a /system/dialogue code). */
export function dialogueLanguage(language: InterfaceLanguage): Schema<'DialogueLanguageCode'> {
  return language === 'zh-CN' ? 'zh' : language;
}

/**
 * A paid translation refused or failed: short of characters and coins (shortOfFunds)
 * opens the low-balance dialog (recharge, translation pack, not now); anything else is told.
 */
export function translationFailed(error: unknown) {
  if (!refusedForFunds(error, { what: 'translation' }))
    notifyFailure(error, i18n.t('dynamics:translate.failed'));
}

/**
 * Translates a dynamic's content into the interface language (paid, one Idempotency-Key per
 * translation, kept while a lost answer is retried). The result is kept per language: asking
 * again shows it without paying again. The side bar's characters and coins refresh after.
 */
export async function translateDynamic(id: number) {
  const language = currentLanguage();
  const key = translationKey(id, language);
  if (!findDynamic(id)?.content || key in dynamics.translations) return;
  if (dynamics.translating.includes(id)) return;
  dynamics.translating.push(id);
  try {
    const answer = await payOnce(`dynamic-translation:${key}`, (options) =>
      sdk.dynamic.translate({ id, toLanguage: dialogueLanguage(language) }, options),
    );
    dynamics.translations[key] = answer.translation;
    balanceChanged();
  } catch (error) {
    translationFailed(error);
  } finally {
    dynamics.translating = dynamics.translating.filter((translating) => translating !== id);
  }
}

export function reset() {
  Object.assign(dynamics, initial());
  for (const key of Object.keys(requests) as (keyof typeof requests)[]) requests[key] += 1;
}
registerReset(reset);

export function useDynamics() {
  return useSnapshot(dynamics);
}
