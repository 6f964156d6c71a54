/** The chat outbox (migration 0014), as Kysely sees it. */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../columns.ts';
import type { ChatMessageExt } from './chat.ts';

/**
 * A payment's message (redPacket, gift), or a text from customer service: the greeting (per user),
 * a moderation warning (per moderation action), a report handled (per complaint).
 */
export type OutboxKind =
  'redPacket' | 'gift' | 'greeting' | 'warning' | 'reportHandled' | 'photoVerification';

export interface ChatOutboxTable {
  id: Generated<number>;
  /**
   * The payment's kind, a red packet (red_packets) or a gift (gift_records), with the record's
   * id; or customer service's greeting to a new member (migration 0017), with the user's id.
   */
  kind: OutboxKind;
  record_id: number;
  from_im: string;
  to_im: string;
  /** The message's ext, as the recipient's app reads it (the same as a client would send). */
  ext: Json<ChatMessageExt>;
  /** A text message's text (migration 0017); null for a custom message of its kind. */
  msg: string | null;
  created_at: Generated<Timestamp>;
  attempts: Generated<number>;
  /** A process is sending it until then; after that another may try. */
  leased_until: Timestamp | null;
  sent_at: Timestamp | null;
  /** The chat service's id of the message sent. */
  provider_msg_id: string | null;
  /** When the sent message was looked for in the store (migration 0024, outboxEchoes.ts). */
  echo_checked_at: Timestamp | null;
}

export interface ChatOutboxTables {
  chat_outbox: ChatOutboxTable;
}
