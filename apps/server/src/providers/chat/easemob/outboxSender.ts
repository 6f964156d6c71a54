/**
 * Sends the server's messages queued in chat_outbox (domains/chat/serverMessages.ts: the
 * payments' custom messages, and customer service's text greeting a new member) through
 * Easemob's REST API, in the sender's name and to the sender's own devices too. Every process
 * runs one; a message is leased by one process at a time (skip locked), sent, then marked sent. A
 * failure leaves it owed: the lease runs out and it is tried again, by this process or another.
 * The REST client never resends a message Easemob may have taken; a process that dies between
 * Easemob taking a message and marking it sent would send it again after the lease, and the app
 * shows a payment's message once (by its recordId), so the screen stays right. Every minute it
 * also looks for the messages sent five minutes ago or more that never came back through the
 * post-send callback (outboxEchoes.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import {
  leaseOutboxMessages,
  markOutboxSent,
  type OutboxMessage,
} from '../../../domains/chat/queries/outbox.ts';
import type { EasemobRest } from './EasemobRest.ts';
import { reportMissingEchoes } from './outboxEchoes.ts';

export interface OutboxSenderOptions {
  /** How often it looks for messages owed (a payment's message waits at most about this). */
  everyMs?: number;
  /** How long a process may take to send one before another tries. */
  leaseMs?: number;
  /** How often it looks for sent messages that never came back (outboxEchoes.ts). */
  echoCheckEveryMs?: number;
  /** How long after its sending a message counts as never come back. */
  echoWaitMs?: number;
}

export class EasemobOutboxSender {
  private readonly db: Db;
  private readonly rest: EasemobRest;
  private readonly log: FastifyBaseLogger;
  private readonly everyMs: number;
  private readonly leaseMs: number;
  private readonly echoCheckEveryMs: number;
  private readonly echoWaitMs: number;
  private timer: NodeJS.Timeout | null = null;
  private echoTimer: NodeJS.Timeout | null = null;
  private checkingEchoes: Promise<unknown> | null = null;
  private running: Promise<void> | null = null;

  constructor(
    db: Db,
    rest: EasemobRest,
    log: FastifyBaseLogger,
    options: OutboxSenderOptions = {},
  ) {
    this.db = db;
    this.rest = rest;
    this.log = log;
    this.everyMs = options.everyMs ?? 500;
    this.leaseMs = options.leaseMs ?? 30_000;
    this.echoCheckEveryMs = options.echoCheckEveryMs ?? 60_000;
    this.echoWaitMs = options.echoWaitMs ?? 5 * 60_000;
  }

  start(): void {
    this.timer = setInterval(() => void this.sendOwed(), this.everyMs);
    this.timer.unref();
    this.echoTimer = setInterval(() => void this.checkEchoes(), this.echoCheckEveryMs);
    this.echoTimer.unref();
  }

  /** Stops looking, and waits for a round under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.echoTimer) clearInterval(this.echoTimer);
    this.timer = null;
    this.echoTimer = null;
    await Promise.all([this.running, this.checkingEchoes]);
  }

  /** One look for sent messages that never came back; looks never overlap. */
  private checkEchoes(): void {
    this.checkingEchoes ??= reportMissingEchoes(this.db, this.log, { olderThanMs: this.echoWaitMs })
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'Easemob outbox: looking for sent messages failed'),
      )
      .finally(() => (this.checkingEchoes = null));
  }

  /** One round: what is owed now, oldest first. Rounds never overlap. */
  sendOwed(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<void> {
    let leased: OutboxMessage[];
    try {
      leased = await leaseOutboxMessages(this.db, { limit: 20, leaseMs: this.leaseMs });
    } catch (error) {
      this.log.warn({ err: error }, 'Easemob outbox: reading what is owed failed');
      return;
    }
    for (const message of leased) {
      try {
        const id = await this.rest.sendMessage({
          from: message.from_im,
          to: message.to_im,
          ...(message.msg === null
            ? { type: 'custom', customEvent: message.kind }
            : { type: 'txt', msg: message.msg }),
          ext: { ...message.ext },
          syncToSender: true,
        });
        await markOutboxSent(this.db, message.id, id);
      } catch (error) {
        this.log.error(
          { err: error, kind: message.kind, recordId: message.record_id },
          'Easemob outbox: a server message was not sent; it is tried again',
        );
      }
    }
  }
}
