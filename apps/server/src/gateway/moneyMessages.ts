/**
 * Money messages come only from money. A red-packet or gift message announces a payment: its
 * `ext.recordId` must name a red packet (red_packets, paid with /pay/gold-coin-pay) or a gift
 * (gift_records, /gift/give-gifts) that the sender gave the recipient, with the same amount (and
 * gift, and quantity) when the message names them, and only one message may announce a payment
 * (a resend under the same clientId is that message again). The message is stored with the
 * record's values, whatever the sender wrote, so the recipient's app shows what was paid.
 * Any other message loses the fields that would make it look like money.
 */
import { sql } from 'kysely';
import { lockKey } from '../db/keyLock.ts';
import type { ChatMessageExt } from '../db/schema/chat.ts';
import type { NewChatMessage } from '../domains/chat/messageStore.ts';
import { twemojiPicture } from '../domains/gift/twemojiPicture.ts';
import { localizedText } from '../domains/notification/localizedText.ts';
import { AppError } from '../http/AppError.ts';
import { isLanguage } from '../i18n/languages.ts';
import type { Trx } from '../ledger/ledger.ts';
import type { Services } from '../services.ts';
import type { Party, Recipient } from './chatParties.ts';

type MoneyKind = 'redPacket' | 'gift';

/** The payments announced so far in one batch: `kind:recordId` -> the announcing client id. */
export type Announced = Map<string, string>;

const unpaid = () => new AppError(403, { key: 'chat.unpaidMoneyMessage' });
const mismatch = () => new AppError(403, { key: 'chat.paymentMismatch' });
const alreadySent = () => new AppError(403, { key: 'chat.paymentAlreadySent' });

/**
 * The ext to store for this message: a money message's from its payment, any other's without
 * money fields. Throws the refusal (an AppError) of a money message without its payment.
 */
export async function moneyChecked(
  trx: Trx,
  services: Services,
  message: NewChatMessage,
  parties: { sender: Party | null; recipient: Recipient },
  announced: Announced,
): Promise<ChatMessageExt> {
  const { amount, recordId, giftId, quantity, ...rest } = message.ext;
  const kind = moneyKindOf(message);
  if (kind === null) return rest;
  const { sender, recipient } = parties;
  // Customer service neither pays nor is paid: nothing stands behind its money messages.
  if (recordId === undefined || sender === null || recipient === null || recipient === 'service') {
    throw unpaid();
  }
  const { note: _note, url: _url, ...base } = rest;
  const pair = { sender: sender.id, recipient: recipient.id };
  const ext =
    kind === 'redPacket'
      ? await redPacketExt(trx, recordId, pair, amount)
      : await giftExt(trx, services, recordId, pair, { amount, giftId, quantity });
  await claim(trx, message, kind, recordId, announced);
  return { ...base, ...ext, recordId };
}

function moneyKindOf(message: NewChatMessage): MoneyKind | null {
  if (message.type !== 'custom') return null;
  return message.customType === 'redPacket' || message.customType === 'gift'
    ? message.customType
    : null;
}

interface Pair {
  sender: number;
  recipient: number;
}

async function redPacketExt(trx: Trx, recordId: number, pair: Pair, amount?: number) {
  const packet = await trx
    .selectFrom('red_packets')
    .select(['sender_id', 'recipient_id', 'amount', 'note'])
    .where('id', '=', recordId)
    .executeTakeFirst();
  // Someone else's payment reads as no payment: record ids tell nothing of other pairs.
  if (!packet || packet.sender_id !== pair.sender || packet.recipient_id !== pair.recipient) {
    throw unpaid();
  }
  if (amount !== undefined && amount !== packet.amount) throw mismatch();
  return { amount: packet.amount, ...(packet.note ? { note: packet.note } : {}) };
}

async function giftExt(
  trx: Trx,
  services: Services,
  recordId: number,
  pair: Pair,
  claimed: { amount?: number; giftId?: number; quantity?: number },
) {
  const gift = await trx
    .selectFrom('gift_records')
    .innerJoin('gifts', 'gifts.id', 'gift_records.gift_id')
    .innerJoin('users as giver', 'giver.id', 'gift_records.giver_id')
    .select([
      'gift_records.giver_id',
      'gift_records.recipient_id',
      'gift_records.gift_id',
      'gift_records.quantity',
      'gifts.name',
      'gifts.emoji',
      'gifts.gold_coin as price',
      'giver.language',
    ])
    .where('gift_records.id', '=', recordId)
    .executeTakeFirst();
  if (!gift || gift.giver_id !== pair.sender || gift.recipient_id !== pair.recipient) {
    throw unpaid();
  }
  const differs = <T>(given: T | undefined, actual: T) => given !== undefined && given !== actual;
  if (
    differs(claimed.amount, gift.price) ||
    differs(claimed.giftId, gift.gift_id) ||
    differs(claimed.quantity, gift.quantity)
  ) {
    throw mismatch();
  }
  return {
    giftId: gift.gift_id,
    quantity: gift.quantity,
    // openapi MessageExt: a gift message's amount is the gift's price.
    amount: gift.price,
    // Named in the giver's language, as the gift dialog showed it.
    note: localizedText(gift.name, isLanguage(gift.language) ? gift.language : 'en'),
    url: await twemojiPicture(services.storage, gift.emoji),
  };
}

/**
 * One message a payment: refused when another message of the sender (stored, or earlier in this
 * batch) already announces it. The lock on the payment makes two processes take turns.
 */
async function claim(
  trx: Trx,
  message: NewChatMessage,
  kind: MoneyKind,
  recordId: number,
  announced: Announced,
): Promise<void> {
  const key = `${kind}:${recordId}`;
  const first = announced.get(key);
  if (first !== undefined) {
    if (first !== message.clientMsgId) throw alreadySent();
    return;
  }
  await lockKey(trx, `chat-money:${key}`);
  const other = await trx
    .selectFrom('chat_messages')
    .select('id')
    .where('from_im', '=', message.from)
    .where('custom_type', '=', kind)
    .where(sql<string>`ext->>'recordId'`, '=', String(recordId))
    .where('client_msg_id', '<>', message.clientMsgId)
    .limit(1)
    .executeTakeFirst();
  if (other) throw alreadySent();
  announced.set(key, message.clientMsgId);
}
