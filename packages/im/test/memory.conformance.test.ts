import { createMemoryClient } from '../src/memory/client';
import { MemoryHub } from '../src/memory/hub';
import type { ChatClient } from '../src/types';
import { runConformance, type ConformanceWorld } from './conformance';
import { browserOn } from './support/tabWorld';

/**
 * The memory hub as a conformance world; reconnection waits of a few ms. With `asFollowerTab`,
 * each client is the second tab of a browser whose first tab holds the connection
 * (src/tabs/client.ts): every call and event of the suite crosses the tabs' channel.
 */
export function memoryWorld(asFollowerTab = false): ConformanceWorld {
  const hub = new MemoryHub({ redeliver: 5 });
  const clients: ChatClient[] = [];
  let accounts = 0;
  let uploads = 0;
  let payments = 0;
  return {
    createAccount() {
      accounts += 1;
      const credentials = { user: `u${100_000 + accounts}`, password: `secret-${accounts}` };
      hub.addAccount(credentials.user, credentials.password);
      return Promise.resolve(credentials);
    },
    createClient() {
      const client = asFollowerTab
        ? followerTab(browserOn(hub))
        : createMemoryClient(hub, {
            brand: 'Vitest',
            reconnect: { baseDelayMs: 2, maxDelayMs: 10 },
          });
      clients.push(client);
      return client;
    },
    async dropConnection(user) {
      // A follower tab hears the cut a moment after the tab holding the connection.
      const follower = asFollowerTab ? clients.find((client) => client.user === user) : undefined;
      const heard = new Promise<void>((resolve) => {
        const off = follower?.on('connection', (state) => {
          if (state.status !== 'reconnecting') return;
          off?.();
          resolve();
        });
        if (!follower) resolve();
      });
      hub.dropConnection(user);
      await heard;
    },
    hideLastSeen(user, hidden) {
      hub.setHideLastSeen(user, hidden);
      return Promise.resolve();
    },
    setNetwork(user, up) {
      hub.setNetwork(user, up);
      return Promise.resolve();
    },
    refuseNextSend(from, to) {
      hub.refuseNext({ from, to });
      return Promise.resolve();
    },
    advanceClock(ms) {
      hub.advanceClock(ms);
      return Promise.resolve();
    },
    uploadImage(user) {
      uploads += 1;
      return Promise.resolve(`/uploads/chat/${user}/photo-${uploads}.jpg`);
    },
    pay(_from, _to, kind) {
      payments += 1;
      return Promise.resolve(
        kind === 'gift'
          ? {
              giftId: 3,
              quantity: 2,
              url: '/uploads/gifts/rose.png',
              note: 'Rose',
              amount: 5,
              recordId: payments,
            }
          : { note: 'Happy birthday', amount: 50, recordId: payments },
      );
    },
    endSessions(user) {
      const credentials = { user, password: `renewed-${user}` };
      hub.endSession(user, 'passwordChanged', credentials.password);
      return Promise.resolve(credentials);
    },
    recallLimitMs: hub.recallLimitMs,
    async dispose() {
      await Promise.all(clients.map((client) => client.logout()));
    },
  };
}

/** The second tab of `browser`: its first tab logs in (and out) with it and leads. */
function followerTab(browser: ReturnType<typeof browserOn>): ChatClient {
  const leader = browser.tab();
  const follower = browser.tab();
  return new Proxy(follower, {
    get(target, property) {
      if (property === 'login') {
        // Together, as two open tabs do: the first asks for the lock first and leads, and the
        // second listens before the first's login hands over what was kept for the account.
        return async (credentials: Parameters<ChatClient['login']>[0]) => {
          await Promise.all([leader.login(credentials), follower.login(credentials)]);
        };
      }
      if (property === 'logout') {
        return async () => {
          await follower.logout();
          await leader.logout();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

runConformance('memory', () => memoryWorld());
runConformance('memory, from a tab that does not hold the connection', () => memoryWorld(true));
