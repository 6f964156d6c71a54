/**
 * One client's WebSocket: the frames going out, and where it stands in its account's log of
 * pushes. Pushes go out strictly in the log's order, each once: one that arrives ahead of its
 * turn (a notice lost by a broker, a client asking again after frames it never got) makes the
 * connection read the missing part from the database first, holding live pushes meanwhile.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../db/database.ts';
import { eventsAfter } from '../domains/chat/eventLog.ts';
import type { SessionEndReason } from '../http/sessionEnds.ts';
import type { MessageKey } from '../i18n/catalogue/index.ts';
import type { Language } from '../i18n/languages.ts';
import { t } from '../i18n/translate.ts';
import type { Party } from './chatParties.ts';
import { CloseCodes, type ServerFrame } from './protocol.ts';
import { loggedFrame } from './pushFrames.ts';
import type { ImageSigning } from './wireMessage.ts';

/** Test hooks: what a bad network does to a connection (tests/chatFaults, conformance). */
export interface GatewayFaults {
  /** True: the frame is lost on its way out (it still counts as sent). */
  dropOutgoing?: (user: string | null, type: string) => boolean;
}

const endedMessages = {
  logout: 'chat.endedByLogout',
  passwordChanged: 'chat.endedByPasswordChange',
  cancelled: 'chat.endedByCancellation',
  banned: 'chat.endedByBan',
} as const satisfies Record<SessionEndReason, MessageKey>;

/** Above this many bytes waiting to go out, the client is too slow: cut, it will resume. */
const MAX_BUFFERED = 8 * 1024 * 1024;
const REPLAY_PAGE = 500;

export interface ConnectionDeps {
  db: Db;
  log: FastifyBaseLogger;
  faults: GatewayFaults;
  /** Signs the private images of replayed messages for this connection's user. */
  images: ImageSigning;
}

export class ChatConnection {
  user: string | null = null;
  session: string | null = null;
  /** When the member signed in on it (ms): a typing signal sent before does not reach it. */
  signedInAt = 0;
  /** The user behind the account, who may pay; null for customer service. */
  sender: Party | null = null;
  language: Language = 'en';
  lastHeard = Date.now();
  /** Accounts whose presence this connection follows. */
  readonly watching = new Set<string>();
  /** The connection's writes, chained: its reads wait for them (read-your-writes). */
  lastWrite: Promise<unknown> = Promise.resolve();

  /** The last number of the account's log sent to this connection. */
  private sent = 0;
  /** Off while replaying from the database: live pushes wait in `held`. */
  private live = false;
  private held: Array<{ seq: number; frame: string | undefined }> = [];
  private catchingUp: Promise<void> | null = null;
  private again = false;
  private closed = false;

  readonly socket: WebSocket;
  private readonly deps: ConnectionDeps;

  constructor(socket: WebSocket, deps: ConnectionDeps) {
    this.socket = socket;
    this.deps = deps;
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === this.socket.OPEN;
  }

  send(frame: ServerFrame): void {
    this.sendText(frame.type, JSON.stringify(frame));
  }

  /** A user-facing error frame in the connection's language. */
  error(code: number, key: Parameters<typeof t>[1], extra: Partial<ServerFrame> = {}): void {
    this.send({ type: 'error', code, msg: t(this.language, key), ...extra } as ServerFrame);
  }

  close(code: number, reason = ''): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close(code, reason);
  }

  /** Event type 39: another device of the account logged in; this one stays out. */
  kick(): void {
    this.send({
      type: 'kicked',
      code: 39,
      reason: 'otherDevice',
      msg: t(this.language, 'chat.otherDevice'),
    });
    this.close(CloseCodes.kicked, 'kicked');
  }

  /**
   * The account's sessions ended on the server (logout, password change, cancellation, ban):
   * told why, closed with 4009; its client stays out, and its old chat password opens nothing.
   */
  loggedOut(reason: SessionEndReason): void {
    this.send({ type: 'loggedOut', reason, msg: t(this.language, endedMessages[reason]) });
    this.close(CloseCodes.loggedOut, 'logged out');
  }

  /** Cuts the connection as a network failure would: no closing handshake. */
  terminate(): void {
    this.closed = true;
    this.socket.terminate();
  }

  markClosed(): void {
    this.closed = true;
  }

  /** Starts the pushes after number `cursor`, read from the log first. */
  startAfter(cursor: number): Promise<void> {
    this.sent = cursor;
    return this.catchUp();
  }

  /** Starts the live pushes after `head`; the ones before it were handled another way. */
  goLive(head: number): void {
    this.sent = head;
    this.release();
  }

  /** The client missed pushes after `cursor`: send them again, then go on. */
  resync(cursor: number): Promise<void> {
    this.sent = Math.min(this.sent, cursor);
    return this.catchUp();
  }

  /** A push for this connection's account, rendered (`frame`) or to be read from the log. */
  offer(seq: number, frame: string | undefined): void {
    if (!this.live) {
      this.held.push({ seq, frame });
      return;
    }
    if (seq <= this.sent) return;
    if (seq === this.sent + 1 && frame !== undefined) {
      this.sent = seq;
      this.sendText('push', frame);
      return;
    }
    void this.catchUp();
  }

  /** What this connection has been sent so far (the heartbeat's answer carries it). */
  get position(): number {
    return this.sent;
  }

  private catchUp(): Promise<void> {
    if (this.catchingUp) {
      this.again = true;
      return this.catchingUp;
    }
    this.live = false;
    this.catchingUp = this.replay().finally(() => {
      this.catchingUp = null;
      this.release();
    });
    return this.catchingUp;
  }

  private async replay(): Promise<void> {
    const owner = this.user!;
    try {
      do {
        this.again = false;
        for (;;) {
          const events = await eventsAfter(this.deps.db, {
            owner,
            after: this.sent,
            limit: REPLAY_PAGE,
          });
          if (this.closed) return;
          for (const event of events) {
            if (event.seq <= this.sent) continue;
            this.sent = event.seq;
            this.send(loggedFrame(event, this.deps.images));
          }
          if (events.length < REPLAY_PAGE) break;
        }
      } while (this.again);
    } catch (error) {
      // The client reconnects and asks again; nothing is marked as sent that was not.
      this.deps.log.error({ err: error, user: owner }, 'chat replay failed');
      this.close(CloseCodes.restart, 'replay failed');
    }
  }

  private release(): void {
    this.live = true;
    const held = this.held;
    this.held = [];
    for (const { seq, frame } of held) this.offer(seq, frame);
  }

  private sendText(type: string, text: string): void {
    if (!this.isOpen) return;
    if (this.deps.faults.dropOutgoing?.(this.user, type)) return;
    this.socket.send(text);
    if (this.socket.bufferedAmount > MAX_BUFFERED) this.close(CloseCodes.tooSlow, 'too slow');
  }
}
