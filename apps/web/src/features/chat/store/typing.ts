import type { ImAccount, TypingNotice } from '@heartline/im';
import { readyClient } from './client';
import { chat } from './state';

/** The member's typing goes to a peer once every 3 seconds at most, however fast they type. */
export const TYPING_SIGNAL_EVERY_MS = 3000;
/** A peer's typing shows for 5 seconds after their last signal, unless their message comes first. */
export const TYPING_SHOWN_MS = 5000;

/** When the member's typing last went to each peer. */
const lastSignal = new Map<ImAccount, number>();
/** Each typing peer's clearing, 5 seconds after their last signal. */
const clearings = new Map<ImAccount, ReturnType<typeof setTimeout>>();

/**
 * The member typed in the conversation with `peer`: the peer is told, at most once every
 * TYPING_SIGNAL_EVERY_MS. A signal that cannot go (no connection) is simply lost.
 */
export function memberTyping(peer: ImAccount) {
  const now = Date.now();
  const last = lastSignal.get(peer);
  if (last !== undefined && now - last < TYPING_SIGNAL_EVERY_MS) return;
  lastSignal.set(peer, now);
  readyClient().then(
    (client) => client.sendTyping(peer),
    () => undefined,
  );
}

/**
 * The member sent the peer a message: the peer's app clears "typing…" on it, so the next key
 * press tells them again at once rather than up to TYPING_SIGNAL_EVERY_MS late.
 */
export function memberSent(peer: ImAccount) {
  lastSignal.delete(peer);
}

/** A peer's typing signal: shown for TYPING_SHOWN_MS from now. */
export function peerTyping({ from }: TypingNotice) {
  clearTimeout(clearings.get(from));
  chat.typingPeers[from] = true;
  clearings.set(
    from,
    setTimeout(() => peerStoppedTyping(from), TYPING_SHOWN_MS),
  );
}

/** The peer's message arrived (or their pause ran out): no longer typing. */
export function peerStoppedTyping(peer: ImAccount) {
  clearTimeout(clearings.get(peer));
  clearings.delete(peer);
  delete chat.typingPeers[peer];
}

/** Forgets every signal and timer (logout, reset). */
export function forgetTyping() {
  for (const timer of clearings.values()) clearTimeout(timer);
  clearings.clear();
  lastSignal.clear();
}
