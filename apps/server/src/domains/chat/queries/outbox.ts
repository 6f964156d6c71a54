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

/** How many messages are still owed (the metrics and tests). */
export async function countUnsentOutbox(db: Db): Promise<number> {
  const row = await db
    .selectFrom('chat_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}
