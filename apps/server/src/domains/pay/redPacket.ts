/**
 * A red packet (decisions.md "Money"): the amount moves at once from the sender to the recipient,
 * with a bill on each side (types 6 and 7). The red packet's id is its ledger transaction's, the
 * recordId its chat message carries. Every new Idempotency-Key is a new red packet.
 */
import type { User } from '../../db/tables.ts';
import { move, type Trx } from '../../ledger/ledger.ts';
import type { Services } from '../../services.ts';
import { queueMoneyMessage } from '../chat/serverMessages.ts';
import { bills } from '../wallet/billLines.ts';
import type { PaymentOutcome } from './paymentOutcome.ts';
import { insertRedPacket } from './queries.ts';

export async function sendRedPacket(
  trx: Trx,
  services: Services,
  sender: User,
  recipient: User,
  packet: { amount: number; note: string },
): Promise<PaymentOutcome> {
  const at = services.now();
  const { transactionId } = await move(trx, { kind: 'redPacket', userId: sender.id, at }, [
    {
      asset: 'goldCoin',
      from: { userId: sender.id },
      to: { userId: recipient.id },
      amount: packet.amount,
      fromBill: bills.redPacketSent(recipient.nickname),
      toBill: bills.redPacketReceived(sender.nickname),
    },
  ]);
  await insertRedPacket(trx, {
    id: transactionId,
    senderId: sender.id,
    recipientId: recipient.id,
    amount: packet.amount,
    note: packet.note,
    at,
  });
  // On Easemob the server sends its message (on the local gateway the sender's app does).
  await queueMoneyMessage(trx, services, {
    kind: 'redPacket',
    recordId: transactionId,
    from: sender,
    to: recipient,
    ext: { amount: packet.amount, ...(packet.note ? { note: packet.note } : {}) },
  });
  return { recordId: transactionId, amount: packet.amount, paidBefore: false };
}
