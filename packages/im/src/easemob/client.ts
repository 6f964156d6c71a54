/**
 * The ChatClient on Easemob (production). The SDK is loaded and its connection created on the
 * first login. Reconnecting: the SDK's own loop cannot be switched off (it reads 0 attempts as
 * its default of 5) and it is the one that resends queued messages and pulls what was missed, so
 * it runs, capped at the policy's 10 attempts, and its onReconnecting/onDisconnected become
 * reconnecting{attempt} and givenUp; `reconnect()` after that runs the shared policy over
 * `open`. Messages the SDK delivers twice (offline sync after a reconnect) are emitted once.
 */
import type { EasemobConfig } from '../config';
import { Emitter, type Unsubscribe } from '../emitter';
import { ChatError, RecallTooLateError, SendRefusedError, notConnected } from '../errors';
import { ConnectionGate } from '../internal/connectionGate';
import {
  defaultIdentity,
  prepareOutgoing,
  sentMessage,
  type ClientIdentity,
} from '../internal/outgoing';
import { SeenIds } from '../internal/seenIds';
import { createReconnectLoop, defaultReconnectOptions, type ReconnectLoop } from '../reconnect';
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
import { withReaction } from '../internal/reactions';
import {
  asSdkError,
  kickReasonOf,
  sdkCall,
  serviceError,
  toChatMessage,
  toConversationRead,
  toCreateParams,
  toDeliveryReceipt,
  toPresence,
  toReactions,
  toReadReceipt,
  toRefusal,
} from './mapping';
import * as queries from './queries';
import {
  EasemobCodes,
  createConnection,
  type EasemobConnection,
  type EasemobHandlers,
  type EasemobMessageBody,
  type EasemobSdk,
} from './sdk';

const PRESENCE_EXPIRY_SECONDS = 7 * 24 * 60 * 60;
/** Easemob's documented typing indicator: a CMD message with this action. */
export const TYPING_ACTION = 'TypingBegin';
const chatType = 'singleChat' as const;

export class EasemobChatClient implements ChatClient {
  readonly kind = 'easemob' as const;
  private readonly events = new Emitter<ChatEvents>();
  private readonly gate = new ConnectionGate();
  private readonly seen = new SeenIds();
  private readonly identity: ClientIdentity;
  private readonly maxAttempts: number;
  private readonly loop: ReconnectLoop;
  private loading: Promise<{ sdk: EasemobSdk; conn: EasemobConnection }> | null = null;
  private conn: EasemobConnection | null = null;
  /** Set once logged in; events before that (or after logout) are not ours to report. */
  private credentials: ChatCredentials | null = null;
  private current: ConnectionState = { status: 'disconnected' };
  private sdkAttempts = 0;

  private readonly config: EasemobConfig;

  constructor(config: EasemobConfig) {
    this.config = config;
    this.identity = {
      platform: config.platform ?? defaultIdentity.platform,
      brand: config.brand ?? defaultIdentity.brand,
    };
    this.maxAttempts = config.reconnect?.maxAttempts ?? defaultReconnectOptions.maxAttempts;
    this.loop = createReconnectLoop({
      connect: async () => {
        if (!this.credentials) throw notConnected();
        await this.open(this.credentials);
      },
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
    try {
      await this.open(credentials);
    } catch (error) {
      const e = asSdkError(error);
      throw new ChatError('loginFailed', e.message || 'Chat login failed.', {
        code: e.type ?? null,
        cause: error,
      });
    }
    this.credentials = credentials;
    this.sdkAttempts = 0;
    this.seen.clear();
    this.setState({ status: 'connected' });
  }

  logout(): Promise<void> {
    this.loop.stop();
    this.credentials = null;
    this.conn?.close();
    this.setState({ status: 'disconnected' });
    return Promise.resolve();
  }

  reconnect(): void {
    if (this.current.status === 'givenUp' && this.credentials) this.loop.start();
  }

  async send(request: SendRequest): Promise<SendAck> {
    const out = prepareOutgoing(request, this.requireUser(), this.identity);
    const { sdk, conn } = await this.ready();
    const body = sdk.message.create(toCreateParams(out));
    try {
      const result = await conn.send(body);
      const time = result.message?.time ?? ('time' in body ? body.time : Date.now());
      const id = result.serverMsgId;
      return { clientId: out.clientId, id, time, message: sentMessage(out, id, time) };
    } catch (error) {
      if (asSdkError(error).type !== EasemobCodes.externalLogicBlocked) throw serviceError(error);
      const refusal = toRefusal(asSdkError(error), out);
      this.events.emit('refused', refusal);
      throw new SendRefusedError(refusal, error);
    }
  }

  async recall(message: Pick<ChatMessage, 'id' | 'to'>): Promise<void> {
    const { conn } = await this.ready();
    try {
      await conn.recallMessage({ mid: message.id, to: message.to, chatType });
    } catch (error) {
      if (asSdkError(error).type === EasemobCodes.recallTimeLimit) {
        throw new RecallTooLateError(error);
      }
      throw serviceError(error);
    }
  }

  /**
   * Easemob keeps any number of reactions per user: the member's earlier one is deleted before
   * the new one is added, so each member has one, as the app's rule says. Answers the reactions
   * as they will be; Easemob's onReactionChange then tells both members' devices.
   */
  async react(
    message: Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'>,
    emoji: ReactionEmoji | null,
  ): Promise<MessageReaction[]> {
    const { conn } = await this.ready();
    const me = this.requireUser();
    const before = message.reactions ?? [];
    const mine = before.filter((r) => r.by.includes(me)).map((r) => r.emoji);
    try {
      for (const old of mine) {
        if (old !== emoji) await conn.deleteReaction({ messageId: message.id, reaction: old });
      }
      if (emoji && !mine.includes(emoji)) {
        await conn.addReaction({ messageId: message.id, reaction: emoji });
      }
    } catch (error) {
      throw serviceError(error);
    }
    return withReaction(before, me, emoji);
  }

  /**
   * The conversation's read receipt (channel ack): everything `peer` sent is read, in one send,
   * as Easemob recommends over one read receipt per message
   * (https://doc.easemob.com/document/web/conversation_receipt.html); the peer's app marks all its
   * messages read, and the server's post-send callback zeroes the unread count
   * (apps/server providerEvents.ts).
   */
  async markRead(peer: ImAccount): Promise<void> {
    const { sdk, conn } = await this.ready();
    await sdkCall(() => conn.send(sdk.message.create({ type: 'channel', chatType, to: peer })));
  }

  async history(peer: ImAccount, cursor: string | null = null): Promise<HistoryPage> {
    return queries.fetchHistory((await this.ready()).conn, peer, cursor);
  }

  async conversations(): Promise<ConversationSummary[]> {
    return queries.fetchConversations((await this.ready()).conn, this.requireUser());
  }

  async deleteConversation(peer: ImAccount): Promise<void> {
    const { conn } = await this.ready();
    await queries.deleteConversation(conn, peer);
  }

  async clearHistory(peer: ImAccount): Promise<void> {
    const { conn } = await this.ready();
    await queries.clearHistory(conn, peer);
  }

  async deleteMessages(peer: ImAccount, ids: readonly string[]): Promise<void> {
    await queries.deleteMessages((await this.ready()).conn, peer, ids);
  }

  /** A CMD message delivered only while the peer is online, so Easemob never stores it. */
  async sendTyping(peer: ImAccount): Promise<void> {
    if (!this.credentials || this.current.status !== 'connected') return;
    try {
      const { sdk, conn } = await this.load();
      const body = sdk.message.create({
        type: 'cmd',
        chatType,
        to: peer,
        action: TYPING_ACTION,
        deliverOnlineOnly: true,
      });
      await conn.send(body);
    } catch {
      // A lost typing signal is not worth a retry or an error.
    }
  }

  async subscribePresence(peers: readonly ImAccount[]): Promise<PresenceState[]> {
    const expiry = this.config.presenceExpirySeconds ?? PRESENCE_EXPIRY_SECONDS;
    const { conn } = await this.ready();
    return queries.subscribePresence(conn, peers, expiry, this.config.presenceLastSeen === true);
  }

  async unsubscribePresence(peers: readonly ImAccount[]): Promise<void> {
    await queries.unsubscribePresence((await this.ready()).conn, peers);
  }

  // ---- Inside --------------------------------------------------------------------------------

  /** The SDK and its one connection, made on first use; a failed load is tried again later. */
  private load(): Promise<{ sdk: EasemobSdk; conn: EasemobConnection }> {
    this.loading ??= (async () => {
      const loaded = await createConnection(this.config, this.handlers(), this.maxAttempts);
      this.conn = loaded.conn;
      return loaded;
    })().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** Logs in with the IM password: the SDK's `pwd`, deprecated in its typings but supported. */
  private async open(credentials: ChatCredentials): Promise<void> {
    const { conn } = await this.load();
    await conn.open({ user: credentials.user, pwd: credentials.password });
  }

  private requireUser(): ImAccount {
    if (!this.credentials) throw notConnected();
    return this.credentials.user;
  }

  private async ready(): Promise<{ sdk: EasemobSdk; conn: EasemobConnection }> {
    this.requireUser();
    await this.gate.ready();
    return this.load();
  }

  private setState(state: ConnectionState): void {
    const same =
      state.status === this.current.status &&
      (state.status !== 'reconnecting' ||
        (this.current.status === 'reconnecting' && state.attempt === this.current.attempt));
    if (same) return;
    this.current = state;
    this.gate.update(state);
    this.events.emit('connection', state);
  }

  private kicked(reason: KickReason): void {
    if (!this.credentials) return;
    this.loop.stop();
    this.credentials = null;
    this.events.emit('kicked', { type: 39, reason });
    this.setState({ status: 'disconnected' });
  }

  private received(body: EasemobMessageBody): void {
    const message = toChatMessage(body);
    if (!message || !this.credentials || !this.seen.add(message.id)) return;
    this.events.emit('message', message);
  }

  private emitIf<K extends keyof ChatEvents>(type: K, event: ChatEvents[K] | null): void {
    if (event && this.credentials) this.events.emit(type, event);
  }

  private handlers(): EasemobHandlers {
    return {
      onConnected: () => {
        this.sdkAttempts = 0;
        if (this.credentials) this.setState({ status: 'connected' });
      },
      onReconnecting: () => {
        if (!this.credentials || this.loop.running) return;
        this.sdkAttempts = Math.min(this.sdkAttempts + 1, this.maxAttempts);
        this.setState({ status: 'reconnecting', attempt: this.sdkAttempts });
      },
      onDisconnected: (reason) => {
        if (!this.credentials || this.loop.running) return;
        const kick = kickReasonOf(reason?.type);
        if (kick) return this.kicked(kick);
        // The SDK gave up after its attempts; when it did not try at all, the policy does.
        if (this.sdkAttempts > 0) this.setState({ status: 'givenUp' });
        else this.loop.start();
      },
      onError: (error) => {
        const kick = kickReasonOf(error?.type);
        if (kick) this.kicked(kick);
      },
      onTextMessage: (body) => this.received(body),
      onImageMessage: (body) => this.received(body),
      onCustomMessage: (body) => this.received(body),
      onRecallMessage: (body) =>
        this.emitIf('recall', { id: body.mid, from: body.from, to: body.to }),
      onReadMessage: (body) => this.emitIf('read', toReadReceipt(body)),
      onChannelMessage: (body) => this.emitIf('read', toConversationRead(body)),
      onDeliveredMessage: (body) => this.emitIf('delivered', toDeliveryReceipt(body)),
      onCmdMessage: (body) => {
        const me = this.credentials?.user;
        if (body.action !== TYPING_ACTION || body.chatType !== chatType) return;
        if (!body.from || body.from === me) return;
        this.emitIf('typing', { from: body.from, to: body.to });
      },
      onReactionChange: (change) =>
        this.emitIf('reaction', {
          id: change.messageId,
          from: change.from,
          to: change.to,
          reactions: toReactions(change.reactions),
        }),
      onPresenceStatusChange: (list) => {
        const withLastSeen = this.config.presenceLastSeen === true;
        for (const entry of list) this.emitIf('presence', toPresence(entry, withLastSeen));
      },
    };
  }
}

export function createEasemobClient(config: EasemobConfig): ChatClient {
  return new EasemobChatClient(config);
}
