/**
 * What the local client does with the gateway's pushes: the numbered ones (messages, recalls,
 * receipts) are handled strictly in turn, each once; one ahead of its turn means frames were
 * lost, and the client asks for everything after its position again (the heartbeat's answer says
 * how far the gateway got, so a lost last frame is noticed too). Each message is shown once, the
 * copy of one's own send in one's log not at all, and received messages are acknowledged, the
 * receipts of one moment in one frame.
 */
import type { Emitter } from '../emitter';
import { SeenIds } from '../internal/seenIds';
import type { ChatEvents, ChatMessage, ImAccount } from '../types';
import type { PushFrame } from './frames';

export interface InboxIo {
  /** The logged-in account. */
  user(): ImAccount | null;
  /** Asks the gateway for every push after `position` again; settles when it answered. */
  resync(): Promise<unknown>;
  /** Sends delivery receipts; false when there is no connection to send them on. */
  acknowledge(ids: string[]): boolean;
}

export class Inbox {
  /** The last push of the account's log handled: where a resumed session starts. */
  position = 0;
  private syncing = false;
  private readonly seen = new SeenIds();
  /** The client ids of this client's own sends: their copies in its log are not news. */
  private readonly own = new SeenIds();
  private receipts: string[] = [];
  private readonly events: Emitter<ChatEvents>;
  private readonly io: InboxIo;

  constructor(events: Emitter<ChatEvents>, io: InboxIo) {
    this.events = events;
    this.io = io;
  }

  /** A fresh login: nothing seen yet. */
  reset(): void {
    this.seen.clear();
    this.receipts = [];
    this.syncing = false;
  }

  /** A connection (re)opened at `cursor`; any resync asked on the old one is over. */
  startAt(cursor: number | null): void {
    if (cursor !== null) this.position = cursor;
    this.syncing = false;
  }

  ownSend(clientId: string): void {
    this.own.add(clientId);
  }

  /** Handles a push; answers false for the ones the client itself acts on (kicked, presence). */
  push(frame: PushFrame): boolean {
    switch (frame.type) {
      case 'deliver':
        if (frame.seq === undefined) this.message(frame.message);
        else this.inTurn(frame.seq, () => this.message(frame.message));
        return true;
      case 'recall':
        this.inTurn(frame.seq, () =>
          this.events.emit('recall', { id: frame.id, from: frame.from, to: frame.to }),
        );
        return true;
      case 'reaction':
        this.inTurn(frame.seq, () =>
          this.events.emit('reaction', {
            id: frame.id,
            from: frame.from,
            to: frame.to,
            reactions: frame.reactions,
          }),
        );
        return true;
      case 'read':
        this.inTurn(frame.seq, () =>
          this.events.emit('read', { by: frame.by, ids: frame.ids, all: frame.all }),
        );
        return true;
      case 'delivered':
        this.inTurn(frame.seq, () => this.events.emit('delivered', { id: frame.id, by: frame.by }));
        return true;
      case 'pong':
        if (frame.seq > this.position) this.resync();
        return true;
      default:
        return false;
    }
  }

  /** Sends the receipts waiting; without a connection they wait for the next one. */
  flushReceipts(): void {
    if (this.receipts.length === 0) return;
    const ids = this.receipts.slice(0, 500);
    if (!this.io.acknowledge(ids)) return;
    this.receipts.splice(0, ids.length);
    if (this.receipts.length > 0) queueMicrotask(() => this.flushReceipts());
  }

  /** Handles push number `seq` if it is the next one; one ahead of its turn means a loss. */
  private inTurn(seq: number, handle: () => void): void {
    if (seq <= this.position) return;
    if (seq > this.position + 1) {
      this.resync();
      return;
    }
    this.position = seq;
    handle();
  }

  private resync(): void {
    if (this.syncing) return;
    this.syncing = true;
    const done = () => (this.syncing = false);
    this.io.resync().then(done, done);
  }

  private message(message: ChatMessage): void {
    const me = this.io.user();
    if (!me) return;
    // The copy of one's own send in one's log is news only when another device sent it.
    if (message.from === me && message.clientId && this.own.has(message.clientId)) return;
    if (!this.seen.add(message.id)) return;
    this.events.emit('message', message);
    if (message.to !== me) return;
    this.receipts.push(message.id);
    if (this.receipts.length === 1) queueMicrotask(() => this.flushReceipts());
  }
}
