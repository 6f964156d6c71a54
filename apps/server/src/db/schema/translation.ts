/**
 * The tables of the translation domain, as Kysely sees them (snake_case, as in SQL): the record
 * of every paid translation (its id is the translateRecordId of the answers), and the cache of
 * what the translation service answered, so one text is never sent to a service twice.
 */
import type { Generated } from 'kysely';
import type { CreatedAt } from '../columns.ts';

/** What was translated: a message being sent, one received, a dynamic, a comment or reply. */
export type TranslatedKind = 'message' | 'chatMessage' | 'dynamic' | 'comment';

export interface TranslateRecordsTable {
  id: Generated<number>;
  /** Who asked and paid. */
  user_id: number;
  kind: TranslatedKind;
  /**
   * What it translated: the chat service's message id (chatMessage), the dynamic's or comment's
   * id, or the recipient's user id (message).
   */
  target_id: string;
  source_text: string;
  translation: string;
  /** The source language as detected; null when it could not be told. */
  from_language: string | null;
  to_language: string;
  /** Unicode code points of the trimmed source text: what was paid for. */
  characters: number;
  vip_character: number;
  character: number;
  gold_coin: number;
  /** The ledger transaction that paid. */
  ledger_transaction_id: number;
  created_at: CreatedAt;
}

export interface TranslationCacheTable {
  /** SHA-256 of the trimmed source text. */
  text_hash: string;
  /** The detected source language, or '' when it could not be told. */
  from_language: string;
  to_language: string;
  /** The service that translated it (deepl, libretranslate, apertium, pseudo). */
  service: string;
  translation: string;
  created_at: CreatedAt;
}

export interface TranslationTables {
  translate_records: TranslateRecordsTable;
  translation_cache: TranslationCacheTable;
}
