/**
 * Storing a chat message: the one way a message enters the store. The sender's client id makes
 * it idempotent (a resent message is stored once and answered again), the pair's lock gives it
 * its place in the conversation, and both sides' conversation rows follow in the same
 * transaction: the newest message, the recipient's unread count, and a deleted conversation
 * brought back.
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
import { inTransaction, lockPair, pairKey } from './pairs.ts';

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

/** Refuses (400) what no client may send: the rules of openapi ChatMessage. */
function checkMessage(m: NewChatMessage): void {
  const msg = m.msg ?? '';
  const valid =
    m.from !== m.to &&
    m.clientMsgId.length > 0 &&
    m.clientMsgId.length <= CLIENT_ID_MAX &&
    msg.length <= TEXT_MAX &&
    (m.type === 'custom') === Boolean(m.customType) &&
    (m.type !== 'txt' || msg.trim() !== '') &&
    (m.type !== 'img' || Boolean(m.url));
  if (!valid) throw new AppError(400);
}

export async function storeMessage(db: Db, input: NewChatMessage): Promise<StoredMessage> {
  checkMessage(input);
  const givenId = input.id === undefined ? undefined : parseMessageId(input.id);
  if (givenId === null) throw new AppError(400);
  return inTransaction(db, async (trx) => {
    const pair = pairKey(input.from, input.to);
    const lastSeq = await lockPair(trx, pair, input.at);
    const inserted = await trx
      .insertInto('chat_messages')
      .values({
        ...(givenId ? { id: givenId } : {}),
        from_im: input.from,
        to_im: input.to,
        pair,
        seq: lastSeq + 1,
        client_msg_id: input.clientMsgId,
        type: input.type,
        custom_type: input.type === 'custom' ? input.customType! : null,
        msg: input.msg ?? '',
        url: input.url ?? '',
        ext: JSON.stringify(
          input.type === 'custom' ? { ...input.ext, type: input.customType } : input.ext,
        ),
        created_at: input.at,
      })
      .onConflict((oc) => oc.columns(['from_im', 'client_msg_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) return { message: await byClientId(trx, input), created: false };

    await trx
      .updateTable('chat_channels')
      .set({ last_seq: inserted.seq })
      .where('pair', '=', pair)
      .execute();
    if (givenId) await moveSequencePast(trx);
    await touchConversations(trx, inserted);
    return { message: inserted, created: true };
  });
}

function byClientId(db: Db, m: NewChatMessage): Promise<ChatMessageRow> {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('from_im', '=', m.from)
    .where('client_msg_id', '=', m.clientMsgId)
    .executeTakeFirstOrThrow();
}

/** Keeps the server's ids increasing after one was given from outside. */
async function moveSequencePast(db: Db): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('chat_messages', 'id'),
    (select max(id) from chat_messages))`.execute(db);
}

/** Both sides' conversations show the message; the recipient has one more to read. */
async function touchConversations(trx: Db, m: ChatMessageRow): Promise<void> {
  const newest = { last_message_id: m.id, last_message_at: m.created_at, deleted_at: null };
  await trx
    .insertInto('chat_conversations')
    .values({ owner_im: m.from_im, peer_im: m.to_im, ...newest, created_at: m.created_at })
    .onConflict((oc) => oc.columns(['owner_im', 'peer_im']).doUpdateSet(newest))
    .execute();
  await trx
    .insertInto('chat_conversations')
    .values({
      owner_im: m.to_im,
      peer_im: m.from_im,
      unread_count: 1,
      ...newest,
      created_at: m.created_at,
    })
    .onConflict((oc) =>
      oc.columns(['owner_im', 'peer_im']).doUpdateSet((eb) => ({
        ...newest,
        unread_count: eb('chat_conversations.unread_count', '+', 1),
      })),
    )
    .execute();
}
