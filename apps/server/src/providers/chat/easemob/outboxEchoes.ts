/**
 * Whether the server's own messages come back (issue 31). A red packet's, a gift's or a greeting's
 * message is sent through Easemob's REST API (outboxSender.ts) and reaches the store, and so the
 * conversation list, only through the post-send callback, which Easemob calls for REST messages
 * only when the post-send rule's message source includes REST (a console setting; README, "Chat
 * on Easemob"). Nothing else would show that the setting is missing: every send succeeds. So each
 * message sent is looked for in the store once, some minutes later, and one that never came back
 * is logged as an error naming the setting, and counted (heartline_easemob_unechoed_messages_total).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { checkOutboxEchoes } from '../../../domains/chat/queries/outbox.ts';
import { unechoedMessages } from '../../../metrics.ts';

export interface EchoCheckOptions {
  /** How long after its sending a message must be stored: Easemob calls back 99.95% within 30 s. */
  olderThanMs: number;
  limit?: number;
}

/** Looks for the messages sent long enough ago; answers how many never came back. */
export async function reportMissingEchoes(
  db: Db,
  log: FastifyBaseLogger,
  { olderThanMs, limit = 100 }: EchoCheckOptions,
): Promise<number> {
  const checked = await checkOutboxEchoes(db, { olderThanMs, limit });
  const missing = checked.filter((message) => !message.echoed);
  for (const message of missing) {
    unechoedMessages.inc({ kind: message.kind });
    log.error(
      {
        kind: message.kind,
        recordId: message.record_id,
        from: message.from_im,
        to: message.to_im,
        providerMsgId: message.provider_msg_id,
        sentAt: message.sent_at,
      },
      'Easemob: a message the server sent never came back through the post-send callback, so ' +
        'it is missing from the conversation list. Does the post-send rule include messages sent ' +
        'by REST? (README, "Chat on Easemob", console set-up)',
    );
  }
  return missing.length;
}
