import { createSdk } from '@heartline/sdk';
import { currentLanguage } from './i18n/i18n';
import { readToken } from './stores/token';

let unauthorizedHandler: () => void = () => undefined;

/**
 * Who handles a lost login. The session store registers its handler when it loads: it imports
 * the SDK, so the SDK cannot import it back.
 */
export function handleUnauthorized(handler: () => void) {
  unauthorizedHandler = handler;
}

/**
 * The app's one API client. Only stores call it; components never do. Every call carries the
 * interface language and, once logged in, the token from the session cookie.
 */
export const sdk = createSdk({
  // Absolute on the page's own origin (the server serves app and API on one port; tests run on
  // jsdom's origin).
  baseUrl: `${window.location.origin}/api`,
  getLanguage: currentLanguage,
  getToken: readToken,
  onUnauthorized: () => unauthorizedHandler(),
});
