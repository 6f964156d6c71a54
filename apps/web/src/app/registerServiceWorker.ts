import { whenIdle } from './whenIdle';

/**
 * Registers the service worker (/sw.js, built from src/serviceWorker/sw.ts) once the first page
 * has loaded and the browser is idle, so it never competes with the first screen: the worker
 * then downloads the shell it keeps for offline visits. Production builds only: `vite dev`,
 * Storybook and the tests have no worker (and must not keep an old one's shell).
 *
 * A new version's worker waits and takes over on the next visit (sw.ts): nothing here reloads.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/' })
        .catch((error: unknown) => console.warn('The service worker did not register', error));
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
