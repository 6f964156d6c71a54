/** The account's SQL: users as they register, sign in and leave, failed logins, e-mail codes. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NewUser, User } from '../../db/tables.ts';
import type { Trx } from '../../ledger/ledger.ts';

export function findActiveUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

/** The next profile id, taken from the users' serial (the account is made from it). */
export function nextUserId(trx: Trx): Promise<{ id: number }> {
  return sql<{
    id: number;
  }>`select nextval(pg_get_serial_sequence('users', 'id'))::int as id`
    .execute(trx)
    .then((r) => r.rows[0] as { id: number });
}

export function insertUser(trx: Trx, user: NewUser): Promise<User> {
  return trx.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function setAvatar(db: Db, userId: number, avatar: string): Promise<void> {
  await db.updateTable('users').set({ avatar }).where('id', '=', userId).execute();
}

/** The user signing in with `name`: an account number when `byAccount`, else an e-mail address. */
export function findSignInUser(
  db: Db,
  name: string,
  byAccount: boolean,
): Promise<User | undefined> {
  return (
    db
      .selectFrom('users')
      .selectAll()
      .$if(byAccount, (q) => q.where('account', '=', Number(name)))
      .$if(!byAccount, (q) => q.where(sql`lower(email)`, '=', name.toLowerCase()))
      // The active account first; a cancelled one only answers "cancelled" to its right password.
      .orderBy(sql`cancelled_at is null`, 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst()
  );
}

export async function setLastActive(db: Db, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_active_at: at }).where('id', '=', userId).execute();
}

export async function setPasswordHash(
  trx: Trx,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', userId)
    .execute();
}

export async function markUserCancelled(trx: Trx, userId: number, at: Date): Promise<void> {
  await trx.updateTable('users').set({ cancelled_at: at }).where('id', '=', userId).execute();
}

/** Gives the user a new chat password; their chat account. */
export async function setImPassword(trx: Trx, userId: number, imPassword: string) {
  const { im_account } = await trx
    .updateTable('users')
    .set({ im_password: imPassword })
    .where('id', '=', userId)
    .returning('im_account')
    .executeTakeFirstOrThrow();
  return im_account;
}

export async function countLoginFailuresSince(
  trx: Trx,
  userId: number,
  since: Date,
): Promise<number> {
  const { n } = await trx
    .selectFrom('login_failures')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return n;
}

export async function insertLoginFailure(trx: Trx, userId: number, at: Date): Promise<number> {
  const { id } = await trx
    .insertInto('login_failures')
    .values({ user_id: userId, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteLoginFailure(db: Db, failureId: number): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', failureId).execute();
}

/** When codes were sent to the address since `since`. */
export function listCodesSentSince(trx: Trx, address: string, since: Date) {
  return trx
    .selectFrom('verification_codes')
    .select('created_at')
    .where('email', '=', address)
    .where('created_at', '>', since)
    .execute();
}

export async function closeOpenCodes(
  trx: Trx,
  address: string,
  purpose: string,
  at: Date,
): Promise<void> {
  await trx
    .updateTable('verification_codes')
    .set({ closed_at: at })
    .where('email', '=', address)
    .where('purpose', '=', purpose)
    .where('closed_at', 'is', null)
    .execute();
}

export async function insertCode(
  trx: Trx,
  code: { address: string; purpose: string; codeHash: string; at: Date; expiresAt: Date },
): Promise<void> {
  await trx
    .insertInto('verification_codes')
    .values({
      email: code.address,
      purpose: code.purpose,
      code_hash: code.codeHash,
      created_at: code.at,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** The id of the newest code sent for the address and purpose (a subquery). */
function newestCode(db: Db, address: string, purpose: string) {
  return db
    .selectFrom('verification_codes')
    .select('id')
    .where('email', '=', address)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1);
}

/**
 * Takes a try on the newest code when it is open: a wrong hash counts it (the last allowed try
 * closes the code), a right one closes it when `consume`. Whether the hash was right; undefined
 * when there was no open code.
 */
export function tryNewestCode(
  db: Db,
  attempt: {
    address: string;
    purpose: string;
    given: string;
    maxTries: number;
    consume: boolean;
    now: Date;
  },
): Promise<{ right: boolean } | undefined> {
  const { given, maxTries, consume, now } = attempt;
  return db
    .updateTable('verification_codes')
    .set({
      tries: sql<number>`case when code_hash = ${given} then tries else tries + 1 end`,
      closed_at: sql<Date | null>`case
        when code_hash <> ${given} and tries + 1 >= ${maxTries} then ${now}::timestamptz
        when code_hash = ${given} and ${consume} then ${now}::timestamptz
        else closed_at end`,
    })
    .where('id', '=', newestCode(db, attempt.address, attempt.purpose))
    .where('closed_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(sql<boolean>`code_hash = ${given}`.as('right'))
    .executeTakeFirst();
}

export function findNewestCode(db: Db, address: string, purpose: string) {
  return db
    .selectFrom('verification_codes')
    .select(['tries', 'closed_at'])
    .where('id', '=', newestCode(db, address, purpose))
    .executeTakeFirst();
}
