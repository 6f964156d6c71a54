/**
 * The server's calls to Easemob's REST API, one method each, as Easemob documents them (the page
 * of each is named above it). Tokens, time limits and retries are easemobHttp.ts's; a call that
 * fails for good throws EasemobError with Easemob's own error code.
 */
import type { EasemobMessage, EasemobRest, EasemobUserToken } from './EasemobRest.ts';
import { EasemobError } from './EasemobError.ts';
import { EasemobHttp, type EasemobHttpOptions } from './easemobHttp.ts';
import { tokenSeconds } from './tokenLifetime.ts';

export type EasemobRestOptions = EasemobHttpOptions;

/** Easemob's answer to registering a username it already has. */
const USER_EXISTS = 'duplicate_unique_property_exists';

export class EasemobRestClient implements EasemobRest {
  readonly #http: EasemobHttp;

  constructor(options: EasemobRestOptions) {
    this.#http = new EasemobHttp(options);
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/account_register_authorized_single.html
  async createUser(username: string, password: string): Promise<boolean> {
    try {
      // A list of one, as the page's example: the same path registers one user or several.
      await this.#http.call({ method: 'POST', path: '/users', body: [{ username, password }] });
      return true;
    } catch (error) {
      // Also the answer to a retry whose first attempt did register the user.
      if (error instanceof EasemobError && error.error === USER_EXISTS) return false;
      throw error;
    }
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/account_password_change.html
  async setPassword(username: string, password: string): Promise<void> {
    await this.#http.call({
      method: 'PUT',
      path: `${userPath(username)}/password`,
      body: { newpassword: password },
    });
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/easemob_user_token.html
  // (通过用户 ID 和密码获取用户 token): a token of a minute, asked only to learn the answer.
  async checkPassword(
    username: string,
    password: string,
  ): Promise<'matches' | 'differs' | 'noUser'> {
    try {
      await this.#http.call({
        method: 'POST',
        path: '/token',
        body: { grant_type: 'password', username, password, ttl: 60 },
      });
      return 'matches';
    } catch (error) {
      if (!(error instanceof EasemobError)) throw error;
      if (error.status === 404) return 'noUser';
      if (error.status === 400 && error.error === 'invalid_grant') return 'differs';
      throw error;
    }
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/account_offline_forced.html
  async disconnect(username: string): Promise<void> {
    await this.#http.call({ method: 'GET', path: `${userPath(username)}/disconnect` });
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/account_ban.html
  async deactivate(username: string): Promise<void> {
    await this.#http.call({ method: 'POST', path: `${userPath(username)}/deactivate` });
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/easemob_user_token.html
  async userToken(username: string, ttlSeconds: number): Promise<EasemobUserToken> {
    const answer = await this.#http.call({
      method: 'POST',
      path: '/token',
      // inherit: a token for the user by name alone, made by the app token; no password.
      body: { grant_type: 'inherit', username, autoCreateUser: true, ttl: ttlSeconds },
    });
    const { access_token, expires_in } = (answer ?? {}) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (typeof access_token !== 'string' || !access_token || typeof expires_in !== 'number') {
      throw new EasemobError(200, 'unexpected_response', 'no user token', 'POST /token');
    }
    return { token: access_token, expiresIn: tokenSeconds(expires_in, ttlSeconds) };
  }

  // Easemob docs: https://doc.easemob.com/document/server-side/message_single.html
  async sendMessage(message: EasemobMessage): Promise<string> {
    const body =
      message.type === 'txt'
        ? { msg: message.msg ?? '' }
        : {
            customEvent: message.customEvent,
            ...(message.customExts ? { customExts: message.customExts } : {}),
          };
    const answer = await this.#http.call({
      method: 'POST',
      path: '/messages/users',
      body: {
        from: message.from,
        to: [message.to],
        type: message.type,
        body,
        ...(message.ext ? { ext: message.ext } : {}),
        ...(message.syncToSender ? { sync_device: true } : {}),
      },
      // Sent twice, a red packet's message would show twice.
      idempotent: false,
    });
    // data maps each receiver to the id of the message it was sent.
    const id = (answer as { data?: Record<string, unknown> } | null)?.data?.[message.to];
    if (typeof id !== 'string') {
      throw new EasemobError(200, 'unexpected_response', 'no message id', 'POST /messages/users');
    }
    return id;
  }
}

function userPath(username: string): string {
  return `/users/${encodeURIComponent(username)}`;
}
