/**
 * The VIP and SVIP packages on sale (reference data of migration 0007): VIP first, then by months,
 * each named in the caller's language, with its gift bag and privileges.
 */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { localizedText } from '../notification/localizedText.ts';
import {
  findVipPackage,
  listOneMonthPrices,
  listVipPackagesInOrder,
  type VipPackageRow,
} from './queries.ts';

type VipPackage = components['schemas']['VipPackage'];

export async function listVipPackages(db: Db, language: Language): Promise<VipPackage[]> {
  const rows = await listVipPackagesInOrder(db);
  return rows.map((row) => ({
    id: row.id,
    name: localizedText(row.name, language),
    vipLevel: row.vip_level as VipPackage['vipLevel'],
    months: row.months as VipPackage['months'],
    goldCoin: row.gold_coin,
    giftBag: {
      vipCharacter: row.vip_character,
      freeGifts: row.free_gifts,
      blurViews: row.blur_views,
    },
    privileges: row.privileges as VipPackage['privileges'],
  }));
}

/** The package, or 404. */
export async function vipPackageOr404(db: Db, id: number): Promise<VipPackageRow> {
  const row = await findVipPackage(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * What one day of VIP is worth in SVIP days: the 1-month VIP price over the 1-month SVIP price
 * (/vip/recharge converts the VIP time left at an upgrade at this rate).
 */
export async function vipToSvipRate(db: Db): Promise<number> {
  const rows = await listOneMonthPrices(db);
  const price = (level: number) => rows.find((r) => r.vip_level === level)?.gold_coin;
  const vip = price(1);
  const svip = price(2);
  return vip && svip ? vip / svip : 0;
}
