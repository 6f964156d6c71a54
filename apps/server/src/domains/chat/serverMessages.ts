/**
 * The messages the server sends itself.
 *
 * The messages of payments, when the chat service is Easemob: the server sends a red packet's or
 * a gift's message itself, through Easemob's REST API, never trusting one from a client (Easemob's
 * pre-send callback refuses those). It is queued in the transaction that pays it (chat_outbox),
 * so that no payment lacks its message, and sent by providers/chat/easemob/outboxSender.ts. On
 * the local gateway the sender's app sends it and the gateway checks it against the payment
 * (gateway/moneyMessages.ts), so nothing is queued.
 *
 * Customer service's greeting to a new member (issue 18), in the transaction that creates the
 * user, so that a registration greets exactly once: on the local gateway it is stored as the
 * gateway stores messages (the member's first login receives it as a message sent while away);
 * on Easemob it is queued like a payment's message and sent through the REST API, whose
 * post-send callback stores it for the session list. Easemob being down delays it and fails
 * nothing.
 */
import type { ChatMessageExt } from '../../db/schema/chat.ts';
import type { User } from '../../db/tables.ts';
import type { OutboxKind } from '../../db/schema/chatOutbox.ts';
import { isLanguage, type Language } from '../../i18n/languages.ts';
import { t } from '../../i18n/translate.ts';
import type { Trx } from '../../ledger/ledger.ts';
import type { Services } from '../../services.ts';
import { storeMessage } from './messageStore.ts';
import { insertOutboxMessage } from './queries/outbox.ts';

/** Stamped on what the server sends, where a client stamps its platform and browser. */
const serverIdentity = { platform: 'Server', brand: 'Heartline' };

export async function queueMoneyMessage(
  trx: Trx,
  services: Pick<Services, 'config'>,
  payment: {
    kind: 'redPacket' | 'gift';
    recordId: number;
    from: Pick<User, 'im_account'>;
    to: Pick<User, 'im_account'>;
    /** What the message shows: the amount, and the note or the gift. */
    ext: Omit<ChatMessageExt, 'type' | 'recordId' | 'platform' | 'brand'>;
  },
): Promise<void> {
  if (services.config.CHAT_PROVIDER !== 'easemob') return;
  await insertOutboxMessage(trx, {
    kind: payment.kind,
    record_id: payment.recordId,
    from_im: payment.from.im_account,
    to_im: payment.to.im_account,
    ext: { ...payment.ext, type: payment.kind, recordId: payment.recordId, ...serverIdentity },
    msg: null,
  });
}

/**
 * Customer service welcomes a member who just registered, in their interface language. A new
 * member has no SVIP, so the greeting comes from the general service account (the one their
 * session list pins). Once a member: the outbox row and the stored message are both unique to
 * the user.
 */
export async function greetNewMember(
  trx: Trx,
  services: Pick<Services, 'config'>,
  member: Pick<User, 'id' | 'im_account' | 'language'>,
  at: Date,
): Promise<void> {
  const msg = t(languageOf(member), 'chat.serviceGreeting');
  await sendServiceText(trx, services, member, msg, { kind: 'greeting', recordId: member.id }, at);
}

/** A member's interface language, for what the server writes to them. */
export const languageOf = (member: Pick<User, 'language'>): Language =>
  isLanguage(member.language) ? member.language : 'en';

/**
 * Customer service writes a text to a member, in the caller's transaction, once per `once` (a
 * kind and the id of what it is about: the greeting's user, a moderation action, a handled
 * complaint). On Easemob it is queued and sent by outboxSender.ts; on the local gateway it is
 * stored as the gateway stores messages, and delivered at once or at the next login.
 */
export async function sendServiceText(
  trx: Trx,
  services: Pick<Services, 'config'>,
  to: Pick<User, 'im_account'>,
  msg: string,
  once: { kind: OutboxKind; recordId: number },
  at: Date,
): Promise<void> {
  const from = services.config.SERVICE_IM_ACCOUNT;
  if (services.config.CHAT_PROVIDER === 'easemob') {
    await insertOutboxMessage(trx, {
      kind: once.kind,
      record_id: once.recordId,
      from_im: from,
      to_im: to.im_account,
      ext: serverIdentity,
      msg,
    });
    return;
  }
  await storeMessage(trx, {
    from,
    to: to.im_account,
    clientMsgId: `${once.kind}-${once.recordId}`,
    type: 'txt',
    msg,
    ext: serverIdentity,
    at,
  });
}
