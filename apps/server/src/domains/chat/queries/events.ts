/** The SQL of each chat account's log of pushes (see eventLog.ts): heads and numbered events. */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { NewChatEvent } from '../eventLog.ts';

/**
 * One statement: the owners' heads move on by `counts` (locked in the order of `owners`, sorted,
 * so two writers never wait on each other in a circle) and each event takes the number `below`
 * its owner's new head. Answers the new heads.
 */
export async function insertEvents(
  trx: Db,
  events: NewChatEvent[],
  { owners, counts, below }: { owners: string[]; counts: Map<string, number>; below: number[] },
) {
  const { rows } = await sql<{ owner_im: string; last_seq: number }>`
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
  return rows;
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

/** The owner's events after `after`, oldest first, at most `limit`, joined to their messages. */
export function listEventsAfter(
  db: Db,
  { owner, after, limit }: { owner: string; after: number; limit: number },
) {
  return db
    .selectFrom('chat_events as e')
    .leftJoin('chat_messages as m', 'm.id', 'e.message_id')
    .selectAll('m')
    .select(['e.seq', 'e.kind', 'e.data', 'e.created_at as event_at'])
    .where('e.owner_im', '=', owner)
    .where('e.seq', '>', after)
    .orderBy('e.seq')
    .limit(limit)
    .execute();
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

/** The messages to the account it has not received yet, oldest first. */
export function listUndeliveredMessages(trx: Db, owner: string) {
  return (
    trx
      .selectFrom('chat_messages')
      .selectAll()
      .where('to_im', '=', owner)
      .where('delivered_at', 'is', null)
      // Implied (reading delivers), and it lets the unread index answer.
      .where('read_at', 'is', null)
      .where('recalled_at', 'is', null)
      .orderBy('id')
      .execute()
  );
}
