/**
 * E-mail verification codes (decisions.md): 4 digits from a CSPRNG, valid CODE_TTL_SECONDS, at
 * most CODE_MAX_TRIES wrong tries, at most CODE_SENDS_PER_MINUTE / _PER_HOUR sends per address,
 * bound to their purpose. Only a hash is stored; a new code voids the older ones.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { lockKey } from '../../db/keyLock.ts';
import { AppError } from '../../http/AppError.ts';
import type { Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Services } from '../../services.ts';
import {
  closeOpenCodes,
  findNewestCode,
  insertCode,
  listCodesSentSince,
  tryNewestCode,
} from './queries.ts';

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
    const sent = await listCodesSentSince(trx, address, new Date(now.getTime() - 3_600_000));
    const lastMinute = sent.filter((s) => s.created_at.getTime() > now.getTime() - 60_000).length;
    if (lastMinute >= config.CODE_SENDS_PER_MINUTE || sent.length >= config.CODE_SENDS_PER_HOUR) {
      throw new AppError(1005);
    }
    await closeOpenCodes(trx, address, purpose, now);
    await insertCode(trx, {
      address,
      purpose,
      codeHash: hashCode(address, purpose, code),
      at: now,
      expiresAt: new Date(now.getTime() + config.CODE_TTL_SECONDS * 1000),
    });
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
  const checked = await tryNewestCode(db, { address, purpose, given, maxTries, consume, now });
  if (checked?.right) return;
  if (checked) throw new AppError(1002);
  // No open code to check: say why.
  const latest = await findNewestCode(db, address, purpose);
  throw new AppError(latest?.closed_at && latest.tries >= maxTries ? 1004 : 1003);
}
