/**
 * What else Easemob's post-send callback tells about one-to-one chats, besides the messages
 * (postSend.ts): recalls and conversation read receipts, done on the clients through Easemob and
 * copied here onto our copy of the messages, as the local gateway's recall and read writes do
 * (gateway/receiptWrites.ts), through the same domain functions.
 *
 * The bodies (signed as every callback, callbackSignature.ts; `eventType` is `chat`, or
 * `chat_offline` for a recipient who was offline, so the same event may come twice):
 * - recall (https://doc.easemob.com/product/callback/callback_message_recall.html):
 *     { chat_type: "recall", from: who recalled, to, msg_id: the recall's own id,
 *       recall_id: the recalled message's msg_id, payload: { ack_message_id: the same id,
 *       ext: {}, bodies: [] }, ... }
 * - conversation read receipt, channel ack
 *   (https://doc.easemob.com/document/server-side/callback_single_conversation_ack.html):
 *     { chat_type: "channel_ack", from: the reader, to: the peer whose messages are read,
 *       msg_id: the receipt's own id, payload: { ack_message_id, type: "channel_ack" }, ... }
 * The one-message read receipt (chat_type "read_ack",
 * https://doc.easemob.com/product/callback/callback_single_read_ack.html) says one message was
 * read, not the conversation: the app's Easemob client sends channel acks only
 * (packages/im/src/easemob/client.ts), so it changes nothing here.
 *
 * The post-send rule must include these events (its event types in the console,
 * https://doc.easemob.com/product/console/basic_webhook.html, 发送后回调); a rule of their own
 * adds its secret to EASEMOB_POST_SEND_SECRETS.
 *
 * The signature covers neither the message nor the ids, so the recalled message's id is read
 * from the payload (`ack_message_id`, which callbackMessage.ts keeps) and the rules are ours
 * again: only the sender recalls their own message. Both writes are idempotent: Easemob retries
 * and sends `chat_offline` after `chat`. Whatever names no message or user of ours changes
 * nothing and is answered 200 like any other skipped callback.
 */
import { toMessageId, findMessageRowId } from '../../../domains/chat/messageIds.ts';
import { recallMessage } from '../../../domains/chat/recall.ts';
import { markConversationRead } from '../../../domains/chat/receipts.ts';
import type { ChatParties } from '../../../gateway/chatParties.ts';
import { AppError } from '../../../http/AppError.ts';
import type { Services } from '../../../services.ts';
import type { Callback } from './callbackMessage.ts';

/** The chat_type of the events handled here. */
export const RECALL = 'recall';
export const CHANNEL_ACK = 'channel_ack';

export type ProviderEventOutcome = 'recalled' | 'read' | 'skipped';

const providerIdPattern = /^[0-9]{1,32}$/;

/** The recalled message's Easemob id (payload.ack_message_id, the same as recall_id). */
function recalledIdOf(callback: Callback): string | null {
  const id = callback.payload.ack_message_id;
  const text = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
  return typeof text === 'string' && providerIdPattern.test(text) ? text : null;
}

/** Marks our copy of a message its sender recalled on Easemob as recalled. */
export async function recordRecall(
  services: Services,
  callback: Callback,
): Promise<ProviderEventOutcome> {
  const providerId = recalledIdOf(callback);
  const by = callback.from;
  if (!providerId || !by) return 'skipped';
  const rowId = await findMessageRowId(services, providerId, by);
  if (rowId === null) return 'skipped';
  try {
    const message = await recallMessage(services.db, {
      messageId: toMessageId(rowId),
      by,
      at: services.now(),
      // No time limit here: Easemob already accepted the recall under its own limit (the
      // console's 消息撤回时长) and the message is gone from both clients and Easemob's
      // history. Our copy must follow whatever its limit was, and however late the callback
      // comes (a retry, callbacks re-sent after a failure); refusing it would leave our copy
      // showing a message nobody else can see any more.
      withinSeconds: Number.POSITIVE_INFINITY,
    });
    return message.recalled_at ? 'recalled' : 'skipped';
  } catch (error) {
    // Not the sender's own message (a recipient or anyone else naming it): nothing changes.
    if (error instanceof AppError) return 'skipped';
    throw error;
  }
}

/** Reads the reader's conversation with the peer, as the gateway's read write does. */
export async function recordChannelAck(
  services: Services,
  parties: ChatParties,
  callback: Callback,
): Promise<ProviderEventOutcome> {
  const { from: owner, to: peer } = callback;
  if (!owner || !peer || owner === peer) return 'skipped';
  const known = await parties.recipients(services.db, [owner, peer]);
  if (!known.get(owner) || !known.get(peer)) return 'skipped';
  await markConversationRead(services.db, { owner, peer, at: services.now() });
  return 'read';
}
