/**
 * A conversation belongs to a pair of chat accounts, whichever side writes. The pair's key joins
 * the two accounts in sorted order with a space, which no IM account contains (openapi
 * ImAccount), so two pairs never share a key; the channel id shown to clients joins them with an
 * underscore, as Conversation.channel_id says. Every change to a pair's messages or conversations
 * takes the pair's lock first, so they happen one after another in the pair's order.
 */
import type { Db } from '../../db/database.ts';

const sorted = (a: string, b: string) => (a < b ? [a, b] : [b, a]);

export function pairKey(a: string, b: string): string {
  return sorted(a, b).join(' ');
}

/** The conversation's id for clients (Conversation.channel_id). */
export function channelIdOf(a: string, b: string): string {
  return sorted(a, b).join('_');
}

/** Runs the work in the caller's transaction, or in a new one when given the database itself. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
