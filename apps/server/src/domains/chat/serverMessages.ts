/**
 * The messages of payments, when the chat service is Easemob: the server sends a red packet's or
 * a gift's message itself, through Easemob's REST API, never trusting one from a client (Easemob's
 * pre-send callback refuses those). It is queued in the transaction that pays it (chat_outbox),
 * so that no payment lacks its message, and sent by providers/chat/easemob/outboxSender.ts. On
 * the local gateway the sender's app sends it and the gateway checks it against the payment
 * (gateway/moneyMessages.ts), so nothing is queued.
 */
import type { ChatMessageExt } from '../../db/schema/chat.ts';
import type { User } from '../../db/tables.ts';
import type { Trx } from '../../ledger/ledger.ts';
import type { Services } from '../../services.ts';
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
  });
}
