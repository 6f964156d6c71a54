import type { Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { notify, notifyFailure } from '../../stores/toasts';
import { payOnce, refusedForFunds } from '../../stores/payment';
import { registerReset } from '../../stores/resetStores';
import { session } from '../../stores/session';
import { balanceChanged } from './wallet';

/** A VIP (level 1) or SVIP (level 2) package for 1, 3 or 12 months. */
export type VipPackage = Data<'/vip/list', 'get'>[number];

type MembershipState = {
  packages: VipPackage[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** A membership is being bought (the buy button spins; a second click starts nothing). */
  buying: boolean;
};

const initial = (): MembershipState => ({ packages: [], status: 'idle', buying: false });

/** VIP and SVIP: the packages on sale and buying, extending or upgrading a membership. */
export const membership = proxy<MembershipState>(initial());

let epoch = 0;

export async function loadVipPackages() {
  const asked = epoch;
  membership.status = 'loading';
  try {
    const packages = await sdk.membership.listPackages();
    if (asked !== epoch) return;
    membership.packages = packages;
    membership.status = 'ready';
  } catch (error) {
    if (asked !== epoch) return;
    membership.status = 'failed';
    notifyFailure(error, i18n.t('account:vip.loadFailed'));
  }
}

/**
 * The packages the member can buy now. The server extends a membership of the same level and
 * upgrades VIP to SVIP (converting the VIP time left), but refuses VIP while SVIP lasts: an
 * SVIP member is offered SVIP only.
 */
export function packagesFor<P extends { readonly vipLevel: number }>(
  packages: readonly P[],
  vipLevel: number,
): P[] {
  return vipLevel === 2 ? packages.filter((pack) => pack.vipLevel === 2) : [...packages];
}

/** What buying a package does for a member of `vipLevel`. */
export function purchaseKind(pack: Pick<VipPackage, 'vipLevel'>, vipLevel: number) {
  if (vipLevel === 0) return 'join';
  return pack.vipLevel > vipLevel ? 'upgrade' : 'extend';
}

/** The membership's end as a date in the interface language (a year away needs its year). */
export function formatExpiry(value: string, language = i18n.language) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(value));
}

/**
 * Buys a membership package with coins: joins, extends or upgrades, and adds its gift bag.
 * Short of coins opens the low-balance dialog.
 */
export async function buyMembership(packageId: number) {
  if (membership.buying) return false;
  const pack = membership.packages.find((entry) => entry.id === packageId);
  const before = session.me?.vipLevel ?? 0;
  const asked = epoch;
  membership.buying = true;
  try {
    const result = await payOnce(`vip:${packageId}`, (options) =>
      sdk.membership.buy({ packageId }, options),
    );
    if (asked !== epoch) return false;
    const level = result.vipLevel === 2 ? 'SVIP' : 'VIP';
    const kind = pack ? purchaseKind(pack, before) : 'join';
    notify({
      tone: 'success',
      title: i18n.t(`account:vip.bought.${kind}`, { level }),
      description: i18n.t('account:vip.until', {
        level,
        date: formatExpiry(result.vipExpireTime),
      }),
    });
    balanceChanged();
    return true;
  } catch (error) {
    if (asked !== epoch) return false;
    if (!refusedForFunds(error, { what: 'vip' }))
      notifyFailure(error, i18n.t('account:vip.failed'));
    return false;
  } finally {
    if (asked === epoch) membership.buying = false;
  }
}

export function reset() {
  epoch++;
  Object.assign(membership, initial());
}
registerReset(reset);

export function useMembership() {
  return useSnapshot(membership);
}
