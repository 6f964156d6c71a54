/**
 * The memory hub's wires: which client is connected for which account, a log of every push per
 * account (so a resumed session gets exactly what it missed), delivery in microtasks (first in,
 * first out, like one ordered connection), who watches whose presence, and when each account was
 * last seen (its connection went away), hidden both ways from and for an account that hides it.
 */
import type {
  ChatMessage,
  DeliveryReceipt,
  ImAccount,
  KickReason,
  PresenceState,
  ReadReceipt,
  ReactionNotice,
  RecallNotice,
  TypingNotice,
} from '../types';

export type MemoryPush =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'recall'; notice: RecallNotice }
  | { kind: 'read'; receipt: ReadReceipt }
  | { kind: 'delivered'; receipt: DeliveryReceipt }
  | { kind: 'presence'; presence: PresenceState }
  | { kind: 'typing'; notice: TypingNotice }
  | { kind: 'reaction'; notice: ReactionNotice };

/** How the hub reaches a client: its end of the simulated connection. */
export interface MemoryEndpoint {
  /** `seq` is the push's place in the account's log; null for pushes outside it. */
  receive(seq: number | null, push: MemoryPush): void;
  /** The connection was cut; the client reconnects on its own. */
  dropped(): void;
  kicked(reason: KickReason): void;
}

/** One connection: a new one each time an account connects, so late pushes for an old one drop. */
export interface Attachment {
  user: ImAccount;
  endpoint: MemoryEndpoint;
}

export class Switchboard {
  private readonly attached = new Map<ImAccount, Attachment>();
  private readonly logs = new Map<ImAccount, MemoryPush[]>();
  /** Watched account -> watchers. */
  private readonly watchers = new Map<ImAccount, Set<ImAccount>>();
  private readonly lastSeen = new Map<ImAccount, number>();
  /** Accounts whose privacy setting hideLastSeen is on. */
  private readonly hiding = new Set<ImAccount>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** The privacy setting hideLastSeen: nobody is told the account's, and it is told nobody's. */
  setHideLastSeen(user: ImAccount, hidden: boolean): void {
    if (hidden) this.hiding.add(user);
    else this.hiding.delete(user);
  }

  isOnline(user: ImAccount): boolean {
    return this.attached.has(user);
  }

  /** The account an endpoint is connected as, if it is. */
  userOf(endpoint: MemoryEndpoint): ImAccount | undefined {
    for (const [user, attachment] of this.attached) {
      if (attachment.endpoint === endpoint) return user;
    }
    return undefined;
  }

  attach(user: ImAccount, endpoint: MemoryEndpoint): Attachment {
    const wasOnline = this.isOnline(user);
    const attachment = { user, endpoint };
    this.attached.set(user, attachment);
    if (!wasOnline) this.announce(user);
    return attachment;
  }

  /** `quiet` when another device takes over at once: the account never looks offline. */
  detach(user: ImAccount, { quiet = false } = {}): Attachment | undefined {
    const attachment = this.attached.get(user);
    if (!attachment) return undefined;
    this.attached.delete(user);
    if (!quiet) {
      this.lastSeen.set(user, this.now());
      this.announce(user);
    }
    return attachment;
  }

  /** Tells the endpoint it was cut, unless it is back by then (it noticed first). */
  notifyDropped(attachment: Attachment): void {
    queueMicrotask(() => {
      if (this.attached.get(attachment.user)?.endpoint !== attachment.endpoint) {
        attachment.endpoint.dropped();
      }
    });
  }

  /** The length of the account's log: where a fresh session starts. */
  head(user: ImAccount): number {
    return this.log(user).length;
  }

  /** Logs the push for the account and sends it now if the account is connected. */
  push(user: ImAccount, push: MemoryPush): void {
    const log = this.log(user);
    log.push(push);
    const attachment = this.attached.get(user);
    if (attachment) this.deliver(attachment, log.length, push);
  }

  /** Sends a push outside the log (a signal such as typing): lost if the account is away. */
  signal(user: ImAccount, push: MemoryPush): void {
    const attachment = this.attached.get(user);
    if (attachment) this.deliver(attachment, null, push);
  }

  /** Resends the logged pushes after `from`. */
  replay(attachment: Attachment, from: number): void {
    this.log(attachment.user)
      .slice(from)
      .forEach((push, i) => this.deliver(attachment, from + i + 1, push));
  }

  /** Sends in a microtask, unless the connection it was meant for is gone by then. */
  deliver(attachment: Attachment, seq: number | null, push: MemoryPush): void {
    queueMicrotask(() => {
      if (this.attached.get(attachment.user) === attachment) attachment.endpoint.receive(seq, push);
    });
  }

  watch(watcher: ImAccount, peers: readonly ImAccount[]): PresenceState[] {
    for (const peer of peers) {
      let set = this.watchers.get(peer);
      if (!set) this.watchers.set(peer, (set = new Set()));
      set.add(watcher);
    }
    return this.presenceOf(watcher, peers);
  }

  unwatch(watcher: ImAccount, peers: readonly ImAccount[]): void {
    for (const peer of peers) this.watchers.get(peer)?.delete(watcher);
  }

  /** The current state of everyone the account watches (sent again after a resume). */
  watchedBy(watcher: ImAccount): PresenceState[] {
    const peers: ImAccount[] = [];
    for (const [peer, set] of this.watchers) if (set.has(watcher)) peers.push(peer);
    return this.presenceOf(watcher, peers);
  }

  private presenceOf(watcher: ImAccount, peers: readonly ImAccount[]): PresenceState[] {
    return peers.map((imAccount) => this.presenceAsSeenBy(watcher, imAccount));
  }

  private presenceAsSeenBy(watcher: ImAccount, imAccount: ImAccount): PresenceState {
    const online = this.isOnline(imAccount);
    const hidden = this.hiding.has(imAccount) || this.hiding.has(watcher);
    const lastSeen = online || hidden ? null : (this.lastSeen.get(imAccount) ?? null);
    return { imAccount, online, lastSeen };
  }

  private announce(user: ImAccount): void {
    for (const watcher of this.watchers.get(user) ?? []) {
      const attachment = this.attached.get(watcher);
      const presence = this.presenceAsSeenBy(watcher, user);
      if (attachment) this.deliver(attachment, null, { kind: 'presence', presence });
    }
  }

  private log(user: ImAccount): MemoryPush[] {
    let log = this.logs.get(user);
    if (!log) this.logs.set(user, (log = []));
    return log;
  }
}
