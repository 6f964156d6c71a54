import Cookies from 'js-cookie';

/** The session token's cookie: the login state of spec section 4, kept 30 days. */
export const TOKEN_COOKIE = 'heartline_token';
export const TOKEN_DAYS = 30;

export function readToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

export function writeToken(token: string) {
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

export function clearToken() {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
}
