/**
 * Each chat account's log of pushes: the messages, recalls and receipts the gateway sends it,
 * numbered 1, 2, 3... per account in the order they were committed (the owner's head row is
 * locked until the writing transaction ends, so a later number never commits first). A device
 * that reconnects says the last number it handled and gets what follows, from any server
 * process: nothing lost, nothing twice, nothing out of order.
 */

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
 * The owners' heads are locked in the owners' sorted order, so two writers never wait on each
 * other in a circle.
 */
export async function appendEvents(trx: Db, events: NewChatEvent[]): Promise<LoggedChatEvent[]> {
  if (events.length === 0) return [];
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.owner, (counts.get(e.owner) ?? 0) + 1);
  const owners = [...counts.keys()].sort();
  const heads = await trx
    .insertInto('chat_event_heads')
    .values(owners.map((owner) => ({ owner_im: owner, last_seq: counts.get(owner)! })))
    .onConflict((oc) =>
      oc.column('owner_im').doUpdateSet((eb) => ({
        last_seq: eb('chat_event_heads.last_seq', '+', eb.ref('excluded.last_seq')),
      })),
    )
    .returning(['owner_im', 'last_seq'])
    .execute();
  const next = new Map(heads.map((h) => [h.owner_im, h.last_seq - counts.get(h.owner_im)! + 1]));
  const logged = events.map((e) => {
    const seq = next.get(e.owner)!;
    next.set(e.owner, seq + 1);
    return { ...e, seq };
  });
  await trx
    .insertInto('chat_events')
    .values(
      logged.map((e) => ({
        owner_im: e.owner,
        seq: e.seq,
        kind: e.kind,
        message_id: e.message?.id ?? null,
        data: e.data ? JSON.stringify(e.data) : null,
        created_at: e.at,
      })),
    )
    .execute();
  return logged;
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
