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
  async sendVerificationCode({ body, services, language }) {
    const active = await findActiveByEmail(services, body.email);
    if (body.purpose === 'register' && active) throw new AppError(1001);
    if (body.purpose !== 'register' && !active) throw new AppError(1010);
    await sendCode(services, body.email, body.purpose, language);
    return null;
  },

  async judgeVerificationCode({ body, services }) {
    await checkCode(services, body.email, body.purpose, body.code, false);
    return { valid: true };
  },

  register: ({ body, services, language }) => register(services, body, language),

  login: ({ body, services }) => login(services, body),

  async logout({ services, sessionHash }) {
    if (sessionHash) await revokeSession(services.db, sessionHash, services.now());
    return null;
  },

  async updatePassword({ body, services, user }) {
    await updatePassword(services, body, user);
    return null;
  },

  async cancelAccount({ body, services, me }) {
    await cancelAccount(services, body, me);
    return null;
  },

  getMyInfo: ({ services, me }) => toUserInfo(services.db, me, services.now()),
};
