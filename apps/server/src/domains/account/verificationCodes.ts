/**
 * E-mail verification codes (decisions.md): 4 digits from a CSPRNG, valid CODE_TTL_SECONDS, at
 * most CODE_MAX_TRIES wrong tries, at most CODE_SENDS_PER_MINUTE / _PER_HOUR sends per address,
 * bound to their purpose. Only a hash is stored; a new code voids the older ones.
 */
import { createHash, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/keyLock.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';

export type CodePurpose = 'register' | 'reset-password' | 'cancel-account';

export const hashCode = (email: string, purpose: string, code: string) =>
  createHash('sha256').update(`${email.toLowerCase()}|${purpose}|${code}`).digest('hex');

/**
 * Stores a new code for the address and purpose (voiding the older ones) and mails it, unless
 * `mail` is false: an address that must not learn anything (no account behind it, see routes.ts)
 * gets a code stored all the same, sent nowhere, so that every later answer matches. The send
 * limits are counted under a lock on the address, so parallel requests cannot outrun them. The
 * mail leaves after the answer: how long a mail server takes must not tell who got one.
 */
export async function sendCode(
  services: Services,
  email: string,
  purpose: CodePurpose,
  language: Language,
  { mail = true }: { mail?: boolean } = {},
): Promise<void> {
  const { db, config } = services;
  const now = services.now();
  const address = email.toLowerCase();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, `code-send:${address}`);
    const sent = await trx
      .selectFrom('verification_codes')
      .select('created_at')
      .where('email', '=', address)
      .where('created_at', '>', new Date(now.getTime() - 3_600_000))
      .execute();
    const lastMinute = sent.filter((s) => s.created_at.getTime() > now.getTime() - 60_000).length;
    if (lastMinute >= config.CODE_SENDS_PER_MINUTE || sent.length >= config.CODE_SENDS_PER_HOUR) {
      throw new AppError(1005);
    }
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
  if (!mail) return;
  services.mail
    .send({
      to: email,
      subject: t(language, 'mail.codeSubject'),
      text: t(language, 'mail.codeBody', {
        code,
        minutes: Math.round(config.CODE_TTL_SECONDS / 60),
      }),
    })
    .catch((error: unknown) => services.log.error({ err: error }, 'sending a code failed'));
}

/**
 * Checks a code against the newest one sent for this address and purpose. A wrong code counts a
 * try (the last allowed try voids it); `consume` uses a right code up. The try is taken by one
 * statement on the open code, so parallel checks each see the count the one before left: at
 * most CODE_MAX_TRIES wrong tries, and a right code is used up once.
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
  const maxTries = services.config.CODE_MAX_TRIES;
  const given = hashCode(address, purpose, code);
  const newest = db
    .selectFrom('verification_codes')
    .select('id')
    .where('email', '=', address)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1);
  const checked = await db
    .updateTable('verification_codes')
    .set({
      tries: sql<number>`case when code_hash = ${given} then tries else tries + 1 end`,
      closed_at: sql<Date | null>`case
        when code_hash <> ${given} and tries + 1 >= ${maxTries} then ${now}::timestamptz
        when code_hash = ${given} and ${consume} then ${now}::timestamptz
        else closed_at end`,
    })
    .where('id', '=', newest)
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(sql<boolean>`code_hash = ${given}`.as('right'))
    .executeTakeFirst();
  if (checked?.right) return;
  if (checked) throw new AppError(1002);
  // No open code to check: say why.
  const latest = await db
    .selectFrom('verification_codes')
    .select(['tries', 'closed_at'])
    .where('id', '=', newest)
    .executeTakeFirst();
  throw new AppError(latest?.closed_at && latest.tries >= maxTries ? 1004 : 1003);
}
