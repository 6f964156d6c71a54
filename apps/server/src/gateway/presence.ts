/**
 * Who is online: an account is online while it has a chat connection in any process. In one
 * process the connection registry knows (LocalPresence, the default); several processes share
 * the answer in Redis (redisPresence.ts). The gateway announces a change only when it is one for
 * the whole service: a user's second device, or a connection moving to another process, shows
 * nobody an offline moment.
 */
import type { ConnectionRegistry } from './connectionRegistry.ts';

export interface Presence {
  /** The first connection of `user` in this process opened: true if the user just came online. */
  joined(user: string): Promise<boolean>;
  /** The last connection of `user` in this process closed: true if the user is now offline. */
  left(user: string): Promise<boolean>;
  /** Whether each user is online anywhere. */
  online(users: readonly string[]): Promise<boolean[]>;
  /**
   * Called with users whose state may have changed without a joined() or left() saying so: the
   * users of a process that died, and everyone after the shared state was rebuilt.
   */
  onChanged(listener: (change: PresenceChange) => void): () => void;
  close(): Promise<void>;
}

export interface PresenceChange {
  online: readonly string[];
  offline: readonly string[];
}

/** One process: the registry is the whole truth. */
export class LocalPresence implements Presence {
  private readonly registry: ConnectionRegistry;

  constructor(registry: ConnectionRegistry) {
    this.registry = registry;
  }

  joined(): Promise<boolean> {
    return Promise.resolve(true);
  }

  left(): Promise<boolean> {
    return Promise.resolve(true);
  }

  online(users: readonly string[]): Promise<boolean[]> {
    return Promise.resolve(users.map((user) => this.registry.isOnline(user)));
  }

  /** Nothing changes behind a single process's back. */
  onChanged(): () => void {
    return () => {};
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
