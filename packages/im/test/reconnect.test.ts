import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RECONNECT_ATTEMPTS,
  createReconnectLoop,
  defaultReconnectOptions,
  reconnectDelay,
} from '../src/reconnect';
import type { ConnectionState } from '../src/types';

const half = { ...defaultReconnectOptions, random: () => 0.5 };

describe('reconnectDelay', () => {
  it('doubles the ceiling with each attempt and caps it', () => {
    const top = { ...defaultReconnectOptions, random: () => 0.999_999 };
    const delays = Array.from({ length: 10 }, (_, i) => reconnectDelay(i + 1, top));
    expect(delays).toEqual([999, 1999, 3999, 7999, 15_999, 29_999, 29_999, 29_999, 29_999, 29_999]);
  });

  it('waits a random share of the ceiling (full jitter)', () => {
    expect(reconnectDelay(3, half)).toBe(2000);
    expect(reconnectDelay(3, { ...half, random: () => 0 })).toBe(0);
  });

  it('allows 10 attempts by default (spec section 9)', () => {
    expect(MAX_RECONNECT_ATTEMPTS).toBe(10);
    expect(defaultReconnectOptions.maxAttempts).toBe(10);
  });
});

describe('createReconnectLoop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(outcomes: boolean[]) {
    const states: ConnectionState[] = [];
    const connect = vi.fn(() =>
      outcomes.shift() ? Promise.resolve() : Promise.reject(new Error('still down')),
    );
    const loop = createReconnectLoop({
      connect,
      onState: (s) => states.push(s),
      options: { random: () => 0.5 },
    });
    return { loop, connect, states };
  }

  it('announces each attempt, waits its backoff, and reports connected', async () => {
    const { loop, connect, states } = setUp([false, false, true]);
    loop.start();
    expect(states).toEqual([{ status: 'reconnecting', attempt: 1 }]);
    await vi.advanceTimersByTimeAsync(499);
    expect(connect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(connect).toHaveBeenCalledTimes(1);
    expect(states.at(-1)).toEqual({ status: 'reconnecting', attempt: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toEqual({ status: 'reconnecting', attempt: 3 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(connect).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toEqual({ status: 'connected' });
    expect(loop.running).toBe(false);
  });

  it('gives up after the 10th failed attempt', async () => {
    const { loop, connect, states } = setUp([]);
    loop.start();
    await vi.runAllTimersAsync();
    expect(connect).toHaveBeenCalledTimes(10);
    expect(states.map((s) => (s.status === 'reconnecting' ? s.attempt : s.status))).toEqual([
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      10,
      'givenUp',
    ]);
    expect(vi.getTimerCount()).toBe(0);
    expect(loop.running).toBe(false);
  });

  it('starts a fresh round at attempt 1 after giving up', async () => {
    const { loop, states } = setUp([]);
    loop.start();
    await vi.runAllTimersAsync();
    loop.start();
    expect(states.at(-1)).toEqual({ status: 'reconnecting', attempt: 1 });
  });

  it('ignores start while a round runs', () => {
    const { loop, states } = setUp([true]);
    loop.start();
    loop.start();
    expect(states).toHaveLength(1);
  });

  it('stop cancels the pending attempt and ignores one in flight', async () => {
    let finish: () => void = () => {};
    const states: ConnectionState[] = [];
    const connect = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const loop = createReconnectLoop({ connect, onState: (s) => states.push(s) });
    loop.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(connect).toHaveBeenCalledTimes(1);
    loop.stop();
    finish();
    await vi.runAllTimersAsync();
    expect(states).toEqual([{ status: 'reconnecting', attempt: 1 }]);

    loop.start();
    loop.stop();
    await vi.runAllTimersAsync();
    expect(connect).toHaveBeenCalledTimes(1);
  });
});
