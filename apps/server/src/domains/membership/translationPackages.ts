/**
 * The translation packages on sale (reference data of migration 0007) and buying one with gold
 * coins (/translate/recharge): one ledger transaction pays the price (bill type 3) and adds the
 * package's characters to `character`. Spending characters is the translation domain's; with
 * translation switched off (TRANSLATOR=off) no package is sold.
 */
import type { components } from '@heartline/sdk/schema';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/tables.ts';
import { notFound } from '../../http/AppError.ts';
import { move } from '../../ledger/ledger.ts';
import { once } from '../../ledger/once.ts';
import type { Services } from '../../services.ts';
import { refuseWhenTranslationOff } from '../translation/machineTranslation.ts';
import { bills } from '../wallet/billLines.ts';
import { findBalances, findTranslationPackage, listTranslationPackagesBySize } from './queries.ts';

type TranslationPackage = components['schemas']['TranslationPackage'];
type TranslationPackagePurchase = components['schemas']['TranslationPackagePurchase'];

/** Smallest first. */
export async function listTranslationPackages(db: Db): Promise<TranslationPackage[]> {
  const rows = await listTranslationPackagesBySize(db);
  return rows.map((row) => ({ id: row.id, characters: row.characters, goldCoin: row.gold_coin }));
}

export function buyTranslationPackage(
  services: Services,
  me: User,
  packageId: number,
  key: string,
): Promise<TranslationPackagePurchase> {
  refuseWhenTranslationOff(services);
  const call = { userId: me.id, operation: '/translate/recharge', key, params: { packageId } };
  return once(services, call, async (trx) => {
    const pkg = await findTranslationPackage(trx, packageId);
    if (!pkg) throw notFound();
    const wallet = { userId: me.id };
    const { transactionId } = await move(
      trx,
      { kind: 'translationPackage', userId: me.id, at: services.now() },
      [
        {
          asset: 'goldCoin',
          from: wallet,
          to: 'house',
          amount: pkg.gold_coin,
          fromBill: bills.translationPackage(pkg.characters),
        },
        { asset: 'character', from: 'house', to: wallet, amount: pkg.characters },
      ],
    );
    const buyer = await findBalances(trx, me.id);
    return {
      recordId: transactionId,
      characters: pkg.characters,
      character: buyer.character,
      vipCharacter: buyer.vip_character,
      goldCoin: buyer.gold_coin,
    };
  });
}
