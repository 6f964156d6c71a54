/**
 * Every write of the gateway goes through one queue and commits in groups (group commit): while
 * one transaction runs, the next writes gather, and then go together in one transaction with a
 * handful of statements whatever their number. A single write still commits at once, so a quiet
 * server answers as fast as it can, and a busy one answers a thousand sends a second on one
 * PGlite connection.
 *
 * Order: writes run in the order they were queued (so two sends of one connection keep their
 * order, and reading a conversation never reads a message queued after it); consecutive writes of
 * one kind run together. A `deferred` kind (delivery receipts), whose order against the others
 * does not matter, goes after the others of the next batch, in the same transaction: on
 * PostgreSQL every statement is a round trip, and receipts in transactions of their own made the
 * messages wait for their begin, log and commit too.
 * A refusal (an AppError) answers only its own write; anything else fails the batch, whose writes
 * then run again one by one, so one bad write cannot fail the others.
 */
import type { Db } from '../db/database.ts';
import { appendEvents, type LoggedChatEvent, type NewChatEvent } from '../domains/chat/eventLog.ts';
import { AppError } from '../http/AppError.ts';
import type { Trx } from '../ledger/ledger.ts';

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: AppError };

export interface WriteContext {
  trx: Trx;
  /** Pushes to log; they are numbered and published once the transaction commits. */
  events: NewChatEvent[];
  /** Runs after the commit (caches that must not learn of a write rolled back). */
  afterCommit: Array<() => void>;
}

export interface WriteKind<I, O> {
  readonly name: string;
  /** Runs after the batch's other writes: its order against them does not matter. */
  readonly deferred?: boolean;
  /** Runs consecutive writes of this kind; answers one outcome per input, in order. */
  run(ctx: WriteContext, inputs: I[]): Promise<Outcome<O>[]>;
}

interface Pending {
  kind: WriteKind<unknown, unknown>;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ChatWriterOptions {
  /**
   * True on a database of several connections (PostgreSQL): the next batch runs its statements
   * while this one commits (its locks taken, it waits only for the disk), and commits after it.
   */
  pipelined?: boolean;
  /** At most this many writes, and as many deferred ones, in one transaction. */
  maxBatch?: number;
  /** Called with the events of each commit, in order, after it. */
  onCommitted: (events: LoggedChatEvent[]) => void;
  onError: (error: unknown) => void;
}

/** PostgreSQL's codes for a transaction that may simply be tried again. */
const RETRYABLE = new Set(['40001', '40P01']);

/** What the writer did so far (the chat benchmark prints it). */
export interface ChatWriterStats {
  batches: number;
  writes: number;
  /** Milliseconds spent in write transactions. */
  busyMs: number;
  largestBatch: number;
  /** Milliseconds spent in each kind of write, and in logging the pushes ('log'). */
  partsMs: Record<string, number>;
}

export class ChatWriter {
  readonly stats: ChatWriterStats = {
    batches: 0,
    writes: 0,
    busyMs: 0,
    largestBatch: 0,
    partsMs: {},
  };
  private queue: Pending[] = [];
  /** Deferred writes: they go at the end of the next batch. */
  private later: Pending[] = [];
  private running = false;
  private idle: Array<() => void> = [];
  private readonly db: Db;
  private readonly options: ChatWriterOptions;

  constructor(db: Db, options: ChatWriterOptions) {
    this.db = db;
    this.options = options;
  }

  /** Queues a write; resolves once committed, rejects with its refusal (AppError) or a failure. */
  write<I, O>(kind: WriteKind<I, O>, input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      (kind.deferred ? this.later : this.queue).push({
        kind,
        input,
        resolve: resolve as (value: unknown) => void,
        reject,
      });
      void this.pump();
    });
  }

  /** Resolves once every queued write is committed. */
  drained(): Promise<void> {
    if (!this.running && this.queue.length + this.later.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    let before: Promise<void> = Promise.resolve();
    let last: Promise<void> = Promise.resolve();
    try {
      do {
        while (this.queue.length + this.later.length > 0) {
          // Let the sockets be read first: an embedded database (PGlite) answers in microtasks,
          // so without this pause no frame would arrive while a transaction runs, and every
          // batch would hold one write.
          await new Promise((resolve) => setImmediate(resolve));
          const max = this.options.maxBatch ?? 256;
          const batch = [...this.queue.splice(0, max), ...this.later.splice(0, max)];
          const turn = this.options.pipelined ? new Turn(before) : null;
          last = this.commit(batch, turn);
          if (!turn) {
            await last;
            continue;
          }
          await Promise.race([turn.written, last]);
          // At most two transactions at once: this one committing, and the next.
          await turn.before;
          before = turn.settled;
        }
        await last;
        // Writes queued while the last one committed.
      } while (this.queue.length + this.later.length > 0);
    } finally {
      this.running = false;
      const idle = this.idle;
      this.idle = [];
      for (const resolve of idle) resolve();
    }
  }

  /**
   * Commits the batch. With a turn, the batch's commit waits for the transaction before it
   * (commits keep the queue's order) and tells the pump when its writes are done, so that the
   * next batch runs its statements meanwhile.
   */
  private async commit(batch: Pending[], turn: Turn | null = null, attempt = 1): Promise<void> {
    let outcomes: Outcome<unknown>[];
    let logged: LoggedChatEvent[];
    let after: Array<() => void>;
    const started = performance.now();
    try {
      ({ outcomes, logged, after } = await this.db.transaction().execute(async (trx) => {
        const result = await this.run(trx, batch);
        if (turn) {
          turn.markWritten();
          await turn.before;
        }
        return result;
      }));
    } catch (error) {
      if (turn) {
        // Tried again after the batch before. A batch that failed at its commit may have let the
        // next one start already, which then commits first: the one case out of queue order.
        turn.markSettled();
        await turn.before;
      }
      if (batch.length > 1) {
        for (const pending of batch) await this.commit([pending]);
        return;
      }
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && RETRYABLE.has(code) && attempt < 5) {
        return this.commit(batch, null, attempt + 1);
      }
      this.options.onError(error);
      batch[0]!.reject(error);
      return;
    }
    turn?.markSettled();
    this.stats.batches += 1;
    this.stats.writes += batch.length;
    this.stats.busyMs += performance.now() - started;
    this.stats.largestBatch = Math.max(this.stats.largestBatch, batch.length);
    for (const callback of after) callback();
    this.options.onCommitted(logged);
    batch.forEach((pending, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
  }

  private async timed<T>(part: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      const { partsMs } = this.stats;
      partsMs[part] = (partsMs[part] ?? 0) + performance.now() - started;
    }
  }

  private async run(trx: Trx, batch: Pending[]) {
    const ctx: WriteContext = { trx, events: [], afterCommit: [] };
    const outcomes = new Array<Outcome<unknown>>(batch.length);
    // In order, each run of one kind at once.
    for (let start = 0; start < batch.length;) {
      const kind = batch[start]!.kind;
      let end = start + 1;
      while (end < batch.length && batch[end]!.kind === kind) end += 1;
      const group = batch.slice(start, end);
      const results = await this.timed(kind.name, () =>
        kind.run(
          ctx,
          group.map((pending) => pending.input),
        ),
      );
      results.forEach((outcome, n) => (outcomes[start + n] = outcome));
      start = end;
    }
    const logged = await this.timed('log', () => appendEvents(trx, ctx.events));
    return { outcomes, logged, after: ctx.afterCommit };
  }
}

/** Where a batch stands against the one before it (ChatWriterOptions.pipelined). */
class Turn {
  /** Settles once the transaction before has committed or failed. */
  readonly before: Promise<void>;
  /** Settles once this batch's writes are done and it waits to commit. */
  readonly written: Promise<void>;
  /** Settles once this batch's transaction has committed or failed. */
  readonly settled: Promise<void>;
  markWritten!: () => void;
  markSettled!: () => void;

  constructor(before: Promise<void>) {
    this.before = before;
    this.written = new Promise((resolve) => (this.markWritten = resolve));
    this.settled = new Promise((resolve) => (this.markSettled = resolve));
  }
}

/** Runs `work` for each input, turning a refusal (AppError) into its outcome. */
export async function eachRefusable<I, O>(
  inputs: I[],
  work: (input: I) => Promise<O>,
): Promise<Outcome<O>[]> {
  const outcomes: Outcome<O>[] = [];
  for (const input of inputs) {
    try {
      outcomes.push({ ok: true, value: await work(input) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}
