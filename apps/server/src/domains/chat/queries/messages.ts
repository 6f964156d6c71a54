/** The SQL of chat messages: storing them in their pair's order, reading, recalling, receipts. */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ChatMessageRow } from '../../../db/schema/chat.ts';
import type { NewChatMessage } from '../messageStore.ts';
import { pairKey } from '../pairs.ts';

/**
 * One statement: each pair of `pairs` (sorted) is locked and its last place moves on by its count;
 * each message takes the place `below` its pair's new last one (a client id stored before is
 * skipped); both sides' conversations show their newest message, and the recipient has more to
 * read. Answers the rows stored, oldest first.
 */
export async function insertMessages(
  trx: Db,
  messages: NewChatMessage[],
  {
    pairs,
    counts,
    below,
    ids,
  }: {
    pairs: string[];
    counts: Map<string, { n: number; at: Date }>;
    below: number[];
    ids: Array<number | null>;
  },
): Promise<ChatMessageRow[]> {
  // Ids given from outside (imports) are rare: the sequence gives the others.
  const given = ids.some((id) => id !== null);
  const { rows } = await sql<ChatMessageRow>`
    with channels as (
      insert into chat_channels (pair, last_seq, created_at)
      select * from unnest(
        ${pairs}::text[],
        ${pairs.map((pair) => counts.get(pair)!.n)}::int[],
        ${pairs.map((pair) => counts.get(pair)!.at)}::timestamptz[]
      )
      on conflict (pair) do update set last_seq = chat_channels.last_seq + excluded.last_seq
      returning pair, last_seq
    ), stored as (
      insert into chat_messages (${given ? sql`id, ` : sql``}from_im, to_im, pair, seq,
        client_msg_id, type, custom_type, msg, url, ext, created_at)
      select ${given ? sql`coalesce(m.id, nextval(pg_get_serial_sequence('chat_messages', 'id'))), ` : sql``}
        m.from_im, m.to_im, m.pair, c.last_seq - m.below, m.client_msg_id, m.type,
        m.custom_type, m.msg, m.url, m.ext::jsonb, m.created_at
      from unnest(
        ${messages.map((m) => m.from)}::text[],
        ${messages.map((m) => m.to)}::text[],
        ${messages.map((m) => pairKey(m.from, m.to))}::text[],
        ${below}::int[],
        ${messages.map((m) => m.clientMsgId)}::text[],
        ${messages.map((m) => m.type)}::text[],
        ${messages.map((m) => (m.type === 'custom' ? m.customType! : null))}::text[],
        ${messages.map((m) => m.msg ?? '')}::text[],
        ${messages.map((m) => m.url ?? '')}::text[],
        ${messages.map((m) => JSON.stringify(m.type === 'custom' ? { ...m.ext, type: m.customType } : m.ext))}::text[],
        ${messages.map((m) => m.at)}::timestamptz[],
        ${ids}::bigint[]
      ) with ordinality as m (from_im, to_im, pair, below, client_msg_id, type, custom_type, msg,
        url, ext, created_at, id, n)
      join channels c on c.pair = m.pair
      order by m.n
      on conflict (from_im, client_msg_id) do nothing
      returning *
    ), sides as (
      select s.owner_im, s.peer_im, s.unread, m.id, m.seq, m.created_at
      from stored m
      cross join lateral (values (m.from_im, m.to_im, 0), (m.to_im, m.from_im, 1))
        as s (owner_im, peer_im, unread)
    ), conversations as (
      insert into chat_conversations (owner_im, peer_im, unread_count, last_message_id,
        last_message_at, deleted_at, created_at)
      select owner_im, peer_im, sum(unread), (array_agg(id order by seq desc))[1],
        (array_agg(created_at order by seq desc))[1], null, (array_agg(created_at order by seq))[1]
      from sides
      group by owner_im, peer_im
      order by owner_im collate "C", peer_im collate "C"
      on conflict (owner_im, peer_im) do update set
        last_message_id = excluded.last_message_id,
        last_message_at = excluded.last_message_at,
        deleted_at = null,
        unread_count = chat_conversations.unread_count + excluded.unread_count
    )
    select * from stored order by id`.execute(trx);
  return rows;
}

/** Keeps the server's ids increasing after one was given from outside. */
export async function moveMessageIdsPastMax(db: Db): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('chat_messages', 'id'),
    (select max(id) from chat_messages))`.execute(db);
}

/** The messages stored under these senders' client ids. */
export async function findMessagesByClientIds(
  db: Db,
  inputs: Array<Pick<NewChatMessage, 'from' | 'clientMsgId'>>,
): Promise<ChatMessageRow[]> {
  // One probe of the unique index per input, however many there are.
  const { rows } = await sql<ChatMessageRow>`
    select m.* from chat_messages m
    join unnest(${inputs.map((m) => m.from)}::text[], ${inputs.map((m) => m.clientMsgId)}::text[])
      as k (from_im, client_msg_id)
      on m.from_im = k.from_im and m.client_msg_id = k.client_msg_id`.execute(db);
  return rows;
}

export function findSentMessage(db: Db, id: number, from: string) {
  return db
    .selectFrom('chat_messages')
    .selectAll()
    .where('id', '=', id)
    .where('from_im', '=', from)
    .executeTakeFirst();
}

/** The message, now recalled; undefined when it was recalled already. */
export function markMessageRecalled(db: Db, id: number, at: Date) {
  return db
    .updateTable('chat_messages')
    .set({ recalled_at: at })
    .where('id', '=', id)
    .where('recalled_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Records when the recipient first opened the burn image; when that was. */
export function markBurnImageOpened(db: Db, id: number, reader: string, at: Date) {
  return db
    .updateTable('chat_messages')
    .set((eb) => ({ burn_read_at: eb.fn.coalesce('burn_read_at', eb.val(at)) }))
    .where('id', '=', id)
    .where('to_im', '=', reader)
    .where('custom_type', '=', 'burn')
    .where('recalled_at', 'is', null)
    .returning(['burn_read_at', 'ext'])
    .executeTakeFirst();
}

/** The row id of the message that `party` sent or received under the chat service's id. */
export async function findMessageByProviderId(
  db: Db,
  providerId: string,
  party: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('chat_messages')
    .select('id')
    .where('client_msg_id', '=', providerId)
    .where((eb) => eb.or([eb('from_im', '=', party), eb('to_im', '=', party)]))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findChatImageMessage(db: Db, id: number) {
  return db
    .selectFrom('chat_messages')
    .select(['from_im', 'to_im', 'custom_type', 'url', 'ext', 'recalled_at', 'burn_read_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * The pair's messages after `afterSeq` (and before `beforeSeq`) that the owner has not deleted,
 * newest first, at most `limit`.
 */
export function listVisibleMessages(
  db: Db,
  {
    pair,
    owner,
    afterSeq,
    beforeSeq,
    limit,
  }: { pair: string; owner: string; afterSeq: number; beforeSeq?: number; limit: number },
) {
  let query = db
    .selectFrom('chat_messages')
    .selectAll()
    .where('pair', '=', pair)
    .where('seq', '>', afterSeq)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('chat_hidden_messages as h')
            .select('h.message_id')
            .whereRef('h.message_id', '=', 'chat_messages.id')
            .where('h.owner_im', '=', owner),
        ),
      ),
    );
  if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
  return query.orderBy('seq', 'desc').limit(limit).execute();
}

export function findMessageSeq(db: Db, id: number, pair: string) {
  return db
    .selectFrom('chat_messages')
    .select('seq')
    .where('id', '=', id)
    .where('pair', '=', pair)
    .executeTakeFirst();
}

/** Marks the peer's unread messages to the owner after `afterSeq` read (and delivered); their ids. */
export function markMessagesRead(
  trx: Db,
  { owner, peer, afterSeq, at }: { owner: string; peer: string; afterSeq: number; at: Date },
) {
  return trx
    .updateTable('chat_messages')
    .set((eb) => ({ read_at: at, delivered_at: eb.fn.coalesce('delivered_at', eb.val(at)) }))
    .where('to_im', '=', owner)
    .where('from_im', '=', peer)
    .where('read_at', 'is', null)
    .where('seq', '>', afterSeq)
    .returning('id')
    .execute();
}

/** Marks message `ids[i]` delivered when its recipient is `recipients[i]` and it was not yet. */
export async function markMessagesDelivered(
  db: Db,
  ids: number[],
  recipients: string[],
  at: Date,
): Promise<ChatMessageRow[]> {
  const { rows } = await sql<ChatMessageRow>`
    update chat_messages m set delivered_at = ${at}
    from unnest(${ids}::bigint[], ${recipients}::text[]) as d (id, to_im)
    where m.id = d.id and m.to_im = d.to_im and m.delivered_at is null
    returning m.*`.execute(db);
  return rows;
}

/** The latest messages of a pair of accounts, newest first, recalled ones too (moderation). */
export function listLatestPairMessages(db: Db, a: string, b: string, limit: number) {
  return db
    .selectFrom('chat_messages')
    .select(['id', 'from_im', 'type', 'custom_type', 'msg', 'url', 'created_at'])
    .where('pair', '=', pairKey(a, b))
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
}

/** Of these pairs, those that have a conversation already (a message stored between them). */
export async function findStartedPairs(db: Db, pairs: string[]): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .selectFrom('chat_channels')
    .select('pair')
    .where('pair', 'in', [...new Set(pairs)])
    .execute();
  return new Set(rows.map((r) => r.pair));
}

/** To how many accounts other than `to` the sender sent this very text since `since`. */
export async function countOthersSentSameText(
  db: Db,
  from: string,
  to: string,
  msg: string,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select(sql<number>`count(distinct to_im)::int`.as('n'))
    .where('from_im', '=', from)
    .where('to_im', '!=', to)
    .where('type', '=', 'txt')
    .where('msg', '=', msg)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n;
}
