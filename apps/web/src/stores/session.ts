import { isHeartlineError, type Body, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { disconnectChat } from '../chat/chatConnection';
import { i18n } from '../i18n/i18n';
import { handleUnauthorized, sdk } from '../sdk';
import { applyServerLanguage } from './language';
import { notify, notifyFailure } from './notices';
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

/** Logs out on the server, then here. Resolves to false (and says so) when the server failed. */
export async function logout() {
  try {
    await sdk.account.logout();
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
