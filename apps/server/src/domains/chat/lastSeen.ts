/**
 * Last seen (issue 19): when a member's last chat connection closed, and what each member is
 * told of it. The rules, as WhatsApp has them:
 * - while the member is online, or was never seen, there is nothing to tell (null);
 * - a member who hides their last seen (privacy setting hideLastSeen) has it told to nobody, and
 *   in return is told nobody's: the online dot still shows both ways;
 * - between two users a block separates (either way) nothing is told, not even the online dot.
 * Customer service, unknown and cancelled accounts have no last seen.
 */
import { blockKey, blocksAmong } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import { presenceParties, saveLastSeen } from './queries/presence.ts';

/** One account's presence as a viewer is told it (PROTOCOL.md `presence`). */
export interface PresenceView {
  imAccount: string;
  online: boolean;
  /** Milliseconds since the epoch; null while online, unknown, or hidden. */
  lastSeen: number | null;
}

/** The accounts' last chat connection closed now (the shared presence says so). */
export function recordLastSeen(db: Db, accounts: readonly string[], at: Date): Promise<void> {
  return saveLastSeen(db, accounts, at);
}

/**
 * How the viewers see these accounts' presence, asked in two statements for all of them: the
 * answer `view(viewer, imAccount)` for each pair.
 */
export async function presenceSeenBy(
  db: Db,
  viewers: readonly string[],
  states: ReadonlyArray<{ imAccount: string; online: boolean }>,
): Promise<(viewer: string, imAccount: string) => PresenceView> {
  const accounts = [...new Set([...viewers, ...states.map((s) => s.imAccount)])];
  const rows = accounts.length > 0 ? await presenceParties(db, accounts) : [];
  const users = new Map(rows.map((row) => [row.im_account, row]));
  const pairs: Array<[number, number]> = [];
  for (const viewer of viewers) {
    const seer = users.get(viewer);
    if (!seer) continue;
    for (const { imAccount } of states) {
      const seen = users.get(imAccount);
      if (seen && seen.id !== seer.id) pairs.push([seer.id, seen.id]);
    }
  }
  const blocks = await blocksAmong(db, pairs);
  const online = new Map(states.map((s) => [s.imAccount, s.online]));

  return (viewer, imAccount) => {
    const seer = users.get(viewer);
    const seen = users.get(imAccount);
    const isOnline = online.get(imAccount) ?? false;
    if (
      seer &&
      seen &&
      (blocks.has(blockKey(seer.id, seen.id)) || blocks.has(blockKey(seen.id, seer.id)))
    ) {
      return { imAccount, online: false, lastSeen: null };
    }
    const hidden = seen?.hide_last_seen === 1 || seer?.hide_last_seen === 1;
    const lastSeen = isOnline || hidden || !seen?.last_seen_at ? null : seen.last_seen_at.getTime();
    return { imAccount, online: isOnline, lastSeen };
  };
}
