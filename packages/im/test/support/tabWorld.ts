/**
 * Browsers with tabs over the memory hub, in one process: Node has BroadcastChannel and Web
 * Locks (navigator.locks) like a browser, and each browser gets a scope of its own so that two
 * browsers of one account do not share their tabs.
 */
import { newClientId } from '../../src/internal/outgoing';
import { createMemoryClient } from '../../src/memory/client';
import type { MemoryHub } from '../../src/memory/hub';
import { createTabClient } from '../../src/tabs/client';
import type { ChatClient } from '../../src/types';

export interface Browser {
  /** A new tab, not logged in. */
  tab(): ChatClient;
  /** What sets this browser's tabs apart; its Web Locks' names contain it. */
  readonly scope: string;
}

export function browserOn(hub: MemoryHub): Browser {
  const scope = newClientId();
  return {
    scope,
    tab: () =>
      createTabClient({
        kind: 'memory',
        scope,
        create: () =>
          createMemoryClient(hub, {
            brand: 'Vitest',
            reconnect: { baseDelayMs: 2, maxDelayMs: 10 },
          }),
      }),
  };
}
