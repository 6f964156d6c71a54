import { afterEach, describe, expect, it, vi } from 'vitest';
import { Emitter } from '../src/emitter';

interface Events {
  ping: number;
  pong: string;
}

describe('Emitter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the listeners of one event, in order, until unsubscribed', () => {
    const emitter = new Emitter<Events>();
    const seen: string[] = [];
    const off = emitter.on('ping', (n) => seen.push(`a${n}`));
    emitter.on('ping', (n) => seen.push(`b${n}`));
    emitter.on('pong', (s) => seen.push(s));
    emitter.emit('ping', 1);
    off();
    emitter.emit('ping', 2);
    expect(seen).toEqual(['a1', 'b1', 'b2']);
  });

  it('keeps a listener added twice until each subscription is removed', () => {
    const emitter = new Emitter<Events>();
    const listener = vi.fn();
    const first = emitter.on('ping', listener);
    emitter.on('ping', listener);
    first();
    emitter.emit('ping', 1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('goes on after a listener throws, and rethrows its error on its own', () => {
    const rethrown: Array<() => void> = [];
    vi.stubGlobal('queueMicrotask', (task: () => void) => rethrown.push(task));
    const emitter = new Emitter<Events>();
    const after = vi.fn();
    emitter.on('ping', () => {
      throw new Error('listener bug');
    });
    emitter.on('ping', after);
    emitter.emit('ping', 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(rethrown).toHaveLength(1);
    expect(() => rethrown[0]!()).toThrow('listener bug');
  });

  it('clear removes every listener', () => {
    const emitter = new Emitter<Events>();
    const listener = vi.fn();
    emitter.on('pong', listener);
    emitter.clear();
    emitter.emit('pong', 'x');
    expect(listener).not.toHaveBeenCalled();
  });
});
