import { isHeartlineError } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';

type NetworkState = {
  /** What the browser says (navigator.onLine and its `online` / `offline` events). */
  online: boolean;
  /** A call failed for want of a network although the browser says online (no route, no Wi-Fi
   * behind the access point); cleared by the next call that gets through, or by going online. */
  unreachable: boolean;
};

/**
 * Whether the app can reach the server. Offline, the main layout says so once (OfflineNotice)
 * instead of one failure toast per call, and the chat list shows the one last seen here.
 */
export const network = proxy<NetworkState>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  unreachable: false,
});

/** Whether the server cannot be reached now. */
export function isOffline(): boolean {
  return !network.online || network.unreachable;
}

/** Whether an error is the network's (the request never got an answer), not the server's. */
export function isNetworkFailure(error: unknown): boolean {
  return isHeartlineError(error) && error.kind === 'network';
}

/** A call failed: a network failure marks the server unreachable until a call gets through. */
export function noteFailure(error: unknown) {
  if (isNetworkFailure(error)) network.unreachable = true;
}

/** A call got through. */
export function noteReached() {
  network.unreachable = false;
}

/** Runs `refresh` each time the browser comes back online; returns how to stop. */
export function whenBackOnline(refresh: () => void): () => void {
  window.addEventListener('online', refresh);
  return () => window.removeEventListener('online', refresh);
}

export function useOffline(): boolean {
  const { online, unreachable } = useSnapshot(network);
  return !online || unreachable;
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    network.online = true;
    network.unreachable = false;
  });
  window.addEventListener('offline', () => {
    network.online = false;
  });
}
