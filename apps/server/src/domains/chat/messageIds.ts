/**
 * Message ids: a bigint sequence in the database, a string on the wire (ChatMessage.id, msgId).
 * A wire id the sequence cannot have produced names no message.
 */
export function toMessageId(id: number): string {
  return String(id);
}

/** The row id of a wire message id, or null when it cannot be one. */
export function parseMessageId(id: string): number | null {
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : null;
}
