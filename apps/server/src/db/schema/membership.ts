/**
 * The tables of the membership domain, as Kysely sees them (snake_case, as in SQL): the VIP/SVIP
 * and translation packages on sale (reference data from migration 0007), and the records of the
 * gold-coin payments between users (red packets, paid new-friend chats). Photo permissions keep
 * their table of part 1 (photo_permissions in tables.ts), with the record id migration 0007 adds.
 */
import type { CreatedAt, Json } from '../columns.ts';

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

/** A red packet: its id is the ledger transaction that moved its coins (the answer's recordId). */
export interface RedPacketsTable {
  id: number;
  sender_id: number;
  recipient_id: number;
  amount: number;
  note: string;
  created_at: CreatedAt;
}

/**
 * A pair of users one of whom paid to open their chat: once per pair, whoever sent first.
 * user_a is the smaller id, so the pair has one row whichever way round it is named.
 */
export interface NewFriendChatsTable {
  user_a: number;
  user_b: number;
  payer_id: number;
  /** The ledger transaction that paid (the answer's recordId); set in the claiming transaction. */
  record_id: number | null;
  created_at: CreatedAt;
}

export interface MembershipTables {
  vip_packages: VipPackagesTable;
  translation_packages: TranslationPackagesTable;
  red_packets: RedPacketsTable;
  new_friend_chats: NewFriendChatsTable;
}
