import { isHeartlineError, type Body, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { payOnce, refusedForFunds } from '../../stores/payment';
import { registerReset } from '../../stores/resetStores';
import { balanceChanged } from '../account';

export type MallCategory = Data<'/umall-classify/list', 'get'>[number];
export type Goods = Data<'/umall-classify/goodlist', 'get'>['records'][number];
export type Order = Data<'/umall-order/mebuy', 'get'>['records'][number];
export type Friend = Data<'/friend/friend-list', 'get'>['records'][number];
export type Region = Data<'/system/region', 'get'>[number];
export type GoodsPurchase = Required<
  Pick<Body<'/umall-goods/buy', 'post'>, 'goodsId' | 'quantity'>
> &
  Pick<Body<'/umall-goods/buy', 'post'>, 'friendUserId' | 'address' | 'message'>;

/** At most this many of one goods item in one order (the API's limit). */
export const MAX_QUANTITY = 99;
/** The biggest page the API gives: friends and a category's goods are read whole with it. */
const FULL_PAGE = 100;

type Status = 'idle' | 'loading' | 'ready' | 'failed';

type MallState = {
  categories: MallCategory[];
  categoriesStatus: Status;
  /** The category shown on /shopping. */
  category: number | null;
  goods: PagedList<Goods>;
  /** /order: the goods being bought; `missing` when the address names none on sale. */
  chosen: Goods | null;
  chosenStatus: Status | 'missing';
  /** Whom the goods can be bought for, and where they can go. */
  friends: Friend[];
  friendsStatus: Status;
  regions: Region[];
  /** A purchase is running (the button spins; a second click buys nothing). */
  buying: boolean;
  /** The order just placed on /order, shown there as done. */
  placed: Order | null;
  /** /myOrder: what I bought for friends, and what friends bought for me. */
  purchases: PagedList<Order>;
  received: PagedList<Order>;
};

const initial = (): MallState => ({
  categories: [],
  categoriesStatus: 'idle',
  category: null,
  goods: emptyList(),
  chosen: null,
  chosenStatus: 'idle',
  friends: [],
  friendsStatus: 'idle',
  regions: [],
  buying: false,
  placed: null,
  purchases: emptyList(),
  received: emptyList(),
});

/** The mall: categories, goods, buying for a friend, and the orders both ways. */
export const mall = proxy<MallState>(initial());

let epoch = 0;

/** Loads the categories, then the goods of `category` (the first category unless given). */
export async function openMall(category?: number) {
  const asked = epoch;
  if (mall.categoriesStatus !== 'ready') {
    mall.categoriesStatus = 'loading';
    try {
      const categories = await sdk.mall.listCategories();
      if (asked !== epoch) return;
      mall.categories = categories;
      mall.categoriesStatus = 'ready';
    } catch (error) {
      if (asked !== epoch) return;
      mall.categoriesStatus = 'failed';
      notifyFailure(error, i18n.t('mall:shopping.loadFailed'));
      return;
    }
  }
  const known = mall.categories.some((entry) => entry.id === category);
  const chosen = known ? category : mall.categories[0]?.id;
  if (chosen !== undefined) await chooseCategory(chosen);
}

/** Shows the goods of another category, from its first page. */
export async function chooseCategory(category: number) {
  const changed = category !== mall.category;
  mall.category = category;
  return loadFirstPage(
    mall.goods,
    (page) => sdk.mall.listGoods({ classifyId: category, ...page }),
    i18n.t('mall:shopping.goodsFailed'),
    { clear: changed },
  );
}

export async function loadMoreGoods() {
  const category = mall.category;
  if (category === null) return false;
  return loadNextPage(
    mall.goods,
    (page) => sdk.mall.listGoods({ classifyId: category, ...page }),
    (goods) => goods.id,
    i18n.t('mall:shopping.goodsFailed'),
  );
}

/** Every record of a paged list, a full page at a time. */
async function readAll<T>(
  fetchPage: (page: { pageNum: number; pageSize: number }) => Promise<{
    records: T[];
    total: number;
  }>,
  until: (records: T[]) => boolean = () => false,
) {
  const all: T[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await fetchPage({ pageNum, pageSize: FULL_PAGE });
    all.push(...page.records);
    if (until(page.records) || page.records.length === 0 || all.length >= page.total) return all;
  }
}

/**
 * /order: the goods item (from the mall page, or read from its category when the address was
 * opened directly), the member's friends and the regions for the address.
 */
export async function openCheckout({
  goodsId,
  categoryId,
}: {
  goodsId: number;
  categoryId: number | null;
}) {
  const asked = epoch;
  mall.placed = null;
  const shown = mall.goods.items.find((goods) => goods.id === goodsId);
  if (shown) {
    mall.chosen = shown;
    mall.chosenStatus = 'ready';
  } else if (mall.chosen?.id !== goodsId) {
    mall.chosen = null;
    mall.chosenStatus = categoryId ? 'loading' : 'missing';
  }
  const goods = async () => {
    if (mall.chosenStatus !== 'loading' || !categoryId) return;
    try {
      const list = await readAll(
        (page) => sdk.mall.listGoods({ classifyId: categoryId, ...page }),
        (records) => records.some((entry) => entry.id === goodsId),
      );
      if (asked !== epoch) return;
      mall.chosen = list.find((entry) => entry.id === goodsId) ?? null;
      mall.chosenStatus = mall.chosen ? 'ready' : 'missing';
    } catch (error) {
      if (asked !== epoch) return;
      // A category that does not exist (404) means the goods are not on sale.
      const missing = isHeartlineError(error) && error.status === 404;
      mall.chosenStatus = missing ? 'missing' : 'failed';
      if (!missing) notifyFailure(error, i18n.t('mall:order.goodsFailed'));
    }
  };
  await Promise.all([goods(), loadFriends(), loadRegions()]);
}

async function loadFriends() {
  const asked = epoch;
  mall.friendsStatus = 'loading';
  try {
    const friends = await readAll((page) => sdk.friend.list(page));
    if (asked !== epoch) return;
    mall.friends = friends;
    mall.friendsStatus = 'ready';
  } catch (error) {
    if (asked !== epoch) return;
    mall.friendsStatus = 'failed';
    notifyFailure(error, i18n.t('mall:order.friendsFailed'));
  }
}

/** The regions' names, for the address form and the orders' addresses. */
export async function loadRegions() {
  if (mall.regions.length > 0) return;
  const asked = epoch;
  try {
    const regions = await sdk.system.listRegions();
    if (asked === epoch) mall.regions = regions;
  } catch (error) {
    if (asked === epoch) notifyFailure(error, i18n.t('mall:order.regionsFailed'));
  }
}

/**
 * Buys goods for a friend with coins. A friend and an address are required (checked before the
 * call); short of coins opens the low-balance dialog. Resolves to the order, or null.
 */
export async function buyGoods(purchase: GoodsPurchase): Promise<Order | null> {
  if (mall.buying) return null;
  if (!purchase.friendUserId || !purchase.address) {
    notify({ tone: 'error', title: i18n.t('mall:order.needsFriendAndAddress') });
    return null;
  }
  const asked = epoch;
  mall.buying = true;
  try {
    const order = await payOnce(`goods:${JSON.stringify(purchase)}`, (options) =>
      sdk.mall.buy(purchase, options),
    );
    if (asked !== epoch) return null;
    const chosen = mall.chosen;
    if (chosen?.id === purchase.goodsId) chosen.stock = Math.max(0, chosen.stock - order.quantity);
    mall.placed = order;
    balanceChanged();
    if (mall.purchases.status !== 'idle') void loadPurchases();
    return order;
  } catch (error) {
    if (asked !== epoch) return null;
    if (!refusedForFunds(error, { what: 'goods' }))
      notifyFailure(error, i18n.t('mall:order.failed'));
    return null;
  } finally {
    if (asked === epoch) mall.buying = false;
  }
}

export function loadPurchases() {
  return loadFirstPage(
    mall.purchases,
    (page) => sdk.mall.listPurchases(page),
    i18n.t('mall:orders.loadFailed'),
  );
}

export function loadMorePurchases() {
  return loadNextPage(
    mall.purchases,
    (page) => sdk.mall.listPurchases(page),
    (order) => order.id,
    i18n.t('mall:orders.loadFailed'),
  );
}

export function loadReceived() {
  return loadFirstPage(
    mall.received,
    (page) => sdk.mall.listReceived(page),
    i18n.t('mall:orders.loadFailed'),
  );
}

export function loadMoreReceived() {
  return loadNextPage(
    mall.received,
    (page) => sdk.mall.listReceived(page),
    (order) => order.id,
    i18n.t('mall:orders.loadFailed'),
  );
}

export function reset() {
  epoch++;
  Object.assign(mall, initial());
}
registerReset(reset);

export function useMall() {
  return useSnapshot(mall);
}
