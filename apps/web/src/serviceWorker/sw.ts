/// <reference lib="webworker" />
/**
 * Heartline's service worker, built by vite-plugin-pwa (injectManifest) into the app's root as
 * /sw.js (scope /). Each concern is a module of its own, wired here in order.
 *
 * Updating: no skipWaiting() and no clients.claim(). A new worker installs beside the old one
 * and takes over on the next visit, once every Heartline tab has closed: a member in the middle
 * of a chat is never reloaded under their fingers, and a page always runs with the worker (and
 * the shell) it started with.
 */
import { precacheShell } from './precacheShell';
import { routeNavigations } from './navigations';
import { handlePushes } from './pushNotifications';

declare const self: ServiceWorkerGlobalScope;

// Order matters: the precache's route answers its own files (the shell's hashed scripts) first;
// the navigation route then handles page loads. Nothing else is routed: API answers (/api/) and
// uploaded images (/uploads/, private ones included) go to the network as if there were no
// worker, and are never kept by it.
precacheShell(self.__WB_MANIFEST);
routeNavigations();
// Web push: a notification per message while the app is closed, a tap opening the conversation.
handlePushes();
