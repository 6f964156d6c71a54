/**
 * First-message care (issue 18): before a member's first text to someone new is delivered (their
 * pair has no message yet), it is screened: the maintained word list of every interface language,
 * links, contact details, and the same text sent first to several people within a day (spam).
 * A flagged message is refused once with code 1507, "Are you sure?"; sent again with
 * `ext.confirmed`, it is delivered with the flags in `ext.flagged` (the chat service's, never the
 * client's), and the recipient's app offers to report it in one tap. What it costs a message is
 * measured by `npm run bench:first-message -w @heartline/server`.
 */
import type { Db } from '../../../db/database.ts';
import { pairKey } from '../pairs.ts';
import { countOthersSentSameText, findStartedPairs } from '../queries/messages.ts';
import { screenText, type FirstMessageFlag } from './screen.ts';

/** The same text sent first to this many others within a day makes it spam. */
export const REPEATED_RECIPIENTS = 2;
const DAY_MS = 86_400_000;

export interface FirstMessageCandidate {
  from: string;
  to: string;
  type: string;
  msg: string;
  /** A member writing to a member (customer service is never screened, nor written to so). */
  betweenMembers: boolean;
}

/**
 * The flags of each candidate that is a first text between two members (none for the others),
 * by index. One query for the whole batch finds which are first; each first text then costs one
 * indexed count of the sender's same text over the last day (spam is often polite, so clean
 * texts are counted too).
 */
export async function screenFirstMessages(
  db: Db,
  candidates: readonly FirstMessageCandidate[],
  at: Date,
): Promise<Map<number, FirstMessageFlag[]>> {
  const texts = candidates
    .map((c, index) => ({ ...c, index, pair: pairKey(c.from, c.to) }))
    .filter((c) => c.betweenMembers && c.type === 'txt' && c.msg.trim() !== '');
  const flags = new Map<number, FirstMessageFlag[]>();
  if (texts.length === 0) return flags;
  const started = await findStartedPairs(
    db,
    texts.map((c) => c.pair),
  );
  const firstOfPair = new Set<string>();
  for (const c of texts) {
    // Only the pair's first message: a second in the same batch follows the first.
    if (started.has(c.pair) || firstOfPair.has(c.pair)) continue;
    firstOfPair.add(c.pair);
    const found = screenText(c.msg);
    const others = await countOthersSentSameText(
      db,
      c.from,
      c.to,
      c.msg,
      new Date(at.getTime() - DAY_MS),
    );
    if (others >= REPEATED_RECIPIENTS) found.push('repeated');
    if (found.length > 0) flags.set(c.index, found);
  }
  return flags;
}
