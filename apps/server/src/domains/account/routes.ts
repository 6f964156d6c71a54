import type { Handlers } from '../../contract/context.ts';
import { AppError } from '../../http/AppError.ts';
import { revokeSession } from '../../http/sessions.ts';
import { toUserInfo } from '../user/views.ts';
import {
  cancelAccount,
  findActiveByEmail,
  login,
  register,
  updatePassword,
} from './accountService.ts';
import { checkCode, sendCode } from './verificationCodes.ts';

export const accountHandlers: Handlers = {
  '/account/verification-code': async ({ body, services, language }) => {
    const active = await findActiveByEmail(services, body.email);
    if (body.purpose === 'register' && active) throw new AppError(1001);
    if (body.purpose !== 'register' && !active) throw new AppError(1010);
    await sendCode(services, body.email, body.purpose, language);
    return null;
  },

  '/account/judge-code': async ({ body, services }) => {
    await checkCode(services, body.email, body.purpose, body.code, false);
    return { valid: true };
  },

  '/account/register': ({ body, services, language }) => register(services, body, language),

  '/account/login': ({ body, services }) => login(services, body),

  '/account/logout': async ({ services, sessionHash }) => {
    if (sessionHash) await revokeSession(services.db, sessionHash, services.now());
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
