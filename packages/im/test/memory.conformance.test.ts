import { createMemoryClient } from '../src/memory/client';
import { MemoryHub } from '../src/memory/hub';
import type { ChatClient } from '../src/types';
import { runConformance, type ConformanceWorld } from './conformance';

/** The memory hub as a conformance world; reconnection waits of a few ms. */
function memoryWorld(): ConformanceWorld {
  const hub = new MemoryHub({ redeliver: 5 });
  const clients: ChatClient[] = [];
  let accounts = 0;
  let uploads = 0;
  let payments = 0;
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
    async uploadImage(user) {
      uploads += 1;
      return `/uploads/chat/${user}/photo-${uploads}.jpg`;
    },
    async pay(_from, _to, kind) {
      payments += 1;
      return kind === 'gift'
        ? {
            giftId: 3,
            quantity: 2,
            url: '/uploads/gifts/rose.png',
            note: 'Rose',
            amount: 5,
            recordId: payments,
          }
        : { note: 'Happy birthday', amount: 50, recordId: payments };
    },
    async endSessions(user) {
      const credentials = { user, password: `renewed-${user}` };
      hub.endSession(user, 'passwordChanged', credentials.password);
      return credentials;
    },
    recallLimitMs: hub.recallLimitMs,
    async dispose() {
      await Promise.all(clients.map((client) => client.logout()));
    },
  };
}

runConformance('memory', memoryWorld);
