/**
 * The translation domain's SQL: translate records (one per paid translation), the cache of what
 * the translation services answered, and the wallet row a translation is paid from.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { TranslatedKind } from '../../db/schema/translation.ts';
import type { User } from '../../db/tables.ts';
import type { Trx } from '../../ledger/ledger.ts';
import type { ChatLanguage } from '../../providers/translation/Translator.ts';

/**
 * The caller's wallet row, locked until the transaction ends: two translations paid at once by
 * one user are split one after the other, each on the balances the other left.
 */
export function lockWallet(trx: Trx, userId: number): Promise<User> {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
}

export function findUser(trx: Trx, userId: number): Promise<User> {
  return trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The id of the user with this chat account (cancelled ones too when `withCancelled`). */
export function findUserByImAccount(db: Db, imAccount: string, withCancelled: boolean) {
  let query = db.selectFrom('users').select('id').where('im_account', '=', imAccount);
  if (!withCancelled) query = query.where('cancelled_at', 'is', null);
  return query.executeTakeFirst();
}

/** The user's first translate record of this target into this language. */
export function findFirstRecord(
  db: Db | Trx,
  userId: number,
  target: { kind: TranslatedKind; targetId: string; to: ChatLanguage },
) {
  return db
    .selectFrom('translate_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', target.kind)
    .where('target_id', '=', target.targetId)
    .where('to_language', '=', target.to)
    .orderBy('id', 'asc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertTranslateRecord(
  trx: Trx,
  record: {
    userId: number;
    kind: TranslatedKind;
    targetId: string;
    sourceText: string;
    translation: string;
    from: ChatLanguage | null;
    to: ChatLanguage;
    characters: number;
    charged: { vipCharacter: number; character: number; goldCoin: number };
    transactionId: number;
    at: Date;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('translate_records')
    .values({
      user_id: record.userId,
      kind: record.kind,
      target_id: record.targetId,
      source_text: record.sourceText,
      translation: record.translation,
      from_language: record.from,
      to_language: record.to,
      characters: record.characters,
      vip_character: record.charged.vipCharacter,
      character: record.charged.character,
      gold_coin: record.charged.goldCoin,
      ledger_transaction_id: record.transactionId,
      created_at: record.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The comments' translations a user paid for, as /dynamic/comment-list shows them: the latest
 * one of each comment or reply, for that user only.
 */
export async function keptCommentTranslations(
  db: Db,
  userId: number,
  commentIds: number[],
): Promise<Map<number, string>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('translate_records')
    .select(['target_id', 'translation'])
    .distinctOn('target_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'comment')
    .where('target_id', 'in', [...new Set(commentIds)].map(String))
    .orderBy('target_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return new Map(rows.map((r) => [Number(r.target_id), r.translation]));
}

/**
 * The key of the translation cache: what the translation services answered, by (text hash,
 * source, target, service), so a text sent once is never sent (nor paid to the service) again.
 * The caller is still charged per the contract; the cache only saves the service's fee and time.
 * Kept by service, so switching TRANSLATOR from the pseudo-translator to DeepL never serves a
 * pseudo-translation again.
 */
export interface CacheKey {
  text: string;
  from: ChatLanguage | null;
  to: ChatLanguage;
  service: string;
}

const columns = (key: CacheKey) => ({
  text_hash: createHash('sha256').update(key.text).digest('hex'),
  from_language: key.from ?? '',
  to_language: key.to,
  service: key.service,
});

export async function cachedTranslation(db: Db, key: CacheKey): Promise<string | undefined> {
  const c = columns(key);
  const row = await db
    .selectFrom('translation_cache')
    .select('translation')
    .where('text_hash', '=', c.text_hash)
    .where('from_language', '=', c.from_language)
    .where('to_language', '=', c.to_language)
    .where('service', '=', c.service)
    .executeTakeFirst();
  return row?.translation;
}

export async function keepTranslation(
  db: Db,
  key: CacheKey,
  translation: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('translation_cache')
    .values({ ...columns(key), translation, created_at: at })
    // Two requests translated the same text at once: the first answer kept is as good.
    .onConflict((oc) => oc.doNothing())
    .execute();
}
