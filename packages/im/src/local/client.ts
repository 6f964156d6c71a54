/**
 * The ChatClient over apps/server's local gateway (its PROTOCOL.md): one WebSocket, requests
 * answered by rid, pushes numbered per account (the Inbox handles them in turn). A cut connection
 * is retried with the shared policy (backoff with jitter, 10 attempts, then 'givenUp'); it
 * resumes its session from the last push it handled, so what it missed arrives once and in
 * order. Requests cut off are sent again once back: each one is idempotent, a send by its client
 * id.
 */
import type { LocalConfig } from '../config';
import { Emitter, type Unsubscribe } from '../emitter';
import { ChatError, SendRefusedError, notConnected } from '../errors';
import { ConnectionGate } from '../internal/connectionGate';
import { defaultIdentity, prepareOutgoing, type ClientIdentity } from '../internal/outgoing';
import { createReconnectLoop, type ReconnectLoop } from '../reconnect';
import { SendOrder } from './sendOrder';
import type {
  ChatClient,
  ChatCredentials,
  ChatEvents,
  ChatMessage,
  ConnectionState,
  ConversationSummary,
  HistoryPage,
  ImAccount,
  KickReason,
  MessageReaction,
  PresenceState,
  ReactionEmoji,
  SendAck,
  SendRequest,
} from '../types';
import {
  CloseCodes,
  type AnswerFrame,
  type Answers,
  type PushFrame,
  type RequestFrame,
  type SessionEndReason,
} from './frames';
import { Inbox } from './inbox';
import { Link, LinkLost } from './link';

const DEFAULT_TIMEOUT_MS = 10_000;

/** The gateway's reasons for ending a session, as the ChatClient reports them. */
const kickReasonOf: Record<SessionEndReason, KickReason> = {
  logout: 'loggedOut',
  passwordChanged: 'passwordChanged',
  cancelled: 'removed',
  banned: 'removed',
};

type Build<K extends RequestFrame['type']> = () => Extract<RequestFrame, { type: K }>;

export class LocalChatClient implements ChatClient {
  readonly kind = 'local' as const;
  private readonly events = new Emitter<ChatEvents>();
  private readonly gate = new ConnectionGate();
  private readonly inbox: Inbox;
  private readonly identity: ClientIdentity;
  private readonly loop: ReconnectLoop;
  private readonly config: LocalConfig;
  private readonly timeoutMs: number;
  private credentials: ChatCredentials | null = null;
  private current: ConnectionState = { status: 'disconnected' };
  private link: Link | null = null;
  private session: string | null = null;
  private readonly watched = new Set<ImAccount>();
  private readonly sends = new SendOrder<Link>();

  constructor(config: LocalConfig) {
    this.config = config;
    this.timeoutMs = config.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.identity = {
      platform: config.platform ?? defaultIdentity.platform,
      brand: config.brand ?? defaultIdentity.brand,
    };
    this.inbox = new Inbox(this.events, {
      user: () => this.credentials?.user ?? null,
      resync: () => this.call<'sync'>(() => ({ type: 'sync', cursor: this.inbox.position })),
      acknowledge: (ids) => {
        if (!this.link?.isOpen) return false;
        this.link.notify({ type: 'delivered', ids });
        return true;
      },
    });
    this.loop = createReconnectLoop({
      connect: () => this.resume(),
      onState: (state) => this.setState(state),
      options: config.reconnect,
    });
  }

  get user(): ImAccount | null {
    return this.credentials?.user ?? null;
  }

  get state(): ConnectionState {
    return this.current;
  }

  on<K extends keyof ChatEvents>(type: K, listener: (event: ChatEvents[K]) => void): Unsubscribe {
    return this.events.on(type, listener);
  }

  async login(credentials: ChatCredentials): Promise<void> {
    if (this.credentials) await this.logout();
    this.session = null;
    this.inbox.reset();
    // Set first: messages kept for the account arrive right after the gateway's welcome.
    this.credentials = credentials;
    try {
      await this.connect(credentials);
    } catch (error) {
      this.credentials = null;
      this.dropLink();
      if (error instanceof ChatError && error.kind === 'loginFailed') throw error;
      throw new ChatError('loginFailed', 'Could not log in to the chat.', { cause: error });
    }
    if (this.credentials !== credentials) throw notConnected();
    this.setState({ status: 'connected' });
  }

  logout(): Promise<void> {
    this.loop.stop();
    const link = this.link;
    this.credentials = null;
    this.session = null;
    this.watched.clear();
    this.dropLink();
    if (link?.isOpen) {
      link.request({ type: 'logout' }, this.timeoutMs).catch(() => undefined);
      link.close(1000, 'logout');
    }
    if (this.current.status !== 'disconnected') this.setState({ status: 'disconnected' });
    return Promise.resolve();
  }

  reconnect(): void {
    if (this.current.status === 'givenUp' && this.credentials) this.loop.start();
  }

  async send(request: SendRequest): Promise<SendAck> {
    const out = prepareOutgoing(request, this.requireUser(), this.identity);
    this.inbox.ownSend(out.clientId);
    const { from: _from, ...message } = out;
    try {
      const ack = await this.call<'send'>(() => ({ type: 'send', message }), true);
      return { clientId: ack.clientId, id: ack.id, time: ack.time, message: ack.message };
    } catch (error) {
      if (error instanceof SendRefusedError) this.events.emit('refused', error.refusal);
      throw error;
    }
  }

  async recall(message: Pick<ChatMessage, 'id' | 'to'>): Promise<void> {
    await this.call<'recall'>(() => ({ type: 'recall', id: message.id }));
  }

  react(
    message: Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'>,
    emoji: ReactionEmoji | null,
  ): Promise<MessageReaction[]> {
    return this.call<'react'>(() => ({ type: 'react', id: message.id, emoji }));
  }

  async markRead(peer: ImAccount): Promise<void> {
    await this.call<'read'>(() => ({ type: 'read', peer }));
  }

  history(peer: ImAccount, cursor: string | null = null): Promise<HistoryPage> {
    return this.call<'history'>(() => ({ type: 'history', peer, cursor }));
  }

  conversations(): Promise<ConversationSummary[]> {
    return this.call<'conversations'>(() => ({ type: 'conversations' }));
  }

  async deleteConversation(peer: ImAccount): Promise<void> {
    await this.call<'delete'>(() => ({ type: 'delete', peer, scope: 'conversation' }));
  }

  async clearHistory(peer: ImAccount): Promise<void> {
    await this.call<'delete'>(() => ({ type: 'delete', peer, scope: 'history' }));
  }

  async deleteMessages(peer: ImAccount, ids: readonly string[]): Promise<void> {
    await this.call<'delete'>(() => ({ type: 'delete', peer, scope: 'messages', ids }));
  }

  /** A notice without an answer: on a cut or a reconnecting link it is simply not sent. */
  sendTyping(peer: ImAccount): Promise<void> {
    if (this.credentials && this.current.status === 'connected' && this.link?.isOpen) {
      this.link.notify({ type: 'typing', to: peer });
    }
    return Promise.resolve();
  }

  async subscribePresence(peers: readonly ImAccount[]): Promise<PresenceState[]> {
    this.requireUser();
    for (const peer of peers) this.watched.add(peer);
    const states = await this.call<'presence'>(() => ({ type: 'presence', subscribe: peers }));
    return states.map(presenceOf);
  }

  async unsubscribePresence(peers: readonly ImAccount[]): Promise<void> {
    this.requireUser();
    for (const peer of peers) this.watched.delete(peer);
    await this.call<'presence'>(() => ({ type: 'presence', unsubscribe: peers }));
  }

  // ---- The connection ------------------------------------------------------------------------

  private requireUser(): ImAccount {
    if (!this.credentials) throw notConnected();
    return this.credentials.user;
  }

  /** Opens a link and logs in on it (resuming the session when there is one). */
  private async connect(credentials: ChatCredentials): Promise<void> {
    const link = await Link.open(
      this.url(),
      this.config.WebSocket ?? WebSocket,
      {
        answered: (frame) => this.answered(link, frame),
        push: (frame) => this.pushed(link, frame),
        closed: (code) => this.closed(link, code),
      },
      this.timeoutMs,
    );
    this.dropLink();
    this.link = link;
    const language =
      typeof this.config.language === 'function' ? this.config.language() : this.config.language;
    const resume = this.session
      ? { session: this.session, cursor: this.inbox.position }
      : undefined;
    try {
      await link.request(
        { type: 'login', user: credentials.user, password: credentials.password, language, resume },
        this.timeoutMs,
      );
    } catch (error) {
      if (this.link === link) this.dropLink();
      link.close();
      throw error;
    }
  }

  private async resume(): Promise<void> {
    if (!this.credentials) throw notConnected();
    await this.connect(this.credentials);
  }

  /**
   * One request, sent again after a cut or a lost answer until it is answered or refused.
   * `ordered` (sends): it goes out on each link only after every send made before it, so that a
   * reconnect, which wakes the waiting sends in no particular order, never reorders a conversation.
   */
  private async call<K extends RequestFrame['type']>(
    build: Build<K>,
    ordered = false,
  ): Promise<Answers[K]> {
    this.requireUser();
    const ticket = ordered ? this.sends.open() : null;
    try {
      for (;;) {
        await this.gate.ready();
        const link = this.link;
        if (!link) throw notConnected();
        if (ticket !== null) {
          await this.sends.turn(ticket, link, () => this.link === link);
          if (this.link !== link) continue;
          this.sends.issued(ticket, link);
        }
        try {
          return await link.request(build(), this.timeoutMs);
        } catch (error) {
          if (!(error instanceof LinkLost) || !this.credentials) throw error;
          if (!error.timedOut) await this.noticed(link);
        }
      }
    } finally {
      if (ticket !== null) this.sends.close(ticket);
    }
  }

  /** Waits until the cut of `link` has been noticed (the reconnection has begun). */
  private async noticed(link: Link): Promise<void> {
    while (this.link === link && this.current.status === 'connected') {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  private setState(state: ConnectionState): void {
    this.current = state;
    this.gate.update(state);
    this.events.emit('connection', state);
    if (state.status === 'connected') this.afterConnect();
    if (state.status === 'givenUp') this.dropLink();
  }

  /** Receipts left over from a cut go now; after a resume, follow the same peers again. */
  private afterConnect(): void {
    this.inbox.flushReceipts();
    if (this.watched.size === 0) return;
    const peers = [...this.watched];
    this.call<'presence'>(() => ({ type: 'presence', subscribe: peers })).then(
      (states) => states.forEach((state) => this.events.emit('presence', presenceOf(state))),
      () => undefined,
    );
  }

  /** The welcome, handled before anything that follows it on the link. */
  private answered(link: Link, frame: AnswerFrame): void {
    if (frame.type !== 'welcome' || this.link !== link) return;
    this.session = frame.session;
    this.inbox.startAt(frame.resumed ? null : frame.cursor);
    link.startHeartbeat(frame.heartbeatMs);
  }

  private pushed(link: Link, frame: PushFrame): void {
    if (this.link !== link || this.inbox.push(frame)) return;
    if (frame.type === 'kicked') this.kicked('otherDevice');
    else if (frame.type === 'loggedOut') this.kicked(kickReasonOf[frame.reason] ?? 'loggedOut');
    else if (frame.type === 'presence') {
      this.events.emit('presence', presenceOf(frame));
    } else if (frame.type === 'typing') {
      this.events.emit('typing', { from: frame.from, to: frame.to });
    }
  }

  private closed(link: Link, code: number): void {
    if (this.link !== link) return;
    this.link = null;
    if (!this.credentials) return;
    if (code === CloseCodes.kicked) this.kicked('otherDevice');
    // Not its own logout (that forgot the credentials first): the sessions ended on the server.
    else if (code === CloseCodes.loggedOut) this.kicked('loggedOut');
    else if (this.current.status === 'connected') this.loop.start();
  }

  private dropLink(): void {
    const link = this.link;
    this.link = null;
    link?.close();
  }

  /** Event type 39: another device logged in, or the server ended the session; it stays out. */
  private kicked(reason: KickReason): void {
    if (!this.credentials) return;
    this.loop.stop();
    this.credentials = null;
    this.session = null;
    this.watched.clear();
    this.dropLink();
    this.events.emit('kicked', { type: 39, reason });
    this.setState({ status: 'disconnected' });
  }

  private url(): string {
    const { url } = this.config;
    if (!url.startsWith('/')) return url;
    // A path: on the page's own host, ws or wss as the page.
    const page = (globalThis as { location?: { protocol: string; host: string } }).location;
    if (!page) throw new ChatError('loginFailed', `No host to resolve ${url} against.`);
    return `${page.protocol === 'https:' ? 'wss' : 'ws'}://${page.host}${url}`;
  }
}

export function createLocalClient(config: LocalConfig): ChatClient {
  return new LocalChatClient(config);
}

/** A gateway's presence answer as the client's event (a gateway older than lastSeen sends none). */
function presenceOf({ imAccount, online, lastSeen }: PresenceState): PresenceState {
  return { imAccount, online, lastSeen: online ? null : (lastSeen ?? null) };
}
