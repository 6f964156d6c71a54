/**
 * Each chat account's log of pushes: the messages, recalls and receipts the gateway sends it,
 * numbered 1, 2, 3... per account in the order they were committed (the owner's head row is
 * locked until the writing transaction ends, so a later number never commits first). A device
 * that reconnects says the last number it handled and gets what follows, from any server
 * process: nothing lost, nothing twice, nothing out of order.
 */

import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatEventData, ChatEventKind, ChatMessageRow } from '../../db/schema/chat.ts';

export interface NewChatEvent {
  owner: string;
  kind: ChatEventKind;
  /** The message concerned (message, recall, delivered). */
  message?: ChatMessageRow;
  data?: ChatEventData;
  at: Date;
}

export interface LoggedChatEvent extends NewChatEvent {
  seq: number;
}

/**
 * Appends the events in their order, inside the caller's transaction; answers them numbered.
 * One statement: the owners' heads move on (locked in the owners' sorted order, so two writers
 * never wait on each other in a circle) and the events take the numbers below the new heads.
 */
export async function appendEvents(trx: Db, events: NewChatEvent[]): Promise<LoggedChatEvent[]> {
  if (events.length === 0) return [];
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.owner, (counts.get(e.owner) ?? 0) + 1);
  const owners = [...counts.keys()].sort();
  // How far below its owner's new head each event is: the owner's last event here is the head.
  const left = new Map(counts);
  const below = events.map((e) => {
    const n = left.get(e.owner)! - 1;
    left.set(e.owner, n);
    return n;
  });
  const { rows: heads } = await sql<{ owner_im: string; last_seq: number }>`
    with heads as (
      insert into chat_event_heads (owner_im, last_seq)
      select * from unnest(${owners}::text[], ${owners.map((o) => counts.get(o)!)}::bigint[])
      on conflict (owner_im) do update set last_seq = chat_event_heads.last_seq + excluded.last_seq
      returning owner_im, last_seq
    ), logged as (
      insert into chat_events (owner_im, seq, kind, message_id, data, created_at)
      select e.owner_im, h.last_seq - e.below, e.kind, e.message_id, e.data::jsonb, e.created_at
      from unnest(
        ${events.map((e) => e.owner)}::text[],
        ${below}::bigint[],
        ${events.map((e) => e.kind)}::text[],
        ${events.map((e) => e.message?.id ?? null)}::bigint[],
        ${events.map((e) => (e.data ? JSON.stringify(e.data) : null))}::text[],
        ${events.map((e) => e.at)}::timestamptz[]
      ) as e (owner_im, below, kind, message_id, data, created_at)
      join heads h on h.owner_im = e.owner_im
    )
    select owner_im, last_seq from heads`.execute(trx);
  const head = new Map(heads.map((h) => [h.owner_im, Number(h.last_seq)]));
  return events.map((e, i) => ({ ...e, seq: head.get(e.owner)! - below[i]! }));
}

/** The last number given in the owner's log (0 before any). */
export async function eventHead(db: Db, owner: string): Promise<number> {
  const row = await db
    .selectFrom('chat_event_heads')
    .select('last_seq')
    .where('owner_im', '=', owner)
    .executeTakeFirst();
  return row?.last_seq ?? 0;
}

/** The owner's events after `after`, oldest first, at most `limit`, with their messages. */
export async function eventsAfter(
  db: Db,
  { owner, after, limit }: { owner: string; after: number; limit: number },
): Promise<LoggedChatEvent[]> {
  const rows = await db
    .selectFrom('chat_events as e')
    .leftJoin('chat_messages as m', 'm.id', 'e.message_id')
    .selectAll('m')
    .select(['e.seq', 'e.kind', 'e.data', 'e.created_at as event_at'])
    .where('e.owner_im', '=', owner)
    .where('e.seq', '>', after)
    .orderBy('e.seq')
    .limit(limit)
    .execute();
  return rows.map(({ seq, kind, data, event_at, ...m }) => ({
    owner,
    seq,
    kind,
    ...(m.id === null ? {} : { message: m as ChatMessageRow }),
    ...(data ? { data } : {}),
    at: event_at,
  }));
}

/** The oldest number still in the owner's log, or null when it is empty. */
export async function oldestEvent(db: Db, owner: string): Promise<number | null> {
  const row = await db
    .selectFrom('chat_events')
    .select((eb) => eb.fn.min<number>('seq').as('seq'))
    .where('owner_im', '=', owner)
    .executeTakeFirst();
  return row?.seq ?? null;
}

/** Forgets events older than `before` (a device away longer starts again from a fresh login). */
export async function pruneEvents(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('chat_events')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * What a fresh login starts with, read at one instant: the messages to the account it has not
 * received yet (sent while it was away), oldest first, and the head of its log, after which
 * the live pushes follow.
 */
export async function loginSnapshot(
  db: Db,
  owner: string,
): Promise<{ head: number; undelivered: ChatMessageRow[] }> {
  const read = async (trx: Db) => {
    const head = await eventHead(trx, owner);
    const undelivered = await trx
      .selectFrom('chat_messages')
      .selectAll()
      .where('to_im', '=', owner)
      .where('delivered_at', 'is', null)
      // Implied (reading delivers), and it lets the unread index answer.
      .where('read_at', 'is', null)
      .where('recalled_at', 'is', null)
      .orderBy('id')
      .execute();
    return { head, undelivered };
  };
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}
