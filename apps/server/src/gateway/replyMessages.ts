/**
 * Replies (issue 19): a message may quote an earlier one of the same conversation (ext.reply,
 * openapi MessageReply). The quote is the chat service's, not the client's: the quoted message
 * must be one of the pair's, and its sender, kind and text are taken from the store. The local
 * gateway replaces what the client said with them; on Easemob, which delivers a message as the
 * client sent it, the pre-send callback refuses a quote that differs (replyMatches).
 */
import type { Db } from '../db/database.ts';
import type { ChatMessageExt, ChatMessageReply } from '../db/schema/chat.ts';
import type { NewChatMessage } from '../domains/chat/messageStore.ts';
import { findMessageRowId } from '../domains/chat/messageIds.ts';
import { pairKey } from '../domains/chat/pairs.ts';
import { findQuotedMessage } from '../domains/chat/queries/reactions.ts';
import { AppError } from '../http/AppError.ts';
import type { Services } from '../services.ts';

/** openapi MessageReply.msg: the quote keeps the start of a text. */
export const REPLY_QUOTE_MAX = 120;

const replyNotFound = () => new AppError(400, { key: 'chat.replyNotFound' });

/** The quote of the message `reply.id` names, as the store keeps it; refused when not the pair's. */
async function storedQuote(
  trx: Db,
  services: Pick<Services, 'config'>,
  message: NewChatMessage,
  reply: ChatMessageReply,
): Promise<ChatMessageReply> {
  const rowId = await findMessageRowId(
    { db: trx, config: services.config },
    reply.id,
    message.from,
  );
  if (rowId === null) throw replyNotFound();
  const row = await findQuotedMessage(trx, rowId, pairKey(message.from, message.to));
  if (!row) throw replyNotFound();
  return {
    id: reply.id,
    from: row.from_im,
    type: row.type,
    ...(row.custom_type ? { customType: row.custom_type } : {}),
    // A recalled message's text is gone; so is its quote's.
    msg:
      row.type === 'txt' && !row.recalled_at ? [...row.msg].slice(0, REPLY_QUOTE_MAX).join('') : '',
  };
}

/** The message's ext with its quote as the store says (unchanged without a reply). */
export async function replyChecked(
  trx: Db,
  services: Pick<Services, 'config'>,
  message: NewChatMessage,
): Promise<ChatMessageExt> {
  const { reply } = message.ext;
  if (!reply) return message.ext;
  return { ...message.ext, reply: await storedQuote(trx, services, message, reply) };
}

/** Easemob: refuses a quote that is not the pair's message as the store keeps it. */
export async function replyMatches(
  trx: Db,
  services: Pick<Services, 'config'>,
  message: NewChatMessage,
): Promise<void> {
  const { reply } = message.ext;
  if (!reply) return;
  const stored = await storedQuote(trx, services, message, reply);
  const same =
    stored.from === reply.from &&
    stored.type === reply.type &&
    (stored.customType ?? null) === (reply.customType ?? null) &&
    stored.msg === reply.msg;
  if (!same) throw replyNotFound();
}
