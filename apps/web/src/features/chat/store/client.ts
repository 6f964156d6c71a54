import type { ChatClient, ChatCredentials } from '@heartline/im';
import { getChatClient } from '../../../chatConnection';

/** The chat client the store listens to, once its login has started. */
let current: { user: string; ready: Promise<ChatClient>; detach: () => void } | null = null;

/**
 * Logs in to chat with the member's IM account (once: a second call with the same account
 * answers the same login) and lets `attach` subscribe to the client's events. A failed login is
 * forgotten, so the next call tries again.
 */
export function connect(
  credentials: ChatCredentials,
  attach: (client: ChatClient) => () => void,
): Promise<ChatClient> {
  if (current?.user === credentials.user) return current.ready;
  current?.detach();
  let detach = () => {};
  const ready = (async () => {
    const client = await getChatClient();
    detach = attach(client);
    if (client.user !== credentials.user || client.state.status === 'disconnected') {
      await client.login(credentials);
    }
    return client;
  })();
  const entry = { user: credentials.user, ready, detach: () => detach() };
  current = entry;
  ready.catch(() => {
    if (current !== entry) return;
    entry.detach();
    current = null;
  });
  return ready;
}

/** The logged-in client; rejects when the chat was never started or its login failed. */
export function readyClient(): Promise<ChatClient> {
  return current ? current.ready : Promise.reject(new Error('The chat is not started.'));
}

/** The member's own IM account while the chat is started. */
export function ownAccount(): string | null {
  return current?.user ?? null;
}

/** Forgets the client and its listeners (logout; the connection module logs it out). */
export function forgetClient() {
  current?.detach();
  current = null;
}
