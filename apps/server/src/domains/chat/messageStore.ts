/**
 * Storing chat messages: the one way a message enters the store. The sender's client id makes
 * it idempotent (a resent message is stored once and answered again), the pair's lock gives it
 * its place in the conversation (consecutive places for new messages; a resent one leaves the
 * place it was offered unused), and both sides' conversation rows follow in the same
 * transaction: the newest message, the recipient's unread count, and a deleted conversation
 * brought back. `storeMessages` stores many at once with one statement whatever their number
 * (the chat gateway's group commit); `storeMessage` is a batch of one.
 */
import type { Db } from '../../db/database.ts';
import type {
  ChatCustomType,
  ChatMessageExt,
  ChatMessageRow,
  ChatMessageType,
} from '../../db/schema/chat.ts';
import { AppError } from '../../http/AppError.ts';
import { parseMessageId } from './messageIds.ts';
import { inTransaction, pairKey } from './pairs.ts';
import {
  findMessagesByClientIds,
  insertMessages,
  moveMessageIdsPastMax,
} from './queries/messages.ts';

export interface NewChatMessage {
  /** The sender's and the recipient's IM accounts. */
  from: string;
  to: string;
  /** The sender's own id for the message (unique per sender). */
  clientMsgId: string;
  type: ChatMessageType;
  /** Required for custom messages, absent otherwise. */
  customType?: ChatCustomType | null;
  msg?: string;
  url?: string;
  ext: ChatMessageExt;
  at: Date;
  /** An id given from outside (an import, the contract's examples); the sequence moves past it. */
  id?: string;
}

export interface StoredMessage {
  message: ChatMessageRow;
  /** False when the client id was already stored: the first message is answered. */
  created: boolean;
}

const TEXT_MAX = 1000;
const CLIENT_ID_MAX = 64;

/** Whether a client may send this: the rules of openapi ChatMessage. */
export function isValidMessage(m: NewChatMessage): boolean {
  const msg = m.msg ?? '';
  return (
    m.from !== m.to &&
    m.clientMsgId.length > 0 &&
    m.clientMsgId.length <= CLIENT_ID_MAX &&
    msg.length <= TEXT_MAX &&
    (m.type === 'custom') === Boolean(m.customType) &&
    (m.type !== 'txt' || msg.trim() !== '') &&
    (m.type !== 'img' || Boolean(m.url))
  );
}

export async function storeMessage(db: Db, input: NewChatMessage): Promise<StoredMessage> {
  const [stored] = await storeMessages(db, [input]);
  return stored!;
}

/**
 * Stores the messages in their order (400 when one breaks the rules, before anything is
 * written); answers one StoredMessage per input, in the same order.
 */
export async function storeMessages(db: Db, inputs: NewChatMessage[]): Promise<StoredMessage[]> {
  if (!inputs.every(isValidMessage)) throw new AppError(400);
  const givenIds = inputs.map((m) => (m.id === undefined ? undefined : parseMessageId(m.id)));
  if (givenIds.includes(null)) throw new AppError(400);
  if (inputs.length === 0) return [];
  return inTransaction(db, async (trx) => {
    // Tried as new first: a resent client id is rare, and the unique index finds it.
    const known = new Map<string, ChatMessageRow>();
    const fresh: number[] = [];
    const firstOfKey = new Map<string, number>();
    inputs.forEach((m, i) => {
      const key = clientKey(m.from, m.clientMsgId);
      if (firstOfKey.has(key)) return;
      firstOfKey.set(key, i);
      fresh.push(i);
    });

    const inserted = new Map<string, ChatMessageRow>();
    if (fresh.length > 0) {
      const rows = await insertFresh(
        trx,
        fresh.map((i) => inputs[i]!),
        fresh.map((i) => givenIds[i] ?? null),
      );
      for (const row of rows) inserted.set(clientKey(row.from_im, row.client_msg_id), row);
      if (givenIds.some(Boolean)) await moveMessageIdsPastMax(trx);
      const raced = fresh.filter((i) => !inserted.has(keyOf(inputs[i]!)));
      if (raced.length > 0) {
        for (const [key, row] of await storedByClientIds(
          trx,
          raced.map((i) => inputs[i]!),
        )) {
          known.set(key, row);
        }
      }
    }

    return inputs.map((m, i) => {
      const key = keyOf(m);
      const row = inserted.get(key);
      if (row) return { message: row, created: firstOfKey.get(key) === i };
      return { message: known.get(key)!, created: false };
    });
  });
}

export const clientKey = (from: string, clientMsgId: string) => `${from} ${clientMsgId}`;
const keyOf = (m: NewChatMessage) => clientKey(m.from, m.clientMsgId);

/** The messages already stored under these senders' client ids, by `from client-id`. */
export async function storedByClientIds(
  db: Db,
  inputs: Array<Pick<NewChatMessage, 'from' | 'clientMsgId'>>,
): Promise<Map<string, ChatMessageRow>> {
  if (inputs.length === 0) return new Map();
  const rows = await findMessagesByClientIds(db, inputs);
  return new Map(rows.map((row) => [clientKey(row.from_im, row.client_msg_id), row]));
}

/**
 * Stores new messages (a client id stored before is skipped: its place stays unused) in one
 * statement: each pair's lock is taken (in the pairs' sorted order, so two writers never wait on
 * each other in a circle) and as many places in its order reserved as the batch holds; the
 * messages take those places in their order; both sides' conversations show their newest
 * message, and the recipient has more to read. Answers the rows stored, oldest first.
 */
async function insertFresh(
  trx: Db,
  messages: NewChatMessage[],
  ids: Array<number | null>,
): Promise<ChatMessageRow[]> {
  const counts = new Map<string, { n: number; at: Date }>();
  for (const m of messages) {
    const pair = pairKey(m.from, m.to);
    const entry = counts.get(pair);
    if (entry) entry.n += 1;
    else counts.set(pair, { n: 1, at: m.at });
  }
  const pairs = [...counts.keys()].sort();
  // How far below its pair's new last place each message is: the pair's last message here is it.
  const left = new Map(pairs.map((pair) => [pair, counts.get(pair)!.n]));
  const below = messages.map((m) => {
    const pair = pairKey(m.from, m.to);
    const n = left.get(pair)! - 1;
    left.set(pair, n);
    return n;
  });
  return insertMessages(trx, messages, { pairs, counts, below, ids });
}
