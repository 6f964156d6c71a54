/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

/** Addresses that are not the app's pages: the API, uploads, and the footer's static pages. */
const notAppPages = [/^\/api\//, /^\/uploads\//, /^\/pages\//];

/**
 * Page loads (navigations) go to the network, so a deployment's new shell is seen at once; when
 * the network cannot answer (offline), the precached shell does, and the app starts from it and
 * says it is offline. A navigation's answer itself is never stored here.
 */
export function routeNavigations() {
  const networkThenShell = new NetworkOnly({
    plugins: [{ handlerDidError: async () => (await matchPrecache('index.html')) ?? undefined }],
  });
  registerRoute(new NavigationRoute(networkThenShell, { denylist: notAppPages }));
}
