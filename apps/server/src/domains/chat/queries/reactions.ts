/** The SQL of reactions (reactions.ts) and of a reply's quote (gateway/replyMessages.ts). */
import type { Db } from '../../../db/database.ts';
import type { ChatReaction } from '../../../db/schema/chat.ts';

/** Message `id` if `party` sent or received it, locked until the transaction ends. */
export function lockMessageOfParty(trx: Db, id: number, party: string) {
  return trx
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('from_im', '=', party), eb('to_im', '=', party)]))
    .forUpdate()
    .executeTakeFirst();
}

export function setReactions(trx: Db, id: number, reactions: ChatReaction[]) {
  return trx
    .updateTable('chat_messages')
    .set({ reactions: JSON.stringify(reactions) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a quote shows of message `id` of the pair: its sender, kind and text. */
export function findQuotedMessage(trx: Db, id: number, pair: string) {
  return trx
    .selectFrom('chat_messages')
    .select(['from_im', 'type', 'custom_type', 'msg', 'recalled_at'])
    .where('id', '=', id)
    .where('pair', '=', pair)
    .executeTakeFirst();
}
