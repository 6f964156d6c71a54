/**
 * Each chat account's log of pushes: the messages, recalls and receipts the gateway sends it,
 * numbered 1, 2, 3... per account in the order they were committed (the owner's head row is
 * locked until the writing transaction ends, so a later number never commits first). A device
 * that reconnects says the last number it handled and gets what follows, from any server
 * process: nothing lost, nothing twice, nothing out of order.
 */
import type { Db } from '../../db/database.ts';
import type { ChatEventData, ChatEventKind, ChatMessageRow } from '../../db/schema/chat.ts';
import {
  eventHead,
  insertEvents,
  listEventsAfter,
  listUndeliveredMessages,
} from './queries/events.ts';

// The chat gateway reads the log through here.
export { eventHead, oldestEvent, pruneEvents } from './queries/events.ts';

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
  const heads = await insertEvents(trx, events, { owners, counts, below });
  const head = new Map(heads.map((h) => [h.owner_im, Number(h.last_seq)]));
  return events.map((e, i) => ({ ...e, seq: head.get(e.owner)! - below[i]! }));
}

/** The owner's events after `after`, oldest first, at most `limit`, with their messages. */
export async function eventsAfter(
  db: Db,
  { owner, after, limit }: { owner: string; after: number; limit: number },
): Promise<LoggedChatEvent[]> {
  const rows = await listEventsAfter(db, { owner, after, limit });
  return rows.map(({ seq, kind, data, event_at, ...m }) => ({
    owner,
    seq,
    kind,
    ...(m.id === null ? {} : { message: m as ChatMessageRow }),
    ...(data ? { data } : {}),
    at: event_at,
  }));
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
    const undelivered = await listUndeliveredMessages(trx, owner);
    return { head, undelivered };
  };
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}
