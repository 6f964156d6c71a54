import type { Handlers } from '../../contract/context.ts';
import { AppError } from '../../http/AppError.ts';
import { toUserInfo } from '../user/views.ts';
import { cancelAccount, login, register, updatePassword } from './accountService.ts';
import { endSessionsEverywhere } from './endSessions.ts';
import { findActiveUserByEmail } from './queries.ts';
import { checkCode, sendCode } from './verificationCodes.ts';

export const accountHandlers: Handlers = {
  // Whether an address has an account must not show here: every request does the same work
  // (the send limits, a stored code) and only the mail depends on the account. A reset or
  // cancellation code for an address without an account is stored but sent nowhere, and the
  // answer is the same success.
  //
  // Register, for a registered address, still answers 1001, after that same work and without a
  // mail: the sign-up form reports the taken address at this step (apps/web
  // stores/registration.ts stepToFix, and its test), and /account/register would tell it anyway.
  // Probing it is held to the send limit (one a minute per address, a refusal counts too) and to
  // the per-address request limit.
  '/account/verification-code': async ({ body, services, language }) => {
    const active = await findActiveUserByEmail(services.db, body.email);
    const taken = body.purpose === 'register' && active !== undefined;
    const mail = body.purpose === 'register' ? !taken : active !== undefined;
    await sendCode(services, body.email, body.purpose, language, { mail });
    if (taken) throw new AppError(1001);
    return null;
  },

  '/account/judge-code': async ({ body, services }) => {
    await checkCode(services, body.email, body.purpose, body.code, false);
    return { valid: true };
  },

  '/account/register': ({ body, services, language }) => register(services, body, language),

  '/account/login': ({ body, services }) => login(services, body),

  // This device's API session ends; the chat ends on every device (one chat device an account).
  '/account/logout': async ({ services, user, sessionHash }) => {
    if (user && sessionHash) {
      await endSessionsEverywhere(services, user.id, 'logout', { tokenHash: sessionHash });
    }
    return null;
  },

  '/account/update-pass': async ({ body, services, user }) => {
    await updatePassword(services, body, user);
    return null;
  },

  '/account/cancel-account': async ({ body, services, me }) => {
    await cancelAccount(services, body, me);
    return null;
  },

  '/account/my-info': ({ services, me }) => toUserInfo(services.db, me, services.now()),
};
