/**
 * Sending, as one write kind of the ChatWriter (architecture.md, "Data flow of one chat
 * message"): each message is checked, its recipient found, the new-friend-chat price charged
 * through the ledger when the pair owes it (a refusal, event 502 code 105, stores nothing), and
 * then every accepted message of the batch is stored through the chat store at once, in the same
 * transaction as the charges. A red packet or gift must announce its payment, and is stored with
 * the payment's values (moneyMessages.ts); pictures must be the sender's uploads
 * (imageMessages.ts). A message between two users where one blocked the other is refused (1505
 * to the blocker, 1506 to the blocked one), asked of the database once a batch so that a block
 * holds at once on every process. Each stored message is logged for its recipient, and for a
 * customer-service sender, whose other consoles show it. Customer service never pays nor is paid
 * for.
 */
import type { NewChatMessage, StoredMessage } from '../domains/chat/messageStore.ts';
import { isValidMessage, storeMessages, storedByClientIds } from '../domains/chat/messageStore.ts';
import { pairKey } from '../domains/chat/pairs.ts';
import { chargeNewFriendChat } from '../domains/pay/newFriendChat.ts';
import { blockKey, blocksAmong } from '../db/blocks.ts';
import { screenFirstMessages } from '../domains/chat/firstMessage/firstMessageCare.ts';
import { AppError } from '../http/AppError.ts';
import type { Services } from '../services.ts';
import type { ChatParties, Party, Recipient } from './chatParties.ts';
import type { Outcome, WriteContext, WriteKind } from './chatWriter.ts';
import { checkImages } from './imageMessages.ts';
import { moneyChecked, type Announced } from './moneyMessages.ts';
import { replyChecked } from './replyMessages.ts';
import type { OutgoingMessage } from './protocol.ts';
import { chatMessages } from '../metrics.ts';

export interface SendInput {
  from: string;
  /** The sender when a user (who may have to pay); null for customer service. */
  sender: Party | null;
  message: OutgoingMessage;
}

const noRecipient = () => new AppError(404, { key: 'chat.noRecipient' });

/** Test hook: a code to refuse a send with, as if its sender could not pay. */
export interface SendHooks {
  refuseSend?: (from: string, to: string) => number | null;
}

export function sendKind(
  services: Services,
  parties: ChatParties,
  hooks: SendHooks,
): WriteKind<SendInput, StoredMessage> {
  return {
    name: 'send',
    async run(ctx: WriteContext, inputs: SendInput[]): Promise<Outcome<StoredMessage>[]> {
      const at = services.now();
      const outcomes: Array<Outcome<StoredMessage> | null> = inputs.map(() => null);
      const messages = inputs.map(({ from, message }) => toNewChatMessage(from, message, at));
      const recipients = await parties.recipients(
        ctx.trx,
        inputs.map((i) => i.message.to),
      );
      const blocks = await blocksAmong(ctx.trx, userPairs(inputs, recipients));
      const firstFlags = await screenFirstMessages(
        ctx.trx,
        messages.map((m, i) => {
          const recipient = recipients.get(m.to);
          const betweenMembers = Boolean(inputs[i]!.sender && recipient && recipient !== 'service');
          return { from: m.from, to: m.to, type: m.type, msg: m.msg ?? '', betweenMembers };
        }),
        at,
      );
      // Pairs found to owe nothing in this batch (the charge is seen by the rest of it).
      const settledHere = new Set<string>();
      const announced: Announced = new Map();
      for (const [i, input] of inputs.entries()) {
        const refuse = (error: AppError) => (outcomes[i] = { ok: false, error });
        let message = messages[i]!;
        if (!isValidMessage(message)) {
          refuse(new AppError(400, { key: 'chat.badFrame' }));
          continue;
        }
        const recipient = recipients.get(message.to) ?? null;
        if (recipient === null) {
          refuse(noRecipient());
          continue;
        }
        if (input.sender && recipient !== 'service') {
          if (blocks.has(blockKey(input.sender.id, recipient.id))) {
            refuse(new AppError(1505));
            continue;
          }
          if (blocks.has(blockKey(recipient.id, input.sender.id))) {
            refuse(new AppError(1506));
            continue;
          }
        }
        const flags = firstFlags.get(i);
        if (flags) {
          // "Are you sure?" once; confirmed, it goes with the chat service's flags.
          if (message.ext.confirmed !== true) {
            refuse(new AppError(1507));
            continue;
          }
          message = messages[i] = { ...message, ext: { ...message.ext, flagged: flags } };
        } else if (message.ext.confirmed !== undefined) {
          const { confirmed: _confirmed, ...ext } = message.ext;
          message = messages[i] = { ...message, ext };
        }
        const forced = hooks.refuseSend?.(message.from, message.to);
        if (forced) {
          refuse(new AppError(forced));
          continue;
        }
        try {
          const parties = { sender: input.sender, recipient };
          const ext = await moneyChecked(ctx.trx, services, message, parties, announced);
          message = messages[i] = { ...message, ext };
          message = messages[i] = {
            ...message,
            ext: await replyChecked(ctx.trx, services, message),
          };
          await checkImages(ctx.trx, services.config, message, input.sender);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refuse(error);
          continue;
        }
        if (recipient === 'service' || input.sender === null) continue;
        const pair = pairKey(message.from, message.to);
        if (settledHere.has(pair) || parties.settled(pair)) continue;
        // A resend of a message already stored owes nothing: it is answered again below.
        if ((await storedByClientIds(ctx.trx, [message])).size > 0) continue;
        try {
          const charge = await chargeNewFriendChat(ctx.trx, services, input.sender, recipient);
          settledHere.add(pair);
          ctx.afterCommit.push(() =>
            charge.status === 'free' ? parties.markFriends(pair) : parties.markPaid(pair),
          );
        } catch (error) {
          // 105: the sender cannot pay; nothing was written for this message.
          if (error instanceof AppError) refuse(error);
          else throw error;
        }
      }

      const accepted = inputs.map((_, i) => i).filter((i) => outcomes[i] === null);
      const stored = await storeMessages(
        ctx.trx,
        accepted.map((i) => messages[i]!),
      );
      accepted.forEach((i, n) => {
        const result = stored[n]!;
        outcomes[i] = { ok: true, value: result };
        if (!result.created) return;
        chatMessages.inc();
        const { message } = result;
        ctx.events.push({ owner: message.to_im, kind: 'message', message, at });
        // The sender's other devices show it too. A user has one device at a time (a login
        // ends the one before); customer service may be open on several consoles.
        if (parties.isService(message.from_im)) {
          ctx.events.push({ owner: message.from_im, kind: 'message', message, at });
        }
      });
      return outcomes as Outcome<StoredMessage>[];
    },
  };
}

/** The sender and recipient ids of the batch's messages between two users. */
function userPairs(
  inputs: readonly SendInput[],
  recipients: ReadonlyMap<string, Recipient>,
): Array<[number, number]> {
  return inputs.flatMap(({ sender, message }) => {
    const recipient = recipients.get(message.to);
    return sender && recipient && recipient !== 'service'
      ? [[sender.id, recipient.id] as [number, number]]
      : [];
  });
}

/**
 * A client's outgoing message (its send frame, or on Easemob the message a callback names) as the
 * chat store keeps it: only the fields of its type, platform and brand always set.
 */
export function toNewChatMessage(from: string, message: OutgoingMessage, at: Date): NewChatMessage {
  const { platform, brand, reply, ...rest } = message.ext ?? {};
  // A client may name the quoted message only; replyMessages.ts fills the rest from the store.
  const ext = reply
    ? {
        ...rest,
        reply: {
          id: reply.id,
          from: reply.from ?? '',
          type: reply.type ?? 'txt',
          ...(reply.customType ? { customType: reply.customType } : {}),
          msg: reply.msg ?? '',
        },
      }
    : rest;
  return {
    from,
    to: message.to,
    clientMsgId: message.clientId,
    type: message.type,
    customType: message.type === 'custom' ? (message.customType ?? null) : null,
    msg: message.type === 'txt' ? (message.msg ?? '') : '',
    url: message.type === 'img' ? (message.url ?? '') : '',
    ext: { ...ext, platform: platform || 'Web', brand: brand || 'Unknown' },
    at,
  };
}
