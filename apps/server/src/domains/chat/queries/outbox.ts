/** The chat outbox's statements (migration 0014; domains/chat/serverMessages.ts). */
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ChatMessageExt } from '../../../db/schema/chat.ts';
import type { OutboxKind } from '../../../db/schema/chatOutbox.ts';
import type { Trx } from '../../../ledger/ledger.ts';

export interface OutboxMessage {
  id: number;
  kind: OutboxKind;
  record_id: number;
  from_im: string;
  to_im: string;
  ext: ChatMessageExt;
  /** A text message's text; null for a payment's custom message. */
  msg: string | null;
}

/**
 * Queues a payment's message, or a new member's greeting: a payment (a member) has one, a second
 * queueing changes nothing.
 */
export async function insertOutboxMessage(trx: Trx, row: Omit<OutboxMessage, 'id'>): Promise<void> {
  await trx
    .insertInto('chat_outbox')
    .values({ ...row, ext: JSON.stringify(row.ext) })
    .onConflict((conflict) => conflict.columns(['kind', 'record_id']).doNothing())
    .execute();
}

/**
 * Leases up to `limit` messages still owed whose lease (if any) ran out, oldest first, for
 * `leaseMs`. Rows another process is leasing at this moment are skipped, not waited for.
 */
export async function leaseOutboxMessages(
  db: Db,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<OutboxMessage[]> {
  const { rows } = await sql<OutboxMessage>`
    update chat_outbox set leased_until = now() + ${`${leaseMs} milliseconds`}::interval,
      attempts = attempts + 1
    where id in (
      select id from chat_outbox
      where sent_at is null and (leased_until is null or leased_until < now())
      order by id limit ${limit}
      for update skip locked)
    returning id, kind, record_id, from_im, to_im, ext, msg`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

export async function markOutboxSent(db: Db, id: number, providerMsgId: string): Promise<void> {
  await db
    .updateTable('chat_outbox')
    .set({ sent_at: new Date(), provider_msg_id: providerMsgId, leased_until: null })
    .where('id', '=', id)
    .execute();
}

/** A sent message looked for in the store: `echoed` when the post-send callback stored it. */
export interface OutboxEcho {
  id: number;
  kind: OutboxKind;
  record_id: number;
  from_im: string;
  to_im: string;
  provider_msg_id: string;
  sent_at: Date;
  echoed: boolean;
}

/**
 * Looks, once each, for up to `limit` messages sent more than `olderThanMs` ago in the store
 * (stored by the post-send callback under the sender and Easemob's id), and marks them checked.
 */
export async function checkOutboxEchoes(
  db: Db,
  { olderThanMs, limit }: { olderThanMs: number; limit: number },
): Promise<OutboxEcho[]> {
  const { rows } = await sql<OutboxEcho>`
    update chat_outbox o set echo_checked_at = now()
    where o.id in (
      select id from chat_outbox
      where echo_checked_at is null
        and sent_at < now() - ${`${olderThanMs} milliseconds`}::interval
      order by sent_at limit ${limit}
      for update skip locked)
    returning o.id, o.kind, o.record_id, o.from_im, o.to_im, o.provider_msg_id, o.sent_at,
      exists (select 1 from chat_messages m
        where m.from_im = o.from_im and m.client_msg_id = o.provider_msg_id) as echoed`.execute(db);
  return rows.sort((a, b) => a.id - b.id);
}

/** How many messages are still owed (the metrics and tests). */
export async function countUnsentOutbox(db: Db): Promise<number> {
  const row = await db
    .selectFrom('chat_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}
