/**
 * The local chat gateway (PROTOCOL.md): a WebSocket endpoint on the server's own port, at
 * GATEWAY_PATH. It authenticates each connection with the IM account and password issued at
 * registration, takes the chat calls of packages/im's local client, writes through the chat store
 * in group commits (ChatWriter), logs every push for its account, and hands committed pushes to
 * the fan-out, which reaches the connections of this process (or of every process, with a shared
 * broker). Heartbeats keep connections honest: one silent for CHAT_IDLE_MS is cut.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { runsTransactionsAtOnce } from '../db/database.ts';
import { pruneEvents } from '../domains/chat/eventLog.ts';
import { presenceSeenBy, recordLastSeen } from '../domains/chat/lastSeen.ts';
import type { SessionEndReason } from '../http/sessionEnds.ts';
import { pickLanguage } from '../i18n/languages.ts';
import type { Services } from '../services.ts';
import { ChatConnection, type GatewayFaults } from './chatConnection.ts';
import { login, rememberAddress } from './chatLogin.ts';
import { ChatParties } from './chatParties.ts';
import { handleRequest } from './chatRequests.ts';
import { ChatWriter } from './chatWriter.ts';
import { ConnectionRegistry } from './connectionRegistry.ts';
import { InProcessFanout, type Fanout, type FanoutNotice } from './fanout.ts';
import { LocalPresence, type Presence, type PresenceChange } from './presence.ts';
import { clientFrame, CloseCodes } from './protocol.ts';
import { loggedFrame } from './pushFrames.ts';
import { deleteKind, deliveredKind, readKind, recallKind } from './receiptWrites.ts';
import { reactKind } from './reactionWrites.ts';
import { sendKind } from './sendMessages.ts';
import { pushMessage } from '../domains/push/messagePush.ts';
import type { LoggedChatEvent } from '../domains/chat/eventLog.ts';
import { TypingSignals } from './typingSignals.ts';
import { countChatSockets, fanoutLag } from '../metrics.ts';

/** Where the gateway listens: under the API's prefix, so one proxy rule covers both. */
export const GATEWAY_PATH = '/api/im';
/** A frame larger than this closes the connection (a 1000-character text is far below it). */
const MAX_FRAME_BYTES = 64 * 1024;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How long an ended account is remembered, for logins that were under way when it ended. */
const ENDED_MEMORY_MS = 60_000;

/** Test hooks besides the frames a connection drops (see GatewayFaults). */
export interface GatewayTestHooks extends GatewayFaults {
  /** True while the account's network is down: its logins are cut before an answer. */
  isDown?: (user: string) => boolean;
  /** A code to refuse this send with (event 502), as if the sender could not pay. */
  refuseSend?: (from: string, to: string) => number | null;
}

export interface GatewayOptions {
  /** How committed pushes reach connections; in process by default. */
  fanout?: Fanout;
  /** Who is online, given the accounts connected here; this process's registry by default. */
  presence?: (localUsers: () => string[]) => Presence;
}

/** After the shared state came back, how long the other processes get to write theirs again. */
const SETTLE_MS = 2500;

export class ChatGateway {
  readonly services: Services;
  readonly registry = new ConnectionRegistry();
  readonly parties: ChatParties;
  readonly writer: ChatWriter;
  /** Set by tests only. */
  readonly faults: GatewayTestHooks = {};
  readonly kinds: ReturnType<typeof writeKinds>;
  readonly typing: TypingSignals;
  private readonly fanout: Fanout;
  readonly presence: Presence;
  private readonly timers: Array<ReturnType<typeof setInterval>> = [];
  private unsubscribe: (() => void) | null = null;
  private closing = false;
  /** Accounts whose sessions ended lately, and when (see endedDuringLogin). */
  private readonly ended = new Map<string, { at: number; reason: SessionEndReason }>();

  constructor(services: Services, options: GatewayOptions = {}) {
    this.services = services;
    this.parties = new ChatParties(services);
    this.fanout = options.fanout ?? new InProcessFanout();
    this.presence =
      options.presence?.(() => this.registry.users()) ?? new LocalPresence(this.registry);
    this.writer = new ChatWriter(services.db, {
      pipelined: runsTransactionsAtOnce(services.db),
      onCommitted: (events) => {
        this.publish(
          events.map((event) => ({
            kind: 'logged',
            owner: event.owner,
            seq: event.seq,
            frame: JSON.stringify(loggedFrame(event, services)),
            publishedAt: Date.now(),
          })),
        );
        void this.pushToClosedApps(events);
      },
      onError: (error) => services.log.error({ err: error }, 'chat write failed'),
    });
    this.kinds = writeKinds(services, this.parties, this.faults);
    this.typing = new TypingSignals(services, this.parties, (from, to, at) =>
      this.publish([{ kind: 'typing', from, to, at }]),
    );
  }

  /** Adds the WebSocket endpoint to the server and starts the heartbeat check. */
  async register(app: FastifyInstance): Promise<void> {
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
    app.get(
      GATEWAY_PATH,
      {
        websocket: true,
        // ws writes the upgrade's answer (101) itself: headers set on the reply are never sent,
        // and the reply lives as long as the connection (about 2 kB of headers each). The path's
        // other answers (a plain GET's 404) get them as every answer does.
        helmet: false,
        onRequest: async (request, reply) => {
          if (!request.ws) reply.helmet();
        },
      },
      (socket, request) => this.accept(socket, request),
    );
    app.addHook('preClose', () => this.close());
    const stopHearing = this.fanout.subscribe((notice) => this.onNotice(notice));
    // Sessions ended by the REST side reach every process's connections through the fan-out.
    const stopEnding = this.services.sessionEnds.subscribe(({ imAccount, reason }) =>
      this.publish([{ kind: 'endSession', user: imAccount, reason }]),
    );
    const stopCounting = countChatSockets(() => this.registry.size);
    // Notices lost while the broker was away: every connection reads what it missed.
    const stopResuming = this.fanout.onResumed(() => this.catchUpAll());
    const stopChanging = this.presence.onChanged((change) => this.presenceChanged(change));
    this.unsubscribe = () => {
      stopChanging();
      stopResuming();
      stopCounting();
      stopEnding();
      stopHearing();
    };
    const { CHAT_IDLE_MS, CHAT_EVENT_RETENTION_DAYS } = this.services.config;
    this.every(Math.max(50, Math.floor(CHAT_IDLE_MS / 4)), () => this.cutIdle(CHAT_IDLE_MS));
    this.every(ENDED_MEMORY_MS, () => this.forgetEnded(ENDED_MEMORY_MS));
    this.every(PRUNE_EVERY_MS, () => {
      const before = new Date(Date.now() - CHAT_EVENT_RETENTION_DAYS * 86_400_000);
      pruneEvents(this.services.db, before).catch((error: unknown) =>
        this.services.log.warn({ err: error }, 'pruning chat events failed'),
      );
    });
  }

  /**
   * A message to a member with no chat connection anywhere (the app closed) is pushed to the
   * browsers they subscribed (domains/push). Each event is committed by one process only, so
   * each message is pushed once.
   */
  private async pushToClosedApps(events: readonly LoggedChatEvent[]) {
    const messages = events.filter(
      (e) => e.kind === 'message' && e.message && e.owner === e.message.to_im,
    );
    if (messages.length === 0) return;
    try {
      const owners = messages.map((e) => e.owner);
      const online = await this.presence.online(owners);
      const closed = messages.filter((_, i) => !online[i]);
      await Promise.all(closed.map((e) => pushMessage(this.services, e.message!)));
    } catch (error) {
      this.services.log.warn({ err: error }, 'push: presence not known, nothing pushed');
    }
  }

  publish(notices: FanoutNotice[]): void {
    if (notices.length > 0) this.fanout.publish(notices);
  }

  /** Test hook: cuts every connection of the account as a network failure would. */
  cut(user: string): void {
    for (const connection of [...this.registry.of(user)]) connection.terminate();
  }

  /** Closes every connection (clients reconnect to the next server) once writes are done. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.writer.drained();
    for (const connection of this.registry.all()) connection.close(CloseCodes.restart, 'restart');
    this.unsubscribe?.();
    await this.presence.close();
    await this.fanout.close();
  }

  private accept(socket: WebSocket, request: FastifyRequest): void {
    // A client that left while its upgrade was answered has no address any more (fastify's
    // type says string; the socket's remoteAddress is undefined once destroyed): nothing to serve.
    const ip = request.ip as string | undefined;
    if (ip === undefined) {
      socket.terminate();
      return;
    }
    const connection = new ChatConnection(socket, {
      db: this.services.db,
      log: this.services.log,
      faults: this.faults,
      images: this.services,
    });
    connection.language = pickLanguage((request.query as { language?: string }).language);
    rememberAddress(connection, ip);
    if (this.closing) {
      connection.close(CloseCodes.restart, 'restart');
      return;
    }
    // A connection must log in within one idle period.
    const loginTimer = setTimeout(() => {
      if (!connection.user) connection.close(CloseCodes.idle, 'no login');
    }, this.services.config.CHAT_IDLE_MS);
    loginTimer.unref();
    socket.on('message', (data, isBinary) => {
      connection.lastHeard = Date.now();
      void this.onFrame(connection, isBinary ? null : frameText(data));
    });
    socket.on('close', () => {
      clearTimeout(loginTimer);
      connection.markClosed();
      // While closing, the accounts stay online in the shared presence: their clients reconnect
      // to another process, and those that do not are announced when this one counts as gone.
      if (this.registry.remove(connection) && !this.closing) this.left(connection.user!);
    });
    socket.on('error', (error) => this.services.log.debug({ err: error }, 'chat socket error'));
  }

  private async onFrame(connection: ChatConnection, text: string | null): Promise<void> {
    // Closed by the gateway (logged out, kicked): what still arrives before the close is ignored.
    if (!connection.isOpen) return;
    let json: unknown;
    try {
      json = text === null ? null : JSON.parse(text);
    } catch {
      json = null;
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) {
      const rid = (json as { rid?: unknown } | null)?.rid;
      const known = typeof rid === 'string' || typeof rid === 'number';
      connection.error(400, 'chat.badFrame', known ? { rid } : {});
      return;
    }
    const frame = parsed.data;
    try {
      if (frame.type === 'login') {
        const started = Date.now();
        await login(this, connection, frame);
        this.endedDuringLogin(connection, started);
      } else await handleRequest(this, connection, frame);
    } catch (error) {
      this.services.log.error({ err: error, frame: frame.type }, 'chat frame failed');
      connection.error(500, 'chat.badFrame', 'rid' in frame ? { rid: frame.rid } : {});
    }
  }

  /** The account's first connection here logged in: tell its followers if it just came online. */
  joined(user: string): void {
    void this.presence.joined(user).then((first) => {
      if (first) this.announce(user, true);
    });
  }

  /**
   * The last connection of `user` here closed. When the shared presence says it was the last one
   * anywhere (with several processes only one of them hears so), the time is the member's last
   * seen: written before the announcement, which every process answers by reading it.
   */
  private left(user: string): void {
    void this.presence.left(user).then(async (last) => {
      if (!last) return;
      await this.recordLastSeen([user]);
      this.announce(user, false);
    });
  }

  private async recordLastSeen(users: readonly string[]): Promise<void> {
    try {
      await recordLastSeen(this.services.db, users, this.services.now());
    } catch (error) {
      // The announcement goes anyway: an older last seen is better than a member left online.
      this.services.log.warn({ err: error }, 'presence: recording last seen failed');
    }
  }

  private announce(user: string, online: boolean): void {
    if (!this.closing) this.publish([{ kind: 'presence', user, online }]);
  }

  /**
   * Presence changed behind the joins and leaves (a process died, the shared state was rebuilt):
   * tell every process, and once the others have written theirs again, check every follower here.
   */
  private presenceChanged(change: PresenceChange): void {
    // The accounts of a process that died are last seen when it was found dead (5 s at most).
    if (change.offline.length === 0) this.presenceMoved(change);
    else void this.recordLastSeen(change.offline).then(() => this.presenceMoved(change));
  }

  private presenceMoved({ online, offline }: PresenceChange): void {
    this.publish([
      ...online.map((user) => ({ kind: 'presence' as const, user, online: true })),
      ...offline.map((user) => ({ kind: 'presence' as const, user, online: false })),
    ]);
    if (online.length > 0) {
      const timer = setTimeout(() => this.tellWatchers(this.registry.watched()), SETTLE_MS);
      timer.unref();
    }
  }

  /** Sends the followers here the present state of `users`, asked of the shared presence. */
  private tellWatchers(users: readonly string[]): void {
    const watched = users.filter((user) => !isEmpty(this.registry.watchersOf(user)));
    if (watched.length === 0) return;
    this.presence
      .online(watched)
      .then(async (online) => {
        const states = watched.map((imAccount, i) => ({ imAccount, online: online[i]! }));
        const viewers = new Set<string>();
        for (const user of watched) {
          for (const connection of this.registry.watchersOf(user)) viewers.add(connection.user!);
        }
        // Each watcher is told what it may know: last seen and blocks are the viewer's own.
        const view = await presenceSeenBy(this.services.db, [...viewers], states);
        for (const user of watched) {
          for (const connection of this.registry.watchersOf(user)) {
            connection.send({ type: 'presence', ...view(connection.user!, user) });
          }
        }
      })
      .catch((error: unknown) => this.services.log.warn({ err: error }, 'presence: asking failed'));
  }

  private catchUpAll(): void {
    for (const connection of this.registry.all()) void connection.resync(connection.position);
  }

  private onNotice(notice: FanoutNotice): void {
    switch (notice.kind) {
      case 'logged':
        if (notice.publishedAt !== undefined) {
          fanoutLag.observe((Date.now() - notice.publishedAt) / 1000);
        }
        for (const connection of this.registry.of(notice.owner)) {
          connection.offer(notice.seq, notice.frame);
        }
        return;
      case 'kick':
        for (const connection of [...this.registry.of(notice.user)]) {
          if (connection.session !== notice.session) connection.kick();
        }
        return;
      case 'endSession':
        this.ended.set(notice.user, { at: Date.now(), reason: notice.reason });
        for (const connection of [...this.registry.of(notice.user)]) {
          connection.loggedOut(notice.reason);
        }
        return;
      case 'typing':
        for (const connection of this.registry.of(notice.to)) {
          if (connection.signedInAt >= notice.at) continue; // signed in since: not for it
          connection.send({ type: 'typing', from: notice.from, to: notice.to });
        }
        return;
      case 'presence':
        // Asked again rather than taken from the notice: notices of two processes may cross.
        this.tellWatchers([notice.user]);
        return;
    }
  }

  /**
   * A login that checked the old chat password just before the account's sessions ended, and
   * joined the registry just after the notice went by, is ended here: it started before the end.
   */
  private endedDuringLogin(connection: ChatConnection, started: number): void {
    const ended = connection.user ? this.ended.get(connection.user) : undefined;
    if (ended && ended.at >= started && connection.isOpen) connection.loggedOut(ended.reason);
  }

  private forgetEnded(afterMs: number): void {
    const before = Date.now() - afterMs;
    for (const [user, { at }] of this.ended) if (at < before) this.ended.delete(user);
  }

  private cutIdle(idleMs: number): void {
    const now = Date.now();
    for (const connection of this.registry.all()) {
      if (now - connection.lastHeard > idleMs) connection.close(CloseCodes.idle, 'idle');
    }
  }

  private every(ms: number, work: () => void): void {
    const timer = setInterval(work, ms);
    timer.unref();
    this.timers.push(timer);
  }
}

/** The gateway's writes, each a ChatWriter kind. */
function writeKinds(services: Services, parties: ChatParties, hooks: GatewayTestHooks) {
  return {
    send: sendKind(services, parties, hooks),
    delivered: deliveredKind(services),
    read: readKind(services),
    recall: recallKind(services),
    delete: deleteKind(services),
    react: reactKind(services),
  };
}

function isEmpty(items: Iterable<unknown>): boolean {
  for (const _ of items) return false;
  return true;
}

/** A text frame's UTF-8 text, whichever of ws's shapes it arrives in (a Buffer by default). */
function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString();
  if (Array.isArray(data)) return Buffer.concat(data).toString();
  return Buffer.from(data).toString();
}
