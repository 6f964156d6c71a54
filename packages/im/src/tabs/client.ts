/**
 * One chat connection for all the tabs of a browser. The chat service keeps one device per
 * account (decisions.md, event 39), so a second tab logging in by itself would kick the first.
 * Instead the tabs elect one of them with a Web Lock to hold the real client (the leader); the
 * others (followers) hand it their calls and hear its events over a BroadcastChannel, and the app
 * in every tab sees an ordinary ChatClient.
 *
 * When the leader tab closes (or logs out), its lock is released and the next tab takes over: it
 * logs in and says so, and the followers send it again the calls still unanswered (a send keeps
 * its clientId, so the service stores it once) and their presence subscriptions; each follower
 * passes the hand-over on as a reconnection, so its app reloads what it shows.
 *
 * The service does not tell an account's own device what that device did, so the leader tells
 * the other tabs: a message one tab sent (`message`), a conversation one tab read, deleted or
 * cleared (`conversationRead`, `conversationDeleted`, `historyCleared`), a message one tab
 * recalled (`recall`).
 */
import { Emitter, type Unsubscribe } from '../emitter';
import { ChatError, notConnected } from '../errors';
import { newClientId } from '../internal/outgoing';
import {
  CHAT_EVENT_TYPES,
  type ChatClient,
  type ChatClientKind,
  type ChatCredentials,
  type ChatEvents,
  type ChatMessage,
  type ConnectionState,
  type ConversationSummary,
  type HistoryPage,
  type ImAccount,
  type MessageReaction,
  type PresenceState,
  type ReactionEmoji,
  type SendAck,
  type SendRequest,
} from '../types';
import { asTabFrame, fromWireError, toWireError, type TabFrame, type TabMethod } from './frames';

/** The part of the Web Locks API the tabs use (navigator.locks). */
export interface TabLocks {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

/** The part of BroadcastChannel the tabs use. */
export interface TabChannel {
  postMessage(data: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export interface TabClientOptions {
  kind: ChatClientKind;
  /** Makes the real client, in the tab that leads. */
  create: () => ChatClient | Promise<ChatClient>;
  /** Separates browsers that share one process (tests); the origin separates real ones. */
  scope?: string;
  locks?: TabLocks;
  openChannel?: (name: string) => TabChannel;
}

/** Whether this browser can share one connection between its tabs (Web Locks, BroadcastChannel). */
export function tabsCanShare(): boolean {
  return (
    typeof BroadcastChannel === 'function' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.locks?.request === 'function'
  );
}

type PageListener = (event: { persisted?: boolean }) => void;
/** The page's window in a browser; in Node (tests, the server's type-check) it has no events. */
const page = globalThis as unknown as {
  addEventListener?: (type: 'pagehide' | 'pageshow', listener: PageListener) => void;
  removeEventListener?: (type: 'pagehide' | 'pageshow', listener: PageListener) => void;
};

function openBroadcastChannel(name: string): TabChannel {
  // The DOM's and Node's typings of BroadcastChannel differ in addEventListener's overloads (the
  // server type-checks this file with both); both deliver `{ data }` to a 'message' listener,
  // which is all TabChannel asks.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  return new BroadcastChannel(name) as unknown as TabChannel;
}

interface Pending {
  method: TabMethod;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function createTabClient(options: TabClientOptions): ChatClient {
  return new TabClient(options);
}

class TabClient implements ChatClient {
  readonly kind: ChatClientKind;
  private readonly tab = newClientId();
  private readonly events = new Emitter<ChatEvents>();
  private readonly options: TabClientOptions;
  private credentials: ChatCredentials | null = null;
  private account: ImAccount | null = null;
  private current: ConnectionState = { status: 'disconnected' };
  private channel: TabChannel | null = null;
  private role: 'none' | 'follower' | 'leader' = 'none';
  private leaderTab: string | null = null;
  /** The real client, in the leading tab once its login succeeded. */
  private inner: ChatClient | null = null;
  private innerOff: Unsubscribe[] = [];
  /** Ends the leadership: lets the lock go. */
  private release: (() => void) | null = null;
  private abort: AbortController | null = null;
  /** Counts logins and logouts, so that work of an earlier one stops. */
  private generation = 0;
  /** Kicked or ended by the service: this tab never leads again until the next login. */
  private ended = false;
  private joining: { resolve: () => void; reject: (error: unknown) => void } | null = null;
  private calls = 0;
  private readonly pending = new Map<string, Pending>();
  /** The peers this tab follows the presence of. */
  private readonly watched = new Set<ImAccount>();
  /** In the leader: which tabs follow each peer, so one tab's unsubscribe keeps the others'. */
  private readonly watchers = new Map<ImAccount, Set<string>>();

  constructor(options: TabClientOptions) {
    this.kind = options.kind;
    this.options = options;
  }

  get user(): ImAccount | null {
    return this.account;
  }

  get state(): ConnectionState {
    return this.current;
  }

  on<K extends keyof ChatEvents>(type: K, listener: (event: ChatEvents[K]) => void): Unsubscribe {
    return this.events.on(type, listener);
  }

  async login(credentials: ChatCredentials): Promise<void> {
    await this.leave();
    const generation = this.generation;
    this.credentials = credentials;
    this.ended = false;
    const name = `heartline-chat:${this.options.scope ?? ''}:${credentials.user}`;
    const channel = (this.options.openChannel ?? openBroadcastChannel)(name);
    this.channel = channel;
    channel.addEventListener('message', ({ data }) => {
      const frame = asTabFrame(data);
      if (frame && this.channel === channel) this.onFrame(frame);
    });
    this.role = 'follower';
    // A page going away tells the leader; one back from the back-forward cache follows again.
    page.addEventListener?.('pagehide', this.bye);
    page.addEventListener?.('pageshow', this.back);
    const joined = new Promise<void>((resolve, reject) => (this.joining = { resolve, reject }));
    this.abort = new AbortController();
    const locks = this.options.locks ?? navigator.locks;
    locks
      .request(name, { signal: this.abort.signal }, () => this.lead(generation))
      .catch(() => undefined); // aborted: this tab left before its turn came
    this.post({ t: 'hello', tab: this.tab });
    await joined;
    this.account = credentials.user;
  }

  async logout(): Promise<void> {
    this.account = null;
    this.credentials = null;
    this.watched.clear();
    await this.leave();
    this.setState({ status: 'disconnected' });
  }

  reconnect(): void {
    // This tab's own turn to lead failed (givenUp): it joins again.
    if (this.role === 'none' && this.credentials && this.account && !this.ended) {
      this.login(this.credentials).catch(() => undefined);
    } else if (this.role === 'leader') this.inner?.reconnect();
    else if (this.leaderTab) this.post(this.callFrame('reconnect', []));
  }

  send(request: SendRequest): Promise<SendAck> {
    // Named here, so that the same send handed to a new leader is stored once.
    return this.call('send', [{ ...request, clientId: request.clientId ?? newClientId() }]);
  }

  recall(message: Pick<ChatMessage, 'id' | 'to'>): Promise<void> {
    return this.call('recall', [{ id: message.id, to: message.to }]);
  }

  markRead(peer: ImAccount): Promise<void> {
    return this.call('markRead', [peer]);
  }

  history(peer: ImAccount, cursor?: string | null): Promise<HistoryPage> {
    return this.call('history', [peer, cursor ?? null]);
  }

  conversations(): Promise<ConversationSummary[]> {
    return this.call('conversations', []);
  }

  deleteConversation(peer: ImAccount): Promise<void> {
    return this.call('deleteConversation', [peer]);
  }

  clearHistory(peer: ImAccount): Promise<void> {
    return this.call('clearHistory', [peer]);
  }

  deleteMessages(peer: ImAccount, ids: readonly string[]): Promise<void> {
    return this.call('deleteMessages', [peer, [...ids]]);
  }

  react(
    message: Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'>,
    emoji: ReactionEmoji | null,
  ): Promise<MessageReaction[]> {
    const { id, from, to, reactions } = message;
    return this.call('react', [
      { id, from, to, reactions: reactions ? [...reactions] : [] },
      emoji,
    ]);
  }

  async sendTyping(peer: ImAccount): Promise<void> {
    // Fire-and-forget, as the interface says: dropped when nobody leads.
    if (this.role === 'leader') await this.inner?.sendTyping(peer);
    else if (this.leaderTab) this.post(this.callFrame('sendTyping', [peer]));
  }

  subscribePresence(peers: readonly ImAccount[]): Promise<PresenceState[]> {
    for (const peer of peers) this.watched.add(peer);
    return this.call('subscribePresence', [[...peers]]);
  }

  unsubscribePresence(peers: readonly ImAccount[]): Promise<void> {
    for (const peer of peers) this.watched.delete(peer);
    return this.call('unsubscribePresence', [[...peers]]);
  }

  // Calls: run here when this tab leads, handed to the leader otherwise

  private call<T>(method: TabMethod, args: unknown[]): Promise<T> {
    if (this.role === 'none') return Promise.reject(notConnected());
    if (this.role === 'leader' && this.inner) return this.run(this.tab, method, args) as Promise<T>;
    return new Promise<T>((resolve, reject) => {
      const frame = this.callFrame(method, args);
      this.pending.set(frame.id, {
        method,
        args,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      // Without a leader yet, it goes when one says so (onLeader).
      if (this.leaderTab && this.leaderTab !== this.tab) this.post(frame);
    });
  }

  private callFrame(method: TabMethod, args: unknown[]): Extract<TabFrame, { t: 'call' }> {
    this.calls += 1;
    return { t: 'call', tab: this.tab, id: `${this.tab}:${this.calls}`, method, args };
  }

  /** Runs a call of tab `from` on the real client (this tab leads). */
  private async run(from: string, method: TabMethod, args: unknown[]): Promise<unknown> {
    const inner = this.inner;
    if (!inner) throw notConnected();
    const peer = args[0] as ImAccount;
    switch (method) {
      case 'send': {
        const ack = await inner.send(args[0] as SendRequest);
        this.tell('message', ack.message, from);
        return ack;
      }
      case 'recall': {
        const message = args[0] as Pick<ChatMessage, 'id' | 'to'>;
        await inner.recall(message);
        this.tell('recall', { id: message.id, from: inner.user ?? '', to: message.to }, from);
        return undefined;
      }
      case 'markRead':
        await inner.markRead(peer);
        this.tell('conversationRead', { peer }, from);
        return undefined;
      case 'history':
        return inner.history(peer, args[1] as string | null);
      case 'conversations':
        return inner.conversations();
      case 'deleteConversation':
        await inner.deleteConversation(peer);
        this.tell('conversationDeleted', { peer }, from);
        return undefined;
      case 'clearHistory':
        await inner.clearHistory(peer);
        this.tell('historyCleared', { peer }, from);
        return undefined;
      case 'deleteMessages':
        return inner.deleteMessages(peer, args[1] as string[]);
      case 'react':
        return inner.react(
          args[0] as Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'>,
          args[1] as ReactionEmoji | null,
        );
      case 'sendTyping':
        return inner.sendTyping(peer);
      case 'subscribePresence': {
        const peers = args[0] as ImAccount[];
        for (const watched of peers) {
          const tabs = this.watchers.get(watched) ?? new Set<string>();
          tabs.add(from);
          this.watchers.set(watched, tabs);
        }
        return inner.subscribePresence(peers);
      }
      case 'unsubscribePresence': {
        const unwatched = (args[0] as ImAccount[]).filter((watched) => {
          const tabs = this.watchers.get(watched);
          tabs?.delete(from);
          if (tabs?.size) return false;
          this.watchers.delete(watched);
          return true;
        });
        return unwatched.length ? inner.unsubscribePresence(unwatched) : undefined;
      }
      case 'reconnect':
        inner.reconnect();
        return undefined;
    }
  }

  /** An event of this tab's own doing: the other tabs hear it, and this one when `from` is another. */
  private tell<K extends keyof ChatEvents>(type: K, event: ChatEvents[K], from: string): void {
    if (from !== this.tab) this.events.emit(type, event);
    this.post({ t: 'event', type, event, except: from });
  }

  // Leading

  /** This tab's turn to hold the connection came: log in, say so, and hold the lock until leave(). */
  private async lead(generation: number): Promise<void> {
    if (generation !== this.generation || this.ended || !this.credentials) return;
    const handover = this.leaderTab !== null;
    this.role = 'leader';
    this.leaderTab = this.tab;
    const held = new Promise<void>((resolve) => (this.release = resolve));
    let inner: ChatClient | null = null;
    try {
      inner = await this.options.create();
      if (generation !== this.generation) return;
      this.innerOff = CHAT_EVENT_TYPES.map((type) =>
        inner!.on(type, (event) => this.fromInner(type, event)),
      );
      if (handover) this.setState({ status: 'reconnecting', attempt: 1 });
      await inner.login(this.credentials);
      if (generation !== this.generation) {
        await inner.logout();
        return;
      }
    } catch (error) {
      this.innerOff.forEach((off) => off());
      this.innerOff = [];
      this.post({ t: 'failed', tab: this.tab, error: toWireError(error) });
      const joining = this.joining;
      this.joining = null;
      await this.leave();
      // A tab that was already in takes it as a lost connection; "try again" joins again.
      if (joining) joining.reject(error);
      else this.setState({ status: 'givenUp' });
      return;
    }
    this.inner = inner;
    this.setState(inner.state);
    this.post({ t: 'leader', tab: this.tab, state: this.current });
    this.joining?.resolve();
    this.joining = null;
    // What this tab asked while it followed, and its presence subscriptions, now run here.
    for (const [id, call] of [...this.pending]) {
      this.pending.delete(id);
      this.run(this.tab, call.method, call.args).then(call.resolve, call.reject);
    }
    if (this.watched.size) void this.run(this.tab, 'subscribePresence', [[...this.watched]]);
    await held;
  }

  private fromInner<K extends keyof ChatEvents>(type: K, event: ChatEvents[K]): void {
    if (type === 'connection') this.setState(event as ConnectionState);
    else this.events.emit(type, event);
    if (type === 'kicked') this.kicked();
    this.post({ t: 'event', type, event });
  }

  /**
   * Ended by the service (another device, a logout elsewhere): no tab logs in again by itself,
   * which would kick the other device back. The leader keeps its lock until its app logs out.
   */
  private kicked(): void {
    this.ended = true;
    this.account = null;
    if (this.role !== 'leader') {
      this.abort?.abort();
      this.abort = null;
    }
  }

  // The channel

  private post(frame: TabFrame): void {
    if (!this.channel) return;
    // As JSON, not as the objects themselves: the app's state (valtio) hands its calls proxies,
    // which structured clone refuses (DataCloneError), and everything a ChatClient carries is
    // JSON (openapi's ChatMessage and the rest).
    try {
      this.channel.postMessage(JSON.parse(JSON.stringify(frame)) as TabFrame);
    } catch (error) {
      // What this tab did stands (a send is stored): the others catch up at their next reload.
      console.error('The other tabs could not be told', error);
    }
  }

  private onFrame(frame: TabFrame): void {
    switch (frame.t) {
      case 'hello':
        if (this.role === 'leader' && this.inner) {
          this.post({ t: 'leader', tab: this.tab, state: this.current });
        }
        return;
      case 'bye':
        if (this.role === 'leader') this.forget(frame.tab);
        return;
      case 'leader':
        if (this.role === 'follower') this.onLeader(frame.tab, frame.state);
        return;
      case 'failed':
        if (this.role === 'follower' && this.joining) {
          this.joining.reject(fromWireError(frame.error));
          this.joining = null;
          void this.leave();
        }
        return;
      case 'call':
        if (this.role === 'leader' && this.inner) {
          const { tab, id } = frame;
          this.run(tab, frame.method, frame.args).then(
            (value) => this.post({ t: 'result', to: tab, id, ok: true, value }),
            (error: unknown) =>
              this.post({ t: 'result', to: tab, id, ok: false, error: toWireError(error) }),
          );
        }
        return;
      case 'result': {
        const call = frame.to === this.tab ? this.pending.get(frame.id) : undefined;
        if (!call) return;
        this.pending.delete(frame.id);
        if (frame.ok) call.resolve(frame.value);
        else call.reject(fromWireError(frame.error));
        return;
      }
      case 'event':
        if (this.role !== 'follower' || frame.except === this.tab) return;
        if (frame.type === 'connection') this.setState(frame.event as ConnectionState);
        else this.events.emit(frame.type, frame.event as never);
        if (frame.type === 'kicked') this.kicked();
        return;
    }
  }

  private onLeader(tab: string, state: ConnectionState): void {
    if (tab !== this.leaderTab) {
      const handover = this.leaderTab !== null;
      this.leaderTab = tab;
      // The new leader's connection is a new one: the app reloads what it shows.
      if (handover) this.setState({ status: 'reconnecting', attempt: 1 });
      for (const [id, call] of this.pending) {
        this.post({ t: 'call', tab: this.tab, id, method: call.method, args: call.args });
      }
      if (this.watched.size) {
        void this.call('subscribePresence', [[...this.watched]]).catch(() => undefined);
      }
    }
    this.setState(state);
  }

  private setState(state: ConnectionState): void {
    const same =
      state.status === this.current.status &&
      (state.status !== 'reconnecting' ||
        (this.current.status === 'reconnecting' && state.attempt === this.current.attempt));
    if (!same) {
      this.current = state;
      this.events.emit('connection', state);
    }
    if (this.role !== 'follower' || !this.joining) return;
    if (state.status === 'connected') {
      this.joining.resolve();
      this.joining = null;
    } else if (state.status === 'givenUp') {
      this.joining.reject(notConnected());
      this.joining = null;
    }
  }

  private readonly bye = () => {
    if (this.role === 'follower') this.post({ t: 'bye', tab: this.tab });
  };

  private readonly back = (event: { persisted?: boolean }) => {
    if (event.persisted && this.role === 'follower' && this.watched.size) {
      void this.call('subscribePresence', [[...this.watched]]).catch(() => undefined);
    }
  };

  /** The tab `tab` left: the peers only it followed are followed no more. */
  private forget(tab: string): void {
    const unwatched: ImAccount[] = [];
    for (const [peer, tabs] of this.watchers) {
      if (!tabs.delete(tab) || tabs.size) continue;
      this.watchers.delete(peer);
      unwatched.push(peer);
    }
    if (unwatched.length) this.inner?.unsubscribePresence(unwatched).catch(() => undefined);
  }

  /** Stops taking part: this tab's calls fail, its leadership (and the real client) ends. */
  private async leave(): Promise<void> {
    this.bye();
    page.removeEventListener?.('pagehide', this.bye);
    page.removeEventListener?.('pageshow', this.back);
    this.generation += 1;
    this.abort?.abort();
    this.abort = null;
    this.channel?.close();
    this.channel = null;
    this.role = 'none';
    this.leaderTab = null;
    this.joining?.reject(new ChatError('notConnected', 'The chat was left before it connected.'));
    this.joining = null;
    for (const call of this.pending.values()) call.reject(notConnected());
    this.pending.clear();
    this.watchers.clear();
    const inner = this.inner;
    this.inner = null;
    this.innerOff.forEach((off) => off());
    this.innerOff = [];
    // Logged out before the lock goes, so that the next leader's login kicks nobody.
    await inner?.logout().catch(() => undefined);
    this.release?.();
    this.release = null;
  }
}
