/**
 * The conversations of one chat account as the chat service lists them (the gateway's
 * `conversations` frame): the most recent first, with the unread count and the newest message
 * the owner still has. The REST session list (domains/message) adds profiles and pins customer
 * service; this one also serves the customer-service accounts, which are no users.
 */
import type { Db } from '../../db/database.ts';
import type { ChatMessageRow } from '../../db/schema/chat.ts';
import { listConversationsWithLast } from './queries/conversations.ts';

export interface ChatConversation {
  peer: string;
  unread: number;
  /** Null when the owner cleared the history since. */
  last: ChatMessageRow | null;
}

export async function chatConversations(
  db: Db,
  { owner, limit }: { owner: string; limit: number },
): Promise<ChatConversation[]> {
  const rows = await listConversationsWithLast(db, owner, limit);
  return rows.map(({ peer_im, unread_count, cleared_seq, ...m }) => ({
    peer: peer_im,
    unread: unread_count,
    last: m.id !== null && m.seq !== null && m.seq > cleared_seq ? (m as ChatMessageRow) : null,
  }));
}
