/**
 * Lets calls made while reconnecting wait for the connection instead of failing: they go on once
 * connected, and fail with 'notConnected' if the client gives up, logs out or is kicked.
 */
import { notConnected } from '../errors';
import type { ConnectionState } from '../types';

export class ConnectionGate {
  private waiting: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  private state: ConnectionState = { status: 'disconnected' };

  /** Resolves when connected; waits while reconnecting; rejects otherwise. */
  ready(): Promise<void> {
    if (this.state.status === 'connected') return Promise.resolve();
    if (this.state.status !== 'reconnecting') return Promise.reject(notConnected());
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  update(state: ConnectionState): void {
    this.state = state;
    if (state.status === 'reconnecting') return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const waiter of waiting) {
      if (state.status === 'connected') waiter.resolve();
      else waiter.reject(notConnected());
    }
  }
}
