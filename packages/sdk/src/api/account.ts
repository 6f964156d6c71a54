import type { HeartlineClient } from '../client/createHeartlineClient';
import type { Body } from '../client/operationTypes';
import { unwrap } from '../client/unwrap';

/** Registration, e-mail codes, login, passwords and account cancellation. */
export function createAccountApi(client: HeartlineClient) {
  return {
    /** Sends a 4-digit code to an e-mail address for registering, resetting or cancelling. */
    sendVerificationCode: (body: Body<'/account/verification-code', 'post'>) =>
      unwrap(client.POST('/account/verification-code', { body })),

    /** Checks a code without using it up, so a multi-step form can go on. */
    judgeCode: (body: Body<'/account/judge-code', 'post'>) =>
      unwrap(client.POST('/account/judge-code', { body })),

    /** Creates the account and logs it in: resolves to `{userInfo, token}`. */
    register: (body: Body<'/account/register', 'post'>) =>
      unwrap(client.POST('/account/register', { body })),

    /** Logs in with the e-mail address or numeric account: resolves to `{userInfo, token}`. */
    login: (body: Body<'/account/login', 'post'>) =>
      unwrap(client.POST('/account/login', { body })),

    /** Ends this session on the server. */
    logout: () => unwrap(client.POST('/account/logout')),

    /** Resets a forgotten password with an e-mail code, or changes it with the current one. */
    updatePassword: (body: Body<'/account/update-pass', 'post'>) =>
      unwrap(client.POST('/account/update-pass', { body })),

    /** Cancels the caller's account for good; it can no longer log in. */
    cancelAccount: (body: Body<'/account/cancel-account', 'post'>) =>
      unwrap(client.POST('/account/cancel-account', { body })),

    /** The logged-in user's own information (a lost login calls onUnauthorized). */
    myInfo: () => unwrap(client.GET('/account/my-info')),
  };
}
