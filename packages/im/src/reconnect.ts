/**
 * The reconnection policy shared by the local and Easemob clients: exponential backoff with full
 * jitter (a random wait between 0 and the doubled, capped ceiling), so that clients cut off
 * together do not all come back at the same instant; at most 10 attempts (spec section 9), then
 * 'givenUp', which the UI shows with a way to try again.
 */
import type { ConnectionState } from './types';

export interface ReconnectOptions {
  maxAttempts: number;
  /** The ceiling of the first wait; it doubles with each attempt. */
  baseDelayMs: number;
  /** The ceiling never grows past this. */
  maxDelayMs: number;
  /** In [0, 1); injectable so tests can pin the jitter. */
  random: () => number;
}

/** Spec section 9: chat reconnect attempts, max 10. */
export const MAX_RECONNECT_ATTEMPTS = 10;

export const defaultReconnectOptions: ReconnectOptions = {
  maxAttempts: MAX_RECONNECT_ATTEMPTS,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  random: Math.random,
};

/** The wait before attempt `attempt` (1-based). */
export function reconnectDelay(attempt: number, options: ReconnectOptions): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(options.random() * ceiling);
}

export interface ReconnectLoop {
  /** Begins a round of attempts, unless one is running. */
  start(): void;
  /** Abandons the round (logout, kick); a pending attempt's outcome is ignored. */
  stop(): void;
  readonly running: boolean;
}

export interface ReconnectLoopConfig {
  /** One attempt: resolves when connected, rejects when this attempt failed. */
  connect: () => Promise<void>;
  /** Called with reconnecting{attempt} before each wait, then connected or givenUp. */
  onState: (state: ConnectionState) => void;
  options?: Partial<ReconnectOptions>;
}

export function createReconnectLoop({
  connect,
  onState,
  options,
}: ReconnectLoopConfig): ReconnectLoop {
  const policy = { ...defaultReconnectOptions, ...options };
  let round = 0;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = (current: number, n: number) => {
    onState({ status: 'reconnecting', attempt: n });
    timer = setTimeout(
      () => {
        timer = undefined;
        connect().then(
          () => {
            if (current !== round) return;
            running = false;
            onState({ status: 'connected' });
          },
          () => {
            if (current !== round) return;
            if (n >= policy.maxAttempts) {
              running = false;
              onState({ status: 'givenUp' });
            } else {
              attempt(current, n + 1);
            }
          },
        );
      },
      reconnectDelay(n, policy),
    );
  };

  return {
    start() {
      if (running) return;
      running = true;
      round += 1;
      attempt(round, 1);
    },
    stop() {
      round += 1;
      running = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
    get running() {
      return running;
    },
  };
}
