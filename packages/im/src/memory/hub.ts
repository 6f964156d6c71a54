/**
 * An in-process chat service for Storybook and tests, with the gateway's rules: accounts and
 * passwords, one session per account (a second login kicks the first, event type 39), messages
 * kept for logged-out recipients, and a resumed session given exactly what it missed. Test hooks:
 * an injectable clock (recall limit), refusals (event 502), cutting a connection and taking an
 * account's network down. The wires are the Switchboard's; the messages are the MemoryStore's.
 */
import { ChatError, RecallTooLateError, SendRefusedError, notConnected } from '../errors';
import { defaultIdentity, prepareOutgoing, type OutgoingMessage } from '../internal/outgoing';
import {
  HISTORY_PAGE_SIZE,
  RECALL_LIMIT_MS,
  type ChatCredentials,
  type ChatMessage,
  type ConversationSummary,
  type HistoryPage,
  type ImAccount,
  type KickReason,
  type MessageReaction,
  type PresenceState,
  type ReactionEmoji,
  type SendAck,
  type SendRequest,
} from '../types';
import { withReaction } from '../internal/reactions';
import { MemoryStore } from './store';
import { Switchboard, type MemoryEndpoint } from './switchboard';

/** A refusal the service answers instead of storing the message (event 502). */
export interface Refusal {
  code: number;
  message: string;
}

export type RefusalRule = (message: OutgoingMessage) => Refusal | null;

export interface MemoryHubOptions {
  /** The service's clock; the recall limit is measured with it. */
  now?: () => number;
  recallLimitMs?: number;
  /**
   * On resuming, also resend this many pushes from before the client's position, as services
   * that deliver at least once do (Easemob's offline sync); tests check nothing shows twice.
   */
  redeliver?: number;
}

export const DEFAULT_MEMORY_PASSWORD = 'password';
const insufficientCoins: Refusal = {
  code: 105,
  message: 'insufficient gold coins, please recharge',
};

export class MemoryHub {
  private readonly store = new MemoryStore();
  private readonly wires = new Switchboard(() => this.now());
  private readonly accounts = new Map<ImAccount, string>();
  /** The endpoint that logged in last, per account: the only one allowed to resume. */
  private readonly current = new Map<ImAccount, MemoryEndpoint>();
  private readonly down = new Set<ImAccount>();
  private readonly oneShotRefusals: Array<{ from?: ImAccount; to?: ImAccount } & Refusal> = [];
  private refusalRule: RefusalRule | null = null;
  private clockOffset = 0;
  private readonly clock: () => number;
  private readonly redeliver: number;
  readonly recallLimitMs: number;

  constructor(options: MemoryHubOptions = {}) {
    this.clock = options.now ?? Date.now;
    this.recallLimitMs = options.recallLimitMs ?? RECALL_LIMIT_MS;
    this.redeliver = options.redeliver ?? 0;
  }

  // ---- Set-up and test hooks -----------------------------------------------------------------

  addAccount(user: ImAccount, password: string = DEFAULT_MEMORY_PASSWORD): void {
    this.accounts.set(user, password);
  }

  now(): number {
    return this.clock() + this.clockOffset;
  }

  /** The account's privacy setting hideLastSeen (the server keeps it in users.hide_last_seen). */
  setHideLastSeen(user: ImAccount, hidden: boolean): void {
    this.wires.setHideLastSeen(user, hidden);
  }

  advanceClock(ms: number): void {
    this.clockOffset += ms;
  }

  /** Refuses the next message matching from/to (any when absent); 105 by default. */
  refuseNext(match: { from?: ImAccount; to?: ImAccount; code?: number; message?: string } = {}) {
    const { code = insufficientCoins.code, message = insufficientCoins.message, ...who } = match;
    this.oneShotRefusals.push({ ...who, code, message });
  }

  /** A standing rule, checked for every message; null removes it. */
  setRefusal(rule: RefusalRule | null): void {
    this.refusalRule = rule;
  }

  /** Cuts the account's connection as a network failure would. */
  dropConnection(user: ImAccount): void {
    const attachment = this.wires.detach(user);
    if (attachment) this.wires.notifyDropped(attachment);
  }

  /** Down: the connection is cut and reconnecting fails until the network is up again. */
  setNetwork(user: ImAccount, up: boolean): void {
    if (up) {
      this.down.delete(user);
    } else {
      this.down.add(user);
      this.dropConnection(user);
    }
  }

  /**
   * Ends the account's session on the service's side, as the server does at a logout, a password
   * change or a cancellation: its device is told (`kicked` with the reason) and stays out, and
   * with a new password the old one opens nothing.
   */
  endSession(user: ImAccount, reason: KickReason, newPassword?: string): void {
    if (newPassword !== undefined) this.accounts.set(user, newPassword);
    const latest = this.current.get(user);
    this.current.delete(user);
    this.wires.detach(user);
    if (latest) queueMicrotask(() => latest.kicked(reason));
  }

  /** Stores and delivers a message as if `from` had sent it (seeding stories and tests). */
  post(from: ImAccount, request: SendRequest): SendAck {
    return this.accept(prepareOutgoing(request, from, defaultIdentity));
  }

  isOnline(user: ImAccount): boolean {
    return this.wires.isOnline(user);
  }

  // ---- The connection ------------------------------------------------------------------------

  /**
   * Logs in (resumeFrom null) or resumes a cut session after the push `resumeFrom`. Answers the
   * length of the account's log: the client's starting point after a fresh login.
   */
  connect(
    endpoint: MemoryEndpoint,
    credentials: ChatCredentials,
    resumeFrom: number | null,
  ): { head: number } {
    const { user } = credentials;
    if (this.accounts.get(user) !== credentials.password) {
      throw new ChatError('loginFailed', 'Wrong chat account or password.');
    }
    if (this.down.has(user)) throw notConnected();
    const latest = this.current.get(user);
    if (resumeFrom !== null && latest !== endpoint) {
      throw new ChatError('loginFailed', 'The session ended.');
    }
    if (latest && latest !== endpoint) {
      // One session per account: the earlier device is told, connected or still reconnecting.
      queueMicrotask(() => latest.kicked('otherDevice'));
    }
    this.current.set(user, endpoint);
    const attachment = this.wires.attach(user, endpoint);
    if (resumeFrom === null) {
      for (const message of this.store.undelivered(user)) {
        this.wires.deliver(attachment, null, {
          kind: 'message',
          message: this.store.view(message),
        });
      }
    } else {
      this.wires.replay(attachment, Math.max(0, resumeFrom - this.redeliver));
      for (const presence of this.wires.watchedBy(user)) {
        this.wires.deliver(attachment, null, { kind: 'presence', presence });
      }
    }
    return { head: this.wires.head(user) };
  }

  disconnect(endpoint: MemoryEndpoint): void {
    const user = this.wires.userOf(endpoint);
    if (user) this.wires.detach(user);
    for (const [account, latest] of this.current) {
      if (latest === endpoint) this.current.delete(account);
    }
  }

  // ---- Calls of a connected client ----------------------------------------------------------

  send(endpoint: MemoryEndpoint, out: OutgoingMessage): SendAck {
    if (this.userOf(endpoint) !== out.from) throw notConnected();
    return this.accept(out);
  }

  recall(endpoint: MemoryEndpoint, id: string): void {
    const user = this.userOf(endpoint);
    const message = this.store.find(id);
    if (!message || message.from !== user) throw new ChatError('notFound', 'No such message.');
    if (message.recalled) return;
    if (this.now() - message.time > this.recallLimitMs) throw new RecallTooLateError();
    message.recalled = true;
    const notice = { id, from: message.from, to: message.to };
    this.wires.push(message.to, { kind: 'recall', notice });
  }

  react(endpoint: MemoryEndpoint, id: string, emoji: ReactionEmoji | null): MessageReaction[] {
    const user = this.userOf(endpoint);
    const message = this.store.find(id);
    if (!message || message.recalled || (message.from !== user && message.to !== user)) {
      throw new ChatError('notFound', 'No such message.');
    }
    const before = message.reactions ?? [];
    const after = withReaction(before, user, emoji);
    if (JSON.stringify(after) === JSON.stringify(before)) return after;
    message.reactions = after;
    const notice = { id, from: message.from, to: message.to, reactions: after };
    for (const owner of [message.from, message.to]) {
      this.wires.push(owner, { kind: 'reaction', notice });
    }
    return after;
  }

  markRead(endpoint: MemoryEndpoint, peer: ImAccount): void {
    const user = this.userOf(endpoint);
    const ids = this.store.markRead(user, peer);
    if (ids.length === 0) return;
    this.wires.push(peer, { kind: 'read', receipt: { by: user, ids, all: false } });
  }

  acknowledgeDelivery(endpoint: MemoryEndpoint, ids: readonly string[]): void {
    const user = this.userOf(endpoint);
    for (const message of this.store.markDelivered(user, ids)) {
      const receipt = { id: message.id, by: user };
      this.wires.push(message.from, { kind: 'delivered', receipt });
    }
  }

  history(endpoint: MemoryEndpoint, peer: ImAccount, cursor: string | null): HistoryPage {
    return this.store.history(this.userOf(endpoint), peer, cursor, HISTORY_PAGE_SIZE);
  }

  conversations(endpoint: MemoryEndpoint): ConversationSummary[] {
    return this.store.conversations(this.userOf(endpoint));
  }

  deleteConversation(endpoint: MemoryEndpoint, peer: ImAccount): void {
    this.store.deleteConversation(this.userOf(endpoint), peer, this.now());
  }

  clearHistory(endpoint: MemoryEndpoint, peer: ImAccount): void {
    this.store.clearHistory(this.userOf(endpoint), peer, this.now());
  }

  deleteMessages(endpoint: MemoryEndpoint, peer: ImAccount, ids: readonly string[]): void {
    this.store.deleteMessages(this.userOf(endpoint), peer, ids, this.now());
  }

  /** Relays a typing signal to the peer if connected; nothing is stored or logged. */
  typing(endpoint: MemoryEndpoint, to: ImAccount): void {
    const from = this.userOf(endpoint);
    if (to !== from) this.wires.signal(to, { kind: 'typing', notice: { from, to } });
  }

  subscribePresence(endpoint: MemoryEndpoint, peers: readonly ImAccount[]): PresenceState[] {
    return this.wires.watch(this.userOf(endpoint), peers);
  }

  unsubscribePresence(endpoint: MemoryEndpoint, peers: readonly ImAccount[]): void {
    this.wires.unwatch(this.userOf(endpoint), peers);
  }

  // ---- Inside --------------------------------------------------------------------------------

  /** The account behind a connected endpoint; 'notConnected' for a cut or logged-out one. */
  private userOf(endpoint: MemoryEndpoint): ImAccount {
    const user = this.wires.userOf(endpoint);
    if (!user) throw notConnected();
    return user;
  }

  /** Stores a message once per client id, unless refused, and pushes it to the recipient. */
  private accept(out: OutgoingMessage): SendAck {
    const existing = this.store.findByClientId(out.from, out.clientId);
    if (existing) return ackOf(this.store.view(existing));
    const refusal = this.refusalFor(out);
    if (refusal) {
      throw new SendRefusedError({ type: 502, ...refusal, clientId: out.clientId, to: out.to });
    }
    const message = this.store.add(out, this.now());
    this.wires.push(message.to, { kind: 'message', message: this.store.view(message) });
    return ackOf(this.store.view(message));
  }

  private refusalFor(out: OutgoingMessage): Refusal | null {
    const i = this.oneShotRefusals.findIndex(
      (r) => (!r.from || r.from === out.from) && (!r.to || r.to === out.to),
    );
    if (i >= 0) {
      const [{ code, message }] = this.oneShotRefusals.splice(i, 1) as [Refusal];
      return { code, message };
    }
    return this.refusalRule?.(out) ?? null;
  }
}

function ackOf(message: ChatMessage): SendAck {
  return { clientId: message.clientId!, id: message.id, time: message.time, message };
}

export function createMemoryHub(options?: MemoryHubOptions): MemoryHub {
  return new MemoryHub(options);
}
