/// <reference lib="webworker" />
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * Keeps the app shell on the device: index.html and the entry's hashed scripts and style sheets
 * (listed by build/shellPrecache.ts), so a page load offline still starts
 * the app. Only those: precaching every lazy chunk would make a first visit download the whole
 * app (pages never opened, the 600 kB Easemob SDK) on a phone's data plan. The chunks of the
 * pages a member has opened are kept anyway by the browser's HTTP cache, where the server marks
 * them immutable for a year (apps/server/src/http/staticCaching.ts); those are what an offline
 * visit shows. A new build's list replaces the old one, and the old caches are deleted.
 */
export function precacheShell(entries: Array<PrecacheEntry | string>) {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
