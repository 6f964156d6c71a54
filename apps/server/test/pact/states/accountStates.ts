/** Provider states of the account domain: codes, passwords, sessions (account and failures pacts). */
import { hashToken, revokeSession } from '../../../src/http/sessions.ts';
import {
  giveCode,
  logIn,
  num,
  setPassword,
  str,
  ensureUser,
  type StateHandler,
} from './stateContext.ts';

export const accountStates: Record<string, StateHandler> = {
  'user 100001 is logged in': async (ctx, params) => {
    await logIn(ctx, num(params, 'account', 100001));
  },

  // Nothing to create: the database starts empty.
  'e-mail lukas.schneider@example.de is not registered and was sent no code recently':
    async () => {},

  'e-mail lukas.schneider@example.de was sent a code less than a minute ago': async (
    ctx,
    params,
  ) => {
    const email = str(params, 'email', 'lukas.schneider@example.de');
    await giveCode(ctx, email, 'register', '1234', 30_000);
  },

  'e-mail lukas.schneider@example.de has a register code 4831': async (ctx, params) => {
    const email = str(params, 'email', 'lukas.schneider@example.de');
    // Sent two minutes ago: still valid, and the once-a-minute limit is past.
    await giveCode(ctx, email, 'register', str(params, 'code', '4831'), 120_000);
  },

  'user 100001 has the e-mail xiaoyu.li@example.com and the password xiaoyu2024': async (
    ctx,
    params,
  ) => {
    const account = num(params, 'account', 100001);
    await ensureUser(ctx, account, { email: str(params, 'email', 'xiaoyu.li@example.com') });
    await setPassword(ctx, account, str(params, 'password', 'xiaoyu2024'));
  },

  'user 100001 with e-mail xiaoyu.li@example.com has a reset-password code 0427': async (
    ctx,
    params,
  ) => {
    const email = str(params, 'email', 'xiaoyu.li@example.com');
    await ensureUser(ctx, num(params, 'account', 100001), { email });
    await giveCode(ctx, email, 'reset-password', str(params, 'code', '0427'), 120_000);
  },

  'user 100001 is logged in and has the password xiaoyu2024': async (ctx, params) => {
    const account = num(params, 'account', 100001);
    await setPassword(ctx, account, str(params, 'password', 'xiaoyu2024'));
    await logIn(ctx, account);
  },

  'user 100001 is logged in and has a cancel-account code 7316': async (ctx, params) => {
    const user = await logIn(ctx, num(params, 'account', 100001));
    await giveCode(ctx, user.email, 'cancel-account', str(params, 'code', '7316'), 120_000);
  },

  'user 100001 logged out, and its token was revoked': async (ctx, params) => {
    await logIn(ctx, num(params, 'account', 100001));
    const { db, now } = ctx.app.services;
    await revokeSession(db, hashToken(ctx.token as string), now());
  },
};
