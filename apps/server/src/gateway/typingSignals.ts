/**
 * The typing signal (PROTOCOL.md, "Typing"): a member's client tells the gateway, every few
 * seconds while the member types, and the gateway passes it on to the peer's connections, on
 * every process, without storing or numbering it. It never crosses a block (either way), never
 * reaches an unknown or cancelled account, and a sender gets a few a second at most, so it
 * cannot be used to flood a peer; what is over the limit is dropped without an answer.
 */
import { blockBetween } from '../db/blocks.ts';
import type { Services } from '../services.ts';
import type { ChatConnection } from './chatConnection.ts';
import type { ChatParties } from './chatParties.ts';

/** At most this many typing signals per sender in any window of TYPING_WINDOW_MS. */
export const TYPING_PER_WINDOW = 3;
export const TYPING_WINDOW_MS = 1000;
/** Above this many senders remembered, the ones whose window is over are forgotten. */
const MAX_SENDERS = 10_000;

export class TypingSignals {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly services: Services;
  private readonly parties: ChatParties;
  private readonly relay: (from: string, to: string, at: number) => void;

  constructor(
    services: Services,
    parties: ChatParties,
    relay: (from: string, to: string, at: number) => void,
  ) {
    this.services = services;
    this.parties = parties;
    this.relay = relay;
  }

  /**
   * Checks the signal of `connection`'s member to `to` and relays it when allowed. The check
   * reads the database while the connection's next frames are handled: the time it came goes
   * with it, so that a peer who signs in meanwhile is not told of typing from before.
   */
  async signal(connection: ChatConnection, to: string): Promise<void> {
    const at = Date.now();
    const from = connection.user;
    if (!from || from === to || !this.allow(from)) return;
    if (!(await this.mayReach(connection, to))) return;
    this.relay(from, to, at);
  }

  private allow(sender: string): boolean {
    // The services' clock, so that a test moves the window instead of waiting it out.
    const now = this.services.now().getTime();
    const window = this.windows.get(sender);
    if (!window || now - window.start >= TYPING_WINDOW_MS) {
      if (!window && this.windows.size >= MAX_SENDERS) this.forgetOld(now);
      this.windows.set(sender, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= TYPING_PER_WINDOW;
  }

  /** Like a message: only to a live account, and never between two users a block separates. */
  private async mayReach(connection: ChatConnection, to: string): Promise<boolean> {
    const { db } = this.services;
    const recipient = (await this.parties.recipients(db, [to])).get(to) ?? null;
    if (recipient === null) return false;
    const sender = connection.sender;
    if (recipient === 'service' || sender === null) return true;
    const blocks = await blockBetween(db, sender.id, recipient.id);
    return !blocks.mine && !blocks.theirs;
  }

  private forgetOld(now: number): void {
    for (const [sender, { start }] of this.windows) {
      if (now - start >= TYPING_WINDOW_MS) this.windows.delete(sender);
    }
  }
}
