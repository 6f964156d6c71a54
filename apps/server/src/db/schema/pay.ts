/**
 * The tables of the pay domain (domains/pay/), as Kysely sees them (snake_case, as in SQL): the
 * records of the gold-coin payments between users, made by migration 0007. Photo permissions keep
 * their table of part 1 (photo_permissions in tables.ts), with the record id migration 0007 adds.
 */
import type { CreatedAt } from '../columns.ts';

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

export interface PayTables {
  red_packets: RedPacketsTable;
  new_friend_chats: NewFriendChatsTable;
}
