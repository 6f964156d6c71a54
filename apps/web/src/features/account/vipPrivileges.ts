import type { PrivilegeRow, PrivilegeValue } from '@heartline/ui';
import type { TFunction } from 'i18next';

/** What the table reads of a package (a snapshot of /vip/list's VipPackage). */
type VipPackage = {
  readonly vipLevel: number;
  readonly months: number;
  readonly giftBag: {
    readonly vipCharacter: number;
    readonly freeGifts: number;
    readonly blurViews: number;
  };
  readonly privileges: readonly string[];
};

/** The privilege table's rows in the order a member reads them (openapi VipPrivilege). */
const order = [
  'vipBadge',
  'matchAttempts',
  'freeGifts',
  'translationCharacters',
  'blurViews',
  'readReceipts',
  'whoLikedMe',
  'exclusiveService',
] as const;

/**
 * The privilege table from the packages on sale: a level has a privilege when its packages list
 * it; the gift bag's amounts are those of one month (a longer package is that many months).
 */
export function privilegeRows(
  packages: readonly VipPackage[],
  t: TFunction<'account'>,
  language: string,
): PrivilegeRow[] {
  const count = (value: number) => new Intl.NumberFormat(language).format(value);
  const shortest = (level: number) =>
    packages
      .filter((pack) => pack.vipLevel === level)
      .reduce<VipPackage | undefined>(
        (best, pack) => (!best || pack.months < best.months ? pack : best),
        undefined,
      );
  const levels = { vip: shortest(1), svip: shortest(2) };

  const valueOf = (key: (typeof order)[number], pack: VipPackage | undefined): PrivilegeValue => {
    if (!pack || !pack.privileges.includes(key)) return false;
    const monthly = (amount: number) =>
      t('vip.privileges.perMonth', { count: count(Math.floor(amount / pack.months)) });
    switch (key) {
      case 'freeGifts':
        return pack.giftBag.freeGifts === -1
          ? t('vip.privileges.unlimited')
          : t('vip.privileges.perMonth', { count: count(pack.giftBag.freeGifts) });
      case 'translationCharacters':
        return monthly(pack.giftBag.vipCharacter);
      case 'blurViews':
        return monthly(pack.giftBag.blurViews);
      default:
        return true;
    }
  };

  return order
    .filter((key) => packages.some((pack) => pack.privileges.includes(key)))
    .map((key) => ({
      key,
      label: t(`vip.privileges.rows.${key}.label`),
      description: t(`vip.privileges.rows.${key}.description`),
      normal: false,
      vip: valueOf(key, levels.vip),
      svip: valueOf(key, levels.svip),
    }));
}
