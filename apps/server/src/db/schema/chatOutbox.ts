/** The chat outbox (migration 0014), as Kysely sees it. */
import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../columns.ts';
import type { ChatMessageExt } from './chat.ts';

export interface ChatOutboxTable {
  id: Generated<number>;
  /** The payment's kind: a red packet (red_packets) or a gift (gift_records). */
  kind: 'redPacket' | 'gift';
  record_id: number;
  from_im: string;
  to_im: string;
  /** The message's ext, as the recipient's app reads it (the same as a client would send). */
  ext: Json<ChatMessageExt>;
  created_at: Generated<Timestamp>;
  attempts: Generated<number>;
  /** A process is sending it until then; after that another may try. */
  leased_until: Timestamp | null;
  sent_at: Timestamp | null;
  /** The chat service's id of the message sent. */
  provider_msg_id: string | null;
}

export interface ChatOutboxTables {
  chat_outbox: ChatOutboxTable;
}
