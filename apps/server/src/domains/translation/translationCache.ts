/**
 * What the translation services answered, by (text hash, source, target, service): a text sent
 * once is never sent (nor paid to the service) again. The caller is still charged per the
 * contract; the cache only saves the service's fee and time. Kept by service, so switching
 * TRANSLATOR from the pseudo-translator to DeepL never serves a pseudo-translation again.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { ChatLanguage } from '../../providers/translation/Translator.ts';

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
