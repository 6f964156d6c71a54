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
    createAccount() {
      accounts += 1;
      const credentials = { user: `u${100_000 + accounts}`, password: `secret-${accounts}` };
      hub.addAccount(credentials.user, credentials.password);
      return Promise.resolve(credentials);
    },
    createClient() {
      const client = createMemoryClient(hub, {
        brand: 'Vitest',
        reconnect: { baseDelayMs: 2, maxDelayMs: 10 },
      });
      clients.push(client);
      return client;
    },
    dropConnection(user) {
      hub.dropConnection(user);
      return Promise.resolve();
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

runConformance('memory', memoryWorld);
