/**
 * Storing chat messages: the one way a message enters the store. The sender's client id makes
 * it idempotent (a resent message is stored once and answered again), the pair's lock gives it
 * its place in the conversation (consecutive places for new messages; a resent one leaves the
 * place it was offered unused), and both sides' conversation rows follow in the same
 * transaction: the newest message, the recipient's unread count, and a deleted conversation
 * brought back. `storeMessages` stores many at once with a handful of statements whatever their
 * number (the chat gateway's group commit); `storeMessage` is a batch of one.
 */
import { sql } from 'kysely';
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
      const places = await reservePlaces(
        trx,
        fresh.map((i) => inputs[i]!),
      );
      const rows = await trx
        .insertInto('chat_messages')
        .values(
          fresh.map((i) => {
            const m = inputs[i]!;
            const pair = pairKey(m.from, m.to);
            const seq = places.get(pair)!;
            places.set(pair, seq + 1);
            const givenId = givenIds[i];
            return {
              ...(givenId ? { id: givenId } : {}),
              from_im: m.from,
              to_im: m.to,
              pair,
              seq,
              client_msg_id: m.clientMsgId,
              type: m.type,
              custom_type: m.type === 'custom' ? m.customType! : null,
              msg: m.msg ?? '',
              url: m.url ?? '',
              ext: JSON.stringify(m.type === 'custom' ? { ...m.ext, type: m.customType } : m.ext),
              created_at: m.at,
            };
          }),
        )
        // Stored before (a resend): its reserved place stays unused, the first one is answered.
        .onConflict((oc) => oc.columns(['from_im', 'client_msg_id']).doNothing())
        .returningAll()
        .execute();
      for (const row of rows) inserted.set(clientKey(row.from_im, row.client_msg_id), row);
      if (givenIds.some(Boolean)) await moveSequencePast(trx);
      await touchConversations(trx, [...inserted.values()]);
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
  // One probe of the unique index per input, however many there are.
  const { rows } = await sql<ChatMessageRow>`
    select m.* from chat_messages m
    join unnest(${inputs.map((m) => m.from)}::text[], ${inputs.map((m) => m.clientMsgId)}::text[])
      as k (from_im, client_msg_id)
      on m.from_im = k.from_im and m.client_msg_id = k.client_msg_id`.execute(db);
  return new Map(rows.map((row) => [clientKey(row.from_im, row.client_msg_id), row]));
}

/**
 * Takes each pair's lock (in the pairs' sorted order, so two writers never wait on each other
 * in a circle) and reserves as many places in its order as the batch holds; answers the first
 * place of each pair.
 */
async function reservePlaces(trx: Db, messages: NewChatMessage[]): Promise<Map<string, number>> {
  const counts = new Map<string, { n: number; at: Date }>();
  for (const m of messages) {
    const pair = pairKey(m.from, m.to);
    const entry = counts.get(pair);
    if (entry) entry.n += 1;
    else counts.set(pair, { n: 1, at: m.at });
  }
  const pairs = [...counts.keys()].sort();
  const rows = await trx
    .insertInto('chat_channels')
    .values(
      pairs.map((pair) => ({
        pair,
        last_seq: counts.get(pair)!.n,
        created_at: counts.get(pair)!.at,
      })),
    )
    .onConflict((oc) =>
      oc.column('pair').doUpdateSet((eb) => ({
        last_seq: eb('chat_channels.last_seq', '+', eb.ref('excluded.last_seq')),
      })),
    )
    .returning(['pair', 'last_seq'])
    .execute();
  return new Map(rows.map((r) => [r.pair, r.last_seq - counts.get(r.pair)!.n + 1]));
}

/** Keeps the server's ids increasing after one was given from outside. */
async function moveSequencePast(db: Db): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('chat_messages', 'id'),
    (select max(id) from chat_messages))`.execute(db);
}

/** Both sides' conversations show their newest message; the recipient has more to read. */
async function touchConversations(trx: Db, messages: ChatMessageRow[]): Promise<void> {
  if (messages.length === 0) return;
  const sides = new Map<
    string,
    { owner: string; peer: string; newest: ChatMessageRow; unread: number; first: Date }
  >();
  const touch = (owner: string, peer: string, m: ChatMessageRow, unread: number) => {
    const key = `${owner} ${peer}`;
    const side = sides.get(key);
    if (!side) {
      sides.set(key, { owner, peer, newest: m, unread, first: m.created_at });
      return;
    }
    side.unread += unread;
    if (m.seq > side.newest.seq) side.newest = m;
  };
  for (const m of messages) {
    touch(m.from_im, m.to_im, m, 0);
    touch(m.to_im, m.from_im, m, 1);
  }
  const rows = [...sides.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  await trx
    .insertInto('chat_conversations')
    .values(
      rows.map(([, s]) => ({
        owner_im: s.owner,
        peer_im: s.peer,
        unread_count: s.unread,
        last_message_id: s.newest.id,
        last_message_at: s.newest.created_at,
        deleted_at: null,
        created_at: s.first,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['owner_im', 'peer_im']).doUpdateSet((eb) => ({
        last_message_id: eb.ref('excluded.last_message_id'),
        last_message_at: eb.ref('excluded.last_message_at'),
        deleted_at: null,
        unread_count: eb('chat_conversations.unread_count', '+', eb.ref('excluded.unread_count')),
      })),
    )
    .execute();
}
