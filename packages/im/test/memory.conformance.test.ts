import { createMemoryClient } from '../src/memory/client';
import { MemoryHub } from '../src/memory/hub';
import type { ChatClient } from '../src/types';
import { runConformance, type ConformanceWorld } from './conformance';

/** The memory hub as a conformance world; reconnection waits of a few ms. */
function memoryWorld(): ConformanceWorld {
  const hub = new MemoryHub({ redeliver: 5 });
  const clients: ChatClient[] = [];
  let accounts = 0;
  return {
    async createAccount() {
      accounts += 1;
      const credentials = { user: `u${100_000 + accounts}`, password: `secret-${accounts}` };
      hub.addAccount(credentials.user, credentials.password);
      return credentials;
    },
    createClient() {
      const client = createMemoryClient(hub, {
        brand: 'Vitest',
        reconnect: { baseDelayMs: 2, maxDelayMs: 10 },
      });
      clients.push(client);
      return client;
    },
    async dropConnection(user) {
      hub.dropConnection(user);
    },
    async setNetwork(user, up) {
      hub.setNetwork(user, up);
    },
    async refuseNextSend(from, to) {
      hub.refuseNext({ from, to });
    },
    async advanceClock(ms) {
      hub.advanceClock(ms);
    },
    recallLimitMs: hub.recallLimitMs,
    async dispose() {
      await Promise.all(clients.map((client) => client.logout()));
    },
  };
}

runConformance('memory', memoryWorld);
