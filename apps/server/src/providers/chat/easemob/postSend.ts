/**
 * Easemob's post-send callback (发送后回调): after a message is sent (by a client or through the
 * REST API), Easemob tells us, and we store it as the local gateway stores a send, through the
 * chat store (domains/chat/messageStore.ts): the message row (complaint evidence, the burn image's
 * opening, who may view a chat picture) and both sides' conversations (the list's order, the
 * newest message). Easemob's msg_id is the client id, so a message is stored once however often
 * it comes: Easemob retries a failed callback once at once, and sends a message to an offline
 * user twice (eventType `chat`, then `chat_offline`).
 * (https://doc.easemob.com/document/server-side/callback_postsending.html,
 * https://doc.easemob.com/document/server-side/callback_message_send.html)
 *
 * Easemob ignores our answer but its status: anything but 200 is a failure, retried once, and 90
 * failures in 30 seconds stop the rule for 5 to 25 minutes. So everything we do not store (other
 * events, group messages, kinds the app does not send, unknown accounts) answers 200; only our
 * own failure answers 500, for the one retry.
 *
 * What the pre-send callback would have refused (a money message without its payment, someone
 * else's picture) still arrives here when the pre-send rule let it through on its own fallback.
 * It is checked again with the same functions and not stored (a stored message would show a
 * payment nobody made, or let its recipient view the picture): it is logged for the operators.
 * Money messages the server sent through the REST API are stored with their payment's values.
 *
 * Recalls and conversation read receipts come through the same rule (chat_type `recall` and
 * `channel_ack`, whatever the eventType) and are copied onto our messages (providerEvents.ts).
 */
import type { User } from '../../../db/tables.ts';
import { storeMessages } from '../../../domains/chat/messageStore.ts';
import { listActiveUsersByImAccounts } from '../../../domains/user/queries.ts';
import type { ChatParties } from '../../../gateway/chatParties.ts';
import { toNewChatMessage } from '../../../gateway/sendMessages.ts';
import { checkImages } from '../../../gateway/imageMessages.ts';
import { moneyChecked } from '../../../gateway/moneyMessages.ts';
import { AppError } from '../../../http/AppError.ts';
import { chatMessages } from '../../../metrics.ts';
import type { Services } from '../../../services.ts';
import { toOutgoing, type Callback } from './callbackMessage.ts';
import {
  CHANNEL_ACK,
  RECALL,
  recordChannelAck,
  recordRecall,
  type ProviderEventOutcome,
} from './providerEvents.ts';

/** What became of a post-send callback. */
export type PostSendOutcome = 'stored' | 'known' | 'skipped' | 'refused' | ProviderEventOutcome;

const messageEvents = new Set(['chat', 'chat_offline']);

export async function recordPostSend(
  services: Services,
  parties: ChatParties,
  callback: Callback,
): Promise<PostSendOutcome> {
  if (callback.chatType === RECALL) return recordRecall(services, callback);
  if (callback.chatType === CHANNEL_ACK) return recordChannelAck(services, parties, callback);
  if (callback.chatType !== 'chat' || !messageEvents.has(callback.eventType)) return 'skipped';
  const outgoing = toOutgoing(callback);
  if (!outgoing) return 'skipped';
  let message = toNewChatMessage(callback.from, outgoing, new Date(callback.timestampMs));
  const { from, to } = message;
  try {
    const [stored] = await services.db.transaction().execute(async (trx) => {
      const users = await listActiveUsersByImAccounts(trx, [from, to]);
      const userOf = (account: string): User | 'service' | null =>
        parties.isService(account)
          ? 'service'
          : (users.find((u) => u.im_account === account) ?? null);
      const sender = userOf(from);
      const recipient = userOf(to);
      if (sender === null || recipient === null) return [];
      // Customer service passes, as in the pre-send callback.
      if (sender !== 'service') {
        const ext = await moneyChecked(trx, services, message, { sender, recipient }, new Map());
        message = { ...message, ext };
        await checkImages(trx, services.config, message, sender);
      }
      return storeMessages(trx, [message]);
    });
    if (!stored) return 'skipped';
    if (!stored.created) return 'known';
    chatMessages.inc();
    return 'stored';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    services.log.warn(
      { from, to, msgId: message.clientMsgId, refusal: error.key },
      'easemob post-send: a message our rules refuse was delivered (pre-send fallback?)',
    );
    return 'refused';
  }
}
