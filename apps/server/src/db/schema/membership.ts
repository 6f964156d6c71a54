/**
 * The tables of the membership domain, as Kysely sees them (snake_case, as in SQL): the VIP/SVIP
 * and translation packages on sale (reference data from migration 0007). The gold-coin payments
 * between users that migration 0007 also made are the pay domain's (schema/pay.ts).
 */
import type { Json } from '../columns.ts';

export interface VipPackagesTable {
  id: number;
  /** 1 VIP, 2 SVIP. */
  vip_level: number;
  /** 1, 3 or 12. */
  months: number;
  gold_coin: number;
  /** The package's name per interface language; English is the fallback. */
  name: Json<Record<string, string>>;
  /** The gift bag: translation characters and blurred-picture views added once per purchase. */
  vip_character: number;
  blur_views: number;
  /** Free gifts each calendar month while the membership lasts (-1 unlimited). */
  free_gifts: number;
  /** VipPrivilege values of openapi.yaml, in the privilege table's order. */
  privileges: Json<string[]>;
}

export interface TranslationPackagesTable {
  id: number;
  characters: number;
  gold_coin: number;
}

export interface MembershipTables {
  vip_packages: VipPackagesTable;
  translation_packages: TranslationPackagesTable;
}
