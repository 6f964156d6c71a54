/**
 * A ChatClient over a MemoryHub. It behaves like the networked clients: calls cross an async
 * boundary, a cut connection is retried with the shared policy, and on resuming it takes every
 * push after the last one it handled, each once and in order.
 */
import type { ChatClientOptions } from '../config';
import { Emitter, type Unsubscribe } from '../emitter';
import { ChatError, SendRefusedError, notConnected } from '../errors';
import { ConnectionGate } from '../internal/connectionGate';
import { defaultIdentity, prepareOutgoing, type ClientIdentity } from '../internal/outgoing';
import { SeenIds } from '../internal/seenIds';
import { createReconnectLoop, type ReconnectLoop } from '../reconnect';
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
import type { MemoryHub } from './hub';
import type { MemoryEndpoint, MemoryPush } from './switchboard';

const hop = () => Promise.resolve();

export class MemoryChatClient implements ChatClient {
  readonly kind = 'memory' as const;
  private readonly events = new Emitter<ChatEvents>();
  private readonly gate = new ConnectionGate();
  private readonly seen = new SeenIds();
  private readonly identity: ClientIdentity;
  private readonly loop: ReconnectLoop;
  private readonly endpoint: MemoryEndpoint;
  private credentials: ChatCredentials | null = null;
  private current: ConnectionState = { status: 'disconnected' };
  /** The last logged push handled: where a resumed session starts. */
  private lastSeq = 0;
  /** Pushes that arrived while reconnecting, handled once connected. */
  private inbox: Array<[number | null, MemoryPush]> = [];

  private readonly hub: MemoryHub;

  constructor(hub: MemoryHub, options: ChatClientOptions = {}) {
    this.hub = hub;
    this.identity = {
      platform: options.platform ?? defaultIdentity.platform,
      brand: options.brand ?? defaultIdentity.brand,
    };
    this.endpoint = {
      receive: (seq, push) => this.receive(seq, push),
      dropped: () => this.onDropped(),
      kicked: (reason) => this.onKicked(reason),
    };
    this.loop = createReconnectLoop({
      connect: () => this.resume(),
      onState: (state) => this.setState(state),
      options: options.reconnect,
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
    await hop();
    const { head } = this.hub.connect(this.endpoint, credentials, null);
    this.credentials = credentials;
    this.lastSeq = head;
    this.seen.clear();
    this.setState({ status: 'connected' });
  }

  async logout(): Promise<void> {
    this.loop.stop();
    this.hub.disconnect(this.endpoint);
    this.credentials = null;
    this.inbox = [];
    if (this.current.status !== 'disconnected') this.setState({ status: 'disconnected' });
    await hop();
  }

  reconnect(): void {
    if (this.current.status === 'givenUp' && this.credentials) this.loop.start();
  }

  async send(request: SendRequest): Promise<SendAck> {
    const out = prepareOutgoing(request, this.requireUser(), this.identity);
    try {
      return await this.call(() => this.hub.send(this.endpoint, out));
    } catch (error) {
      if (error instanceof SendRefusedError) this.events.emit('refused', error.refusal);
      throw error;
    }
  }

  recall(message: Pick<ChatMessage, 'id' | 'to'>): Promise<void> {
    return this.call(() => this.hub.recall(this.endpoint, message.id));
  }

  react(
    message: Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'>,
    emoji: ReactionEmoji | null,
  ): Promise<MessageReaction[]> {
    return this.call(() => this.hub.react(this.endpoint, message.id, emoji));
  }

  markRead(peer: ImAccount): Promise<void> {
    return this.call(() => this.hub.markRead(this.endpoint, peer));
  }

  history(peer: ImAccount, cursor: string | null = null): Promise<HistoryPage> {
    return this.call(() => this.hub.history(this.endpoint, peer, cursor));
  }

  conversations(): Promise<ConversationSummary[]> {
    return this.call(() => this.hub.conversations(this.endpoint));
  }

  deleteConversation(peer: ImAccount): Promise<void> {
    return this.call(() => this.hub.deleteConversation(this.endpoint, peer));
  }

  clearHistory(peer: ImAccount): Promise<void> {
    return this.call(() => this.hub.clearHistory(this.endpoint, peer));
  }

  deleteMessages(peer: ImAccount, ids: readonly string[]): Promise<void> {
    return this.call(() => this.hub.deleteMessages(this.endpoint, peer, ids));
  }

  async sendTyping(peer: ImAccount): Promise<void> {
    if (this.current.status !== 'connected') return;
    await hop();
    try {
      this.hub.typing(this.endpoint, peer);
    } catch {
      // Cut meanwhile: a lost typing signal is not worth a retry.
    }
  }

  subscribePresence(peers: readonly ImAccount[]): Promise<PresenceState[]> {
    return this.call(() => this.hub.subscribePresence(this.endpoint, peers));
  }

  unsubscribePresence(peers: readonly ImAccount[]): Promise<void> {
    return this.call(() => this.hub.unsubscribePresence(this.endpoint, peers));
  }

  // ---- Inside --------------------------------------------------------------------------------

  private requireUser(): ImAccount {
    if (!this.credentials) throw notConnected();
    return this.credentials.user;
  }

  /**
   * One request and its answer, each a hop away. A call that finds the connection cut starts the
   * reconnection and goes again once back (every hub call is idempotent, a send by client id).
   */
  private async call<T>(request: () => T): Promise<T> {
    for (;;) {
      await this.gate.ready();
      await hop();
      try {
        const answer = request();
        await hop();
        return answer;
      } catch (error) {
        const cut = error instanceof ChatError && error.kind === 'notConnected';
        if (!cut || !this.credentials) throw error;
        this.onDropped();
      }
    }
  }

  private async resume(): Promise<void> {
    await hop();
    if (!this.credentials) throw notConnected();
    this.hub.connect(this.endpoint, this.credentials, this.lastSeq);
  }

  private setState(state: ConnectionState): void {
    this.current = state;
    this.gate.update(state);
    this.events.emit('connection', state);
    if (state.status === 'connected') {
      const inbox = this.inbox;
      this.inbox = [];
      for (const [seq, push] of inbox) this.handle(seq, push);
    } else if (state.status !== 'reconnecting') {
      this.inbox = [];
    }
  }

  private onDropped(): void {
    if (!this.credentials || this.current.status !== 'connected') return;
    this.loop.start();
  }

  private onKicked(reason: KickReason): void {
    if (!this.credentials) return;
    this.loop.stop();
    this.credentials = null;
    this.events.emit('kicked', { type: 39, reason });
    this.setState({ status: 'disconnected' });
  }

  private receive(seq: number | null, push: MemoryPush): void {
    if (!this.credentials) return;
    if (this.current.status === 'connected') this.handle(seq, push);
    else this.inbox.push([seq, push]);
  }

  private handle(seq: number | null, push: MemoryPush): void {
    if (seq !== null) {
      if (seq <= this.lastSeq) return;
      this.lastSeq = seq;
    }
    switch (push.kind) {
      case 'message':
        if (!this.seen.add(push.message.id)) return;
        this.events.emit('message', push.message);
        void this.acknowledge(push.message.id);
        return;
      case 'recall':
        this.events.emit('recall', push.notice);
        return;
      case 'read':
        this.events.emit('read', push.receipt);
        return;
      case 'delivered':
        this.events.emit('delivered', push.receipt);
        return;
      case 'presence':
        this.events.emit('presence', push.presence);
        return;
      case 'typing':
        this.events.emit('typing', push.notice);
        return;
      case 'reaction':
        this.events.emit('reaction', push.notice);
        return;
    }
  }

  /** Tells the sender's side the message arrived; a lost receipt only costs its tick. */
  private async acknowledge(id: string): Promise<void> {
    await hop();
    try {
      this.hub.acknowledgeDelivery(this.endpoint, [id]);
    } catch {
      // Not connected any more: the message stays undelivered on the hub's side.
    }
  }
}

export function createMemoryClient(hub: MemoryHub, options?: ChatClientOptions): ChatClient {
  return new MemoryChatClient(hub, options);
}
