/**
 * Reactions (issue 19): the member gives a message one emoji of the set (or takes theirs back).
 * The bubble changes at once by the chat's own rule, the service's answer and its `reaction`
 * events (from the peer, or the member's other device) then say what everyone sees.
 */
import {
  withReaction,
  type ChatMessage,
  type ImAccount,
  type ReactionEmoji,
  type ReactionNotice,
} from '@heartline/im';
import { i18n } from '../../../i18n/i18n';
import { notifyFailure } from '../../../stores/toasts';
import { ownAccount, readyClient } from './client';
import { chat } from './state';

function bubbleOf(peer: ImAccount, id: string) {
  return chat.threads[peer]?.bubbles.find((b) => b.message.id === id && b.status === 'sent');
}

export async function react(peer: ImAccount, id: string, emoji: ReactionEmoji | null) {
  const me = ownAccount();
  const bubble = bubbleOf(peer, id);
  if (!me || !bubble || bubble.message.recalled) return;
  const before = bubble.message.reactions ?? [];
  const sent: Pick<ChatMessage, 'id' | 'from' | 'to' | 'reactions'> = {
    id,
    from: bubble.message.from,
    to: bubble.message.to,
    reactions: before.map((r) => ({ emoji: r.emoji, by: [...r.by] })),
  };
  bubble.message.reactions = withReaction(before, me, emoji);
  try {
    const client = await readyClient();
    const reactions = await client.react(sent, emoji);
    const now = bubbleOf(peer, id);
    if (now) now.message.reactions = reactions;
  } catch (error) {
    const now = bubbleOf(peer, id);
    if (now) now.message.reactions = sent.reactions;
    notifyFailure(error, i18n.t('chat:errors.reactFailed'));
  }
}

/** A message's reactions changed (the peer's, or the member's on another device). */
export function applyReaction({ id, from, to, reactions }: ReactionNotice) {
  const me = ownAccount();
  const bubble = bubbleOf(from === me ? to : from, id);
  if (bubble) bubble.message.reactions = reactions;
}
