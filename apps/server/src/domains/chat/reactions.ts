/**
 * Reactions (issue 19): each member of a conversation gives a message one emoji of the fixed set
 * at most; giving another replaces it, giving none takes it back. They are kept on the message
 * (chat_messages.reactions), read with it in history, and the same on every device.
 */
import { blockBetween } from '../../db/blocks.ts';
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow, ChatReaction, ReactionEmoji } from '../../db/schema/chat.ts';
import { AppError } from '../../http/AppError.ts';
import { listActiveUsersByImAccounts } from '../user/queries.ts';
import { parseMessageId } from './messageIds.ts';
import { lockMessageOfParty, setReactions } from './queries/reactions.ts';

/** The reactions after `by` gave `emoji` (null: took theirs back), in the order first given. */
export function withReaction(
  reactions: readonly ChatReaction[],
  by: string,
  emoji: ReactionEmoji | null,
): ChatReaction[] {
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

const sameReactions = (a: readonly ChatReaction[], b: readonly ChatReaction[]) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * `by` reacts to message `id` of one of their conversations, inside the caller's transaction
 * (the message row locked, so the two members reacting at once both count). 404 for a message
 * that is not theirs or was recalled; 1505/1506 across a block. `changed` is false when nothing
 * moved (the same reaction again).
 */
export async function reactToMessage(
  trx: Db,
  { by, id, emoji }: { by: string; id: string; emoji: ReactionEmoji | null },
): Promise<{ message: ChatMessageRow; changed: boolean }> {
  const rowId = parseMessageId(id);
  if (rowId === null) throw new AppError(404);
  const row = await lockMessageOfParty(trx, rowId, by);
  if (!row || row.recalled_at) throw new AppError(404);
  const peer = row.from_im === by ? row.to_im : row.from_im;
  const users = await listActiveUsersByImAccounts(trx, [by, peer]);
  const me = users.find((u) => u.im_account === by);
  const them = users.find((u) => u.im_account === peer);
  if (me && them) {
    const block = await blockBetween(trx, me.id, them.id);
    if (block.mine) throw new AppError(1505);
    if (block.theirs) throw new AppError(1506);
  }
  const reactions = withReaction(row.reactions, by, emoji);
  if (sameReactions(reactions, row.reactions)) return { message: row, changed: false };
  const message = await setReactions(trx, rowId, reactions);
  return { message, changed: true };
}
