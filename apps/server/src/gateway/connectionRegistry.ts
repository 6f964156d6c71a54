/**
 * This process's logged-in connections by account, and who follows whose presence. An account is
 * online here while it has a connection; a second device taking over never shows it offline.
 */
import type { ChatConnection } from './chatConnection.ts';

export class ConnectionRegistry {
  private readonly byUser = new Map<string, Set<ChatConnection>>();
  /** Watched account -> the connections following it. */
  private readonly watchers = new Map<string, Set<ChatConnection>>();

  /** Answers true when this is the account's first connection (it just came online). */
  add(connection: ChatConnection): boolean {
    const user = connection.user!;
    let set = this.byUser.get(user);
    const first = !set;
    if (!set) this.byUser.set(user, (set = new Set()));
    set.add(connection);
    return first;
  }

  /** Answers true when it was the account's last connection (it just went offline). */
  remove(connection: ChatConnection): boolean {
    this.unwatch(connection, [...connection.watching]);
    const user = connection.user;
    if (!user) return false;
    const set = this.byUser.get(user);
    if (!set?.delete(connection)) return false;
    if (set.size > 0) return false;
    this.byUser.delete(user);
    return true;
  }

  of(user: string): Iterable<ChatConnection> {
    return this.byUser.get(user) ?? [];
  }

  isOnline(user: string): boolean {
    return this.byUser.has(user);
  }

  /** The accounts with a connection here. */
  users(): string[] {
    return [...this.byUser.keys()];
  }

  /** The accounts some connection here follows. */
  watched(): string[] {
    return [...this.watchers.keys()];
  }

  all(): ChatConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  watch(connection: ChatConnection, peers: readonly string[]): void {
    for (const peer of peers) {
      let set = this.watchers.get(peer);
      if (!set) this.watchers.set(peer, (set = new Set()));
      set.add(connection);
      connection.watching.add(peer);
    }
  }

  unwatch(connection: ChatConnection, peers: readonly string[]): void {
    for (const peer of peers) {
      const set = this.watchers.get(peer);
      set?.delete(connection);
      if (set?.size === 0) this.watchers.delete(peer);
      connection.watching.delete(peer);
    }
  }

  watchersOf(user: string): Iterable<ChatConnection> {
    return this.watchers.get(user) ?? [];
  }
}
