/** Registration, login, passwords and cancellation: the rules of decisions.md "Identity". */
import { randomBytes } from 'node:crypto';
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { openSession } from '../../http/sessions.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Services } from '../../services.ts';
import { invalidField } from '../../http/fieldError.ts';
import { greetNewMember } from '../chat/serverMessages.ts';
import { checkListedValues } from '../user/profileEdit.ts';
import { toUserInfo } from '../user/views.ts';
import { isCommonPassword } from './commonPasswords.ts';
import { endSessionsEverywhere } from './endSessions.ts';
import { initialAvatarSvg } from './initialAvatar.ts';
import { countUnknownLogin, giveBackFailedLogin, reserveFailedLogin } from './loginFailures.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import {
  findActiveUserByEmail,
  findSignInUser,
  insertUser,
  markUserCancelled,
  nextUserId,
  setAvatar,
  setLastActive,
  setPasswordHash,
} from './queries.ts';
import { checkCode } from './verificationCodes.ts';
import type { BodyOf } from '../../contract/context.ts';

/** Account numbers start here; the profile id is the account minus this. */
export const ACCOUNT_BASE = 100000;

export async function register(
  services: Services,
  body: BodyOf<'/account/register'>,
  language: Language,
) {
  if (body.password !== body.confirmPassword) throw new AppError(1009);
  checkListedValues(body, language, services.now());
  // Uploads need a login: the app sets the chosen picture right after registering.
  if (body.avatar !== undefined) throw invalidField(language, 'avatar');
  if (await findActiveUserByEmail(services.db, body.email)) throw new AppError(1001);
  refuseCommonPassword(body.password);
  await checkCode(services, body.email, 'register', body.code, true);

  const now = services.now();
  const passwordHash = await hashPassword(body.password);
  const user = await services.db.transaction().execute(async (trx) => {
    // The next profile id decides the account: serial ids, account = id + 100000.
    const { id } = await nextUserId(trx);
    const account = ACCOUNT_BASE + id;
    const created = await insertUser(trx, {
      id,
      account,
      email: body.email,
      password_hash: passwordHash,
      nickname: body.nickname.trim(),
      avatar: '',
      gender: body.gender,
      birthday: body.birthday,
      height: body.height,
      weight: body.weight,
      occupation: body.occupation.trim(),
      hobby: body.hobby,
      region: body.region,
      common_language: body.commonLanguage,
      language: body.language ?? language,
      im_account: `u${account}`,
      im_password: randomBytes(12).toString('base64url'),
      is_pay_msg: body.gender === 1 ? 1 : 0,
      is_burn_pay_msg: body.gender === 1 ? 1 : 0,
      last_active_at: now,
      created_at: now,
    });
    // With the user, so a registration greets once (on Easemob it is only queued: see there).
    await greetNewMember(trx, services, created, now);
    return created;
  });
  services.chatAccounts.ensure(user.im_account, user.im_password);
  const withAvatar = await giveInitialAvatar(services, user);
  const token = await openSession(services.db, user.id, now, services.config.SESSION_DAYS);
  return { userInfo: await toUserInfo(services.db, withAvatar, now), token };
}

async function giveInitialAvatar(services: Services, user: User): Promise<User> {
  const svg = Buffer.from(initialAvatarSvg(user.nickname, user.account));
  const avatar = await services.storage.put(
    `avatar/${user.account}/initial.svg`,
    svg,
    'image/svg+xml',
  );
  await setAvatar(services.db, user.id, avatar);
  return { ...user, avatar };
}

/** Log in with the e-mail address or the numeric account. */
export async function login(services: Services, body: BodyOf<'/account/login'>) {
  const now = services.now();
  const byAccount = /^\d+$/.test(body.account);
  const user = await findSignInUser(services.db, body.account, byAccount);
  if (!user) {
    // Nobody may learn that the account is missing: the same count, the same password check
    // (against nobody's hash) and the same answer as a wrong password.
    await countUnknownLogin(services, byAccount ? String(Number(body.account)) : body.account);
    await verifyPassword(body.password, await dummyPasswordHash());
    throw new AppError(1006);
  }
  await checkPassword(services, user, body.password, 1006);
  // An operator's ban or suspension (domains/moderation) before the member's own cancellation.
  if (user.banned_at) throw new AppError(1014);
  if (user.suspended_until && user.suspended_until > now) {
    throw new AppError(1013, {
      params: { until: user.suspended_until.toISOString().slice(0, 10) },
    });
  }
  if (user.cancelled_at) throw new AppError(1008);
  await setLastActive(services.db, user.id, now);
  services.chatAccounts.ensure(user.im_account, user.im_password);
  const token = await openSession(services.db, user.id, now, services.config.SESSION_DAYS);
  return { userInfo: await toUserInfo(services.db, { ...user, last_active_at: now }, now), token };
}

/**
 * Checks the account's password; a wrong one answers `wrongCode` and counts as a failed login.
 * The failure is reserved before the check (loginFailures.ts), so a burst cannot outrun the
 * limit: past it, 1007 without checking.
 */
async function checkPassword(
  services: Services,
  user: User,
  password: string,
  wrongCode: 1006 | 1011,
): Promise<void> {
  const reserved = await reserveFailedLogin(services, user.id);
  if (!(await verifyPassword(password, user.password_hash))) throw new AppError(wrongCode);
  await giveBackFailedLogin(services, reserved);
}

/** The product refuses the most common passwords wherever one is chosen (code 1012). */
function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError(1012);
}

/** Reset with an e-mail code (anonymous) or change with the current password (logged in). */
export async function updatePassword(
  services: Services,
  body: BodyOf<'/account/update-pass'>,
  me: User | null,
) {
  if (body.password !== body.confirmPassword) throw new AppError(1009);
  // Before anything is used up: the caller may try again with a better password.
  refuseCommonPassword(body.password);
  let user: User;
  if ('oldPassword' in body) {
    if (!me) throw new AppError(401);
    await checkPassword(services, me, body.oldPassword, 1011);
    user = me;
  } else {
    // The code first: an unknown address has one too (sent nowhere, see sendCode), so a wrong
    // code answers 1002 whether or not the address has an account.
    await checkCode(services, body.email, 'reset-password', body.code, true);
    const found = await findActiveUserByEmail(services.db, body.email);
    if (!found) throw new AppError(1010);
    user = found;
  }
  const passwordHash = await hashPassword(body.password);
  // Every session ends with the old password: the API's, and the chat's on every device.
  await endSessionsEverywhere(services, user.id, 'passwordChanged', {
    alongside: (trx) => setPasswordHash(trx, user.id, passwordHash),
  });
}

export async function cancelAccount(
  services: Services,
  body: BodyOf<'/account/cancel-account'>,
  me: User,
) {
  await checkCode(services, me.email, 'cancel-account', body.code, true);
  const now = services.now();
  await endSessionsEverywhere(services, me.id, 'cancelled', {
    alongside: (trx) => markUserCancelled(trx, me.id, now),
  });
}
