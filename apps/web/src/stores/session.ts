import type { KickReason } from '@heartline/im';
import { isHeartlineError, type Body, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { disconnectChat } from '../chatConnection';
import { i18n } from '../i18n/i18n';
import { handleUnauthorized, sdk } from '../sdk';
import { applyServerLanguage } from './language';
import { notify, notifyFailure } from './toasts';
import { resetStores } from './resetStores';
import { clearToken, readToken, writeToken } from './token';

/** The logged-in member's own information (GET /account/my-info). */
export type Me = Data<'/account/my-info', 'get'>;

type SessionState = {
  /** The session token, mirrored from its cookie; null when logged out. */
  token: string | null;
  /** The member, once my-info or login answered. */
  me: Me | null;
};

/** The login state (spec section 4): logged in with a token cookie of 30 days, or logged out. */
export const session = proxy<SessionState>({ token: readToken(), me: null });

function startSession(token: string, me: Me) {
  writeToken(token);
  session.token = token;
  session.me = me;
}

/**
 * Logs in with e-mail or numeric account and password. The member's language is adopted first,
 * so the layout appears in it at once.
 */
export async function login(credentials: Body<'/account/login', 'post'>) {
  const { token, userInfo } = await sdk.account.login(credentials);
  await applyServerLanguage(userInfo.userSetVo.language);
  startSession(token, userInfo);
  return userInfo;
}

/** Registers and logs in (the server answers like login). */
export async function register(details: Body<'/account/register', 'post'>) {
  const { token, userInfo } = await sdk.account.register(details);
  await applyServerLanguage(userInfo.userSetVo.language);
  startSession(token, userInfo);
  return userInfo;
}

/** Refreshes the member (balance, level, counts); the header runs it when it loads. */
export async function loadMe() {
  if (!session.token) return null;
  try {
    session.me = await sdk.account.myInfo();
    return session.me;
  } catch (error) {
    notifyFailure(error, i18n.t('errors.userInfoFailed'));
    return null;
  }
}

/**
 * Ends the session here: forgets the token and the member, logs out of chat and resets every
 * store. The route guard then shows /login.
 */
export function endSession() {
  clearToken();
  session.token = null;
  session.me = null;
  void disconnectChat();
  resetStores();
}

/** Calls of this app that end the login on the server, under way (see endedByServer). */
let endingHere = 0;

/**
 * Runs a call that ends the login on the server (logout, password change, cancellation): the
 * chat's news of that end, arriving while it runs, is this call's own doing, not a surprise.
 */
export async function endingSessionHere<T>(call: () => Promise<T>): Promise<T> {
  endingHere += 1;
  try {
    return await call();
  } finally {
    endingHere -= 1;
  }
}

/**
 * The server ended this login (the chat service said so): a logout on another device, a password
 * change, the account cancelled or banned. Says why, then ends the session here; the route guard
 * shows /login. Nothing when this app is ending it itself, or has already.
 */
export function endedByServer(reason: Exclude<KickReason, 'otherDevice'>) {
  if (!session.token || endingHere > 0) return;
  notify({ tone: 'error', title: i18n.t(`errors.sessionEnded.${reason}`) });
  endSession();
}

/** Logs out on the server, then here. Resolves to false (and says so) when the server failed. */
export async function logout() {
  try {
    await endingSessionHere(() => sdk.account.logout());
  } catch (error) {
    if (!isHeartlineError(error) || error.kind !== 'unauthorized') {
      notifyFailure(error, i18n.t('errors.logoutFailed'));
      return false;
    }
  }
  endSession();
  return true;
}

/** Back to the initial state, keeping the token cookie (tests). */
export function reset() {
  session.token = readToken();
  session.me = null;
}

/** A lost login (envelope or HTTP 401): say so once, end the session, go to /login. */
handleUnauthorized(() => {
  if (!session.token) return;
  notify({ tone: 'error', title: i18n.t('errors.unauthorized') });
  endSession();
});

export function useSession() {
  return useSnapshot(session);
}
