/**
 * E-mail verification codes (decisions.md): 4 digits from a CSPRNG, valid CODE_TTL_SECONDS, at
 * most CODE_MAX_TRIES wrong tries, at most CODE_SENDS_PER_MINUTE / _PER_HOUR sends per address,
 * bound to their purpose. Only a hash is stored; a new code voids the older ones.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';

export type CodePurpose = 'register' | 'reset-password' | 'cancel-account';

export const hashCode = (email: string, purpose: string, code: string) =>
  createHash('sha256').update(`${email.toLowerCase()}|${purpose}|${code}`).digest('hex');

export async function sendCode(
  services: Services,
  email: string,
  purpose: CodePurpose,
  language: Language,
): Promise<void> {
  const { db, config } = services;
  const now = services.now();
  const address = email.toLowerCase();
  const sent = await db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('email', '=', address)
    .where('created_at', '>', new Date(now.getTime() - 3_600_000))
    .execute();
  const lastMinute = sent.filter((s) => s.created_at.getTime() > now.getTime() - 60_000).length;
  if (lastMinute >= config.CODE_SENDS_PER_MINUTE || sent.length >= config.CODE_SENDS_PER_HOUR) {
    throw new AppError(1005);
  }
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ closed_at: now })
      .where('email', '=', address)
      .where('purpose', '=', purpose)
      .where('closed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        email: address,
        purpose,
        code_hash: hashCode(address, purpose, code),
        created_at: now,
        expires_at: new Date(now.getTime() + config.CODE_TTL_SECONDS * 1000),
      })
      .execute();
  });
  await services.mail.send({
    to: email,
    subject: t(language, 'mail.codeSubject'),
    text: t(language, 'mail.codeBody', { code, minutes: Math.round(config.CODE_TTL_SECONDS / 60) }),
  });
}

/**
 * Checks a code against the newest one sent for this address and purpose. A wrong code counts a
 * try (the last allowed try voids it); `consume` uses a right code up.
 */
export async function checkCode(
  services: Services,
  email: string,
  purpose: CodePurpose,
  code: string,
  consume: boolean,
  db: Db = services.db,
): Promise<void> {
  const now = services.now();
  const address = email.toLowerCase();
  const latest = await db
    .selectFrom('verification_codes')
    .selectAll()
    .where('email', '=', address)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) throw new AppError(1003);
  if (latest.closed_at) {
    throw new AppError(latest.tries >= services.config.CODE_MAX_TRIES ? 1004 : 1003);
  }
  if (latest.expires_at.getTime() <= now.getTime()) throw new AppError(1003);
  if (latest.code_hash !== hashCode(address, purpose, code)) {
    const tries = latest.tries + 1;
    const spent = tries >= services.config.CODE_MAX_TRIES;
    await db
      .updateTable('verification_codes')
      .set({ tries, ...(spent ? { closed_at: now } : {}) })
      .where('id', '=', latest.id)
      .execute();
    throw new AppError(1002);
  }
  if (consume) {
    await db
      .updateTable('verification_codes')
      .set({ closed_at: now })
      .where('id', '=', latest.id)
      .execute();
  }
}
