/**
 * How a committed push reaches the connections that should get it, wherever they are. The
 * gateway publishes after each commit and subscribes once; each process hands what it hears to
 * its own sockets. In one process that is a function call (InProcessFanout, the default); several
 * processes share Redis pub/sub (redisFanout.ts; README, "Scaling out", says why Redis). Nothing
 * is lost if the broker drops a notice: the numbers in each account's log show the gap, and the
 * connection reads what it missed from the database; after an outage of the broker every
 * connection reads what it may have missed (`onResumed`).
 */
import type { SessionEndReason } from '../http/sessionEnds.ts';

export type FanoutNotice =
  /**
   * A push logged for `owner` as number `seq`. `frame` is the rendered frame when the publisher
   * had it and it is small enough for the broker; without it, connections read the log.
   */
  | { kind: 'logged'; owner: string; seq: number; frame?: string; publishedAt?: number }
  /** A newer login of `user` (session `session`): every other session of the account ends. */
  | { kind: 'kick'; user: string; session: string }
  /**
   * The user's sessions ended (logout, password change, cancellation, ban; see
   * domains/account/endSessions.ts): every connection of the account, in every process, is told
   * why and closes.
   */
  | { kind: 'endSession'; user: string; reason: SessionEndReason }
  | { kind: 'presence'; user: string; online: boolean }
  /**
   * `from` is typing to `to`: for `to`'s connections, wherever they are, that were signed in
   * when the signal came (`at`, ms); never stored.
   */
  | { kind: 'typing'; from: string; to: string; at: number };

export interface Fanout {
  /** Publishes in order; notices of one call arrive in that order. */
  publish(notices: readonly FanoutNotice[]): void;
  subscribe(listener: (notice: FanoutNotice) => void): () => void;
  /** Called when notices may have been lost (the broker was out of reach) and flow again. */
  onResumed(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The default: every process is its own broker. */
export class InProcessFanout implements Fanout {
  private readonly listeners = new Set<(notice: FanoutNotice) => void>();

  publish(notices: readonly FanoutNotice[]): void {
    for (const notice of notices) {
      for (const listener of this.listeners) listener(notice);
    }
  }

  subscribe(listener: (notice: FanoutNotice) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A function call loses nothing: never called. */
  onResumed(): () => void {
    return () => {};
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
