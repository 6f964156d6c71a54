import { ApiError, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { formatAmount } from '../../i18n/formatAmount';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { payOnce, refusedForFunds } from '../../stores/payment';
import { registerReset } from '../../stores/resetStores';
import { loadMe } from '../../stores/session';

export type CoinPackage = Data<'/coin/list', 'get'>[number];
export type TranslationPackage = Data<'/translate/list', 'get'>[number];
export type BillType = Data<'/bill/type', 'get'>[number];
export type Bill = Data<'/bill/list', 'get'>['records'][number];

/** A coin purchase: a package of /coin/list, or a typed number of coins. */
export type CoinPurchase = { packageId: number } | { amount: number };

/** How many coins one order may buy (CoinRechargeRequest.amount's maximum). */
export const MAX_COIN_AMOUNT = 100_000;

/** The server's answer when a payment provider is not configured on it. */
const PROVIDER_NOT_CONFIGURED = 1602;

type Status = 'idle' | 'loading' | 'ready' | 'failed';

type WalletState = {
  coinPackages: CoinPackage[];
  coinPackagesStatus: Status;
  translationPackages: TranslationPackage[];
  translationPackagesStatus: Status;
  /** Who takes the money: the embedded provider until the server says it is off, then PayPal. */
  provider: 'embedded' | 'paypal';
  /** A coin purchase is running (its buy button spins; a second click starts nothing). */
  recharging: boolean;
  /** PayPal: where the member approves the order; the page goes there. */
  approveUrl: string | null;
  /** Back from PayPal: the approved order is being captured. */
  capturing: boolean;
  /** A translation package is being bought. */
  buyingTranslation: boolean;
  /** The low-balance dialog is open (short of coins in any purchase of the account or the mall). */
  billTypes: BillType[];
  /** The bill type shown, or every type. */
  billType: BillType['type'] | 'all';
  bills: PagedList<Bill>;
};

const initial = (): WalletState => ({
  coinPackages: [],
  coinPackagesStatus: 'idle',
  translationPackages: [],
  translationPackagesStatus: 'idle',
  provider: 'embedded',
  recharging: false,
  approveUrl: null,
  capturing: false,
  buyingTranslation: false,
  billTypes: [],
  billType: 'all',
  bills: emptyList(),
});

/** Gold coins: coin and translation packages, recharging, the bill records, the balance. */
export const wallet = proxy<WalletState>(initial());

/** Bumped by reset (logout): answers asked for before it change nothing. */
let epoch = 0;

export async function loadCoinPackages() {
  const asked = epoch;
  wallet.coinPackagesStatus = 'loading';
  try {
    const packages = await sdk.wallet.listCoinPackages();
    if (asked !== epoch) return;
    wallet.coinPackages = packages;
    wallet.coinPackagesStatus = 'ready';
  } catch (error) {
    if (asked !== epoch) return;
    wallet.coinPackagesStatus = 'failed';
    notifyFailure(error, i18n.t('account:coins.loadFailed'));
  }
}

export async function loadTranslationPackages() {
  const asked = epoch;
  wallet.translationPackagesStatus = 'loading';
  try {
    const packages = await sdk.translation.listPackages();
    if (asked !== epoch) return;
    wallet.translationPackages = packages;
    wallet.translationPackagesStatus = 'ready';
  } catch (error) {
    if (asked !== epoch) return;
    wallet.translationPackagesStatus = 'failed';
    notifyFailure(error, i18n.t('account:translation.loadFailed'));
  }
}

/**
 * The member's coins moved: a purchase or payment of theirs, or coins arriving (a red packet).
 * The one refresh of what shows them: the side bar's balance and translation count (my-info),
 * and the bill records when they are shown.
 */
export function balanceChanged() {
  void loadMe();
  if (wallet.bills.status !== 'idle') void loadBills();
}

/** The coins of a purchase, for the success message. */
function coinsOf(purchase: CoinPurchase) {
  if ('amount' in purchase) return purchase.amount;
  return wallet.coinPackages.find((pack) => pack.id === purchase.packageId)?.goldCoin ?? 0;
}

/** The PayPal order waiting for the member's approval, kept across the trip to PayPal. */
const paypalOrderKey = 'heartline.paypalOrder';
type WaitingOrder = { paypalOrderId: string; coins: number };

function rememberPaypalOrder(order: WaitingOrder) {
  try {
    sessionStorage.setItem(paypalOrderKey, JSON.stringify(order));
  } catch {
    // The capture still works from PayPal's token; only the coin count in the message is lost.
  }
}

function waitingPaypalOrder(): WaitingOrder | null {
  try {
    const stored = sessionStorage.getItem(paypalOrderKey);
    return stored ? (JSON.parse(stored) as WaitingOrder) : null;
  } catch {
    return null;
  }
}

function forgetPaypalOrder() {
  try {
    sessionStorage.removeItem(paypalOrderKey);
  } catch {
    // Nothing was kept.
  }
}

/** PayPal: creates the order; the page then sends the member to approve it. */
async function startPaypalOrder(purchase: CoinPurchase) {
  const order = await payOnce(`paypal:${JSON.stringify(purchase)}`, (options) =>
    sdk.wallet.createPaypalOrder(purchase, options),
  );
  rememberPaypalOrder({ paypalOrderId: order.paypalOrderId, coins: order.coins });
  wallet.approveUrl = order.approveUrl;
}

/**
 * Buys coins. With the embedded provider they are credited at once; when the server says it
 * is not configured (code 1602), the order goes through PayPal instead: created here, approved
 * at PayPal, captured when the member comes back (`capturePaypalOrder`).
 */
export async function rechargeCoins(purchase: CoinPurchase) {
  if (wallet.recharging || wallet.capturing) return false;
  if ('amount' in purchase && purchase.amount > MAX_COIN_AMOUNT) {
    notify({ tone: 'error', title: i18n.t('account:coins.tooMany') });
    return false;
  }
  const asked = epoch;
  wallet.recharging = true;
  try {
    if (wallet.provider === 'embedded') {
      try {
        const result = await payOnce(`coins:${JSON.stringify(purchase)}`, (options) =>
          sdk.wallet.recharge({ ...purchase, provider: 'embedded' }, options),
        );
        if (asked !== epoch) return false;
        notify({
          tone: 'success',
          title: i18n.t('account:coins.bought', { count: formatAmount(result.coins) }),
          description: i18n.t('account:coins.balanceNow', { count: formatAmount(result.goldCoin) }),
        });
        balanceChanged();
        return true;
      } catch (error) {
        if (!(error instanceof ApiError && error.code === PROVIDER_NOT_CONFIGURED)) throw error;
        wallet.provider = 'paypal';
      }
    }
    await startPaypalOrder(purchase);
    return true;
  } catch (error) {
    if (asked !== epoch) return false;
    notifyFailure(
      error,
      i18n.t('account:coins.failed', { count: formatAmount(coinsOf(purchase)) }),
    );
    return false;
  } finally {
    if (asked === epoch) wallet.recharging = false;
  }
}

/**
 * Back from PayPal (its return address carries the order as `token`, and `PayerID` once the
 * member approved): captures the order and credits its coins, once, however often it is called.
 * Without approval the member cancelled at PayPal: nothing was charged.
 */
export async function capturePaypalOrder({
  paypalOrderId,
  approved,
}: {
  paypalOrderId: string;
  approved: boolean;
}) {
  const waiting = waitingPaypalOrder();
  if (!approved) {
    forgetPaypalOrder();
    notify({ tone: 'info', title: i18n.t('account:coins.paypalCancelled') });
    return false;
  }
  if (wallet.capturing) return false;
  const asked = epoch;
  wallet.capturing = true;
  try {
    const result = await payOnce(`capture:${paypalOrderId}`, (options) =>
      sdk.wallet.capturePaypalOrder({ paypalOrderId }, options),
    );
    if (asked !== epoch) return false;
    forgetPaypalOrder();
    notify({
      tone: 'success',
      title: i18n.t('account:coins.bought', { count: formatAmount(result.coins) }),
      description: i18n.t('account:coins.balanceNow', { count: formatAmount(result.goldCoin) }),
    });
    balanceChanged();
    return true;
  } catch (error) {
    if (asked !== epoch) return false;
    notifyFailure(
      error,
      i18n.t('account:coins.failed', { count: formatAmount(waiting?.coins ?? 0) }),
    );
    return false;
  } finally {
    if (asked === epoch) wallet.capturing = false;
  }
}

/** The page went to PayPal: the address is used. */
export function leftForPaypal() {
  wallet.approveUrl = null;
}

/** Buys a translation package with coins; short of coins opens the low-balance dialog. */
export async function buyTranslationPackage(packageId: number) {
  if (wallet.buyingTranslation) return false;
  const asked = epoch;
  wallet.buyingTranslation = true;
  try {
    const result = await payOnce(`translation:${packageId}`, (options) =>
      sdk.translation.buyPackage({ packageId }, options),
    );
    if (asked !== epoch) return false;
    notify({
      tone: 'success',
      title: i18n.t('account:translation.bought', { count: formatAmount(result.characters) }),
      description: i18n.t('account:translation.totalNow', {
        count: formatAmount(result.character + result.vipCharacter),
      }),
    });
    balanceChanged();
    return true;
  } catch (error) {
    if (asked !== epoch) return false;
    if (!refusedForFunds(error, { what: 'translationPack' })) {
      notifyFailure(error, i18n.t('account:translation.failed'));
    }
    return false;
  } finally {
    if (asked === epoch) wallet.buyingTranslation = false;
  }
}

const billQuery = () => (wallet.billType === 'all' ? {} : { type: wallet.billType });

async function loadBillTypes() {
  if (wallet.billTypes.length > 0) return;
  try {
    wallet.billTypes = await sdk.wallet.listBillTypes();
  } catch {
    // The records still show; only the filter and the type names wait for the next visit.
  }
}

/** The first page of the bill records, of every type or of the one chosen. */
export async function loadBills(type: BillType['type'] | 'all' = wallet.billType) {
  const changed = type !== wallet.billType;
  wallet.billType = type;
  void loadBillTypes();
  const filter = billQuery();
  return loadFirstPage(
    wallet.bills,
    (page) => sdk.wallet.listBills({ ...filter, ...page }),
    i18n.t('account:bills.loadFailed'),
    { clear: changed },
  );
}

export async function loadMoreBills() {
  const filter = billQuery();
  return loadNextPage(
    wallet.bills,
    (page) => sdk.wallet.listBills({ ...filter, ...page }),
    (bill) => bill.id,
    i18n.t('account:bills.loadFailed'),
  );
}

export function reset() {
  epoch++;
  Object.assign(wallet, initial());
}
registerReset(reset);

export function useWallet() {
  return useSnapshot(wallet);
}
