/**
 * Message ids: a bigint sequence in the database, a string on the wire (ChatMessage.id, msgId).
 * A wire id the sequence cannot have produced names no message. On Easemob the apps know a
 * message by Easemob's id instead (stored as its client id by the post-send callback).
 */
import type { Services } from '../../services.ts';
import { findMessageByProviderId } from './queries/messages.ts';

export function toMessageId(id: number): string {
  return String(id);
}

/** The row id of a wire message id, or null when it cannot be one. */
export function parseMessageId(id: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * The row id of the message a party of it (`party`, sender or recipient) names by the id the
 * apps know: the server's own on the local gateway, Easemob's on Easemob. Null: no such message
 * of theirs.
 */
export function findMessageRowId(
  services: Pick<Services, 'db' | 'config'>,
  wireId: string,
  party: string,
): Promise<number | null> {
  if (services.config.CHAT_PROVIDER === 'local') return Promise.resolve(parseMessageId(wireId));
  if (!/^[0-9]{1,32}$/.test(wireId)) return Promise.resolve(null);
  return findMessageByProviderId(services.db, wireId, party);
}
