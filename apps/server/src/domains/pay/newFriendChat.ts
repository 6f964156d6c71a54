/**
 * The price of opening a chat (decisions.md "Money"): the first message to someone who is not a
 * friend costs NEW_FRIEND_CHAT_PRICE coins, once per pair, whoever of the two writes first (a
 * reply does not open the chat again). Friends chat free. /pay/gold-coin-pay and the chat gateway
 * both charge through `chargeNewFriendChat`, so the rule is written once.
 */
import type { User } from '../../db/tables.ts';
import { AppError } from '../../http/AppError.ts';
import { move, type Trx } from '../../ledger/ledger.ts';
import type { Services } from '../../services.ts';
import { areFriends } from '../friend/queries.ts';
import { bills } from '../wallet/billLines.ts';
import {
  claimNewFriendChat,
  findNewFriendChat,
  lockPayer,
  setNewFriendChatRecord,
  type UserPair,
} from './queries.ts';

export interface NewFriendChatCharge {
  /** charged: coins moved now; paidBefore: the pair paid earlier; free: nothing is owed. */
  status: 'charged' | 'paidBefore' | 'free';
  /** Coins moved by this call. */
  amount: number;
  /** The ledger transaction of the pair's payment (this one or the earlier one). */
  recordId: number | null;
}

type Party = Pick<User, 'id' | 'nickname'>;

const free: NewFriendChatCharge = { status: 'free', amount: 0, recordId: null };

/**
 * Charges `sender` for opening a chat with `recipient`, inside the caller's transaction. Throws
 * AppError 105 when the sender cannot pay, before writing anything, so a caller that answers the
 * refusal (the chat gateway's event 502) may still commit the rest of its transaction.
 */
export async function chargeNewFriendChat(
  trx: Trx,
  services: Services,
  sender: Party,
  recipient: Party,
): Promise<NewFriendChatCharge> {
  if (await areFriends(trx, sender.id, recipient.id)) return free;
  const price = services.config.NEW_FRIEND_CHAT_PRICE;
  if (price === 0) return free;
  const pair = pairOf(sender.id, recipient.id);
  const earlier = await paidRecord(trx, pair);
  if (earlier) return earlier;

  const wallet = await lockPayer(trx, sender.id);
  if (wallet.gold_coin < price) throw new AppError(105);
  const at = services.now();
  // A concurrent first message of the other side waits here, then finds the pair paid.
  const claimed = await claimNewFriendChat(trx, pair, sender.id, at);
  if (!claimed) return (await paidRecord(trx, pair))!;

  const { transactionId } = await move(trx, { kind: 'newFriendChat', userId: sender.id, at }, [
    {
      asset: 'goldCoin',
      from: { userId: sender.id },
      to: 'house',
      amount: price,
      fromBill: bills.newFriendChat(recipient.nickname),
    },
  ]);
  await setNewFriendChatRecord(trx, pair, transactionId);
  return { status: 'charged', amount: price, recordId: transactionId };
}

/** A pair is stored once, the smaller id first. */
function pairOf(a: number, b: number): UserPair {
  return { user_a: Math.min(a, b), user_b: Math.max(a, b) };
}

async function paidRecord(trx: Trx, pair: UserPair): Promise<NewFriendChatCharge | null> {
  const row = await findNewFriendChat(trx, pair);
  return row ? { status: 'paidBefore', amount: 0, recordId: row.record_id } : null;
}
