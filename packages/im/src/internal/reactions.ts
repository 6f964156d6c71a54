/**
 * The reaction rule every implementation keeps (and the local gateway's server): each member
 * gives a message one emoji at most; another replaces it, null takes it back; the order is the
 * order first given.
 */
import type { ImAccount, MessageReaction, ReactionEmoji } from '../types';

export function withReaction(
  reactions: readonly MessageReaction[],
  by: ImAccount,
  emoji: ReactionEmoji | null,
): MessageReaction[] {
  const others = reactions
    .map((r) => ({ emoji: r.emoji, by: r.by.filter((who) => who !== by) }))
    .filter((r) => r.by.length > 0);
  if (emoji === null) return others;
  const same = others.find((r) => r.emoji === emoji);
  if (same) {
    same.by.push(by);
    return others;
  }
  return [...others, { emoji, by: [by] }];
}
