/**
 * The errors a ChatClient rejects with. Callers branch on `kind` (or `instanceof`) and `code`;
 * messages are English defaults, the app shows its own translation by code or kind.
 */
import type { SendRefusal } from './types';

export type ChatErrorKind =
  | 'invalidMessage'
  | 'notConnected'
  | 'loginFailed'
  | 'notFound'
  | 'recallTooLate'
  | 'refused'
  | 'service';

/** Codes the chat answers with (openapi ErrorCode). */
export const ChatErrorCodes = {
  insufficientCoins: 105,
  insufficientTranslation: 106,
  recallTooLate: 1801,
  /** A first message to someone new was flagged: sent again with `ext.confirmed`, it goes. */
  firstMessageFlagged: 1507,
} as const;

/** Spec section 8: the two recall messages, failure and success. */
export const recallMessages = {
  tooLate: 'beyond retraction time, cannot retract',
  done: 'message retracted successfully',
} as const;

export class ChatError extends Error {
  readonly kind: ChatErrorKind;
  /** The service's code when it gave one, otherwise null. */
  readonly code: number | null;

  constructor(
    kind: ChatErrorKind,
    message: string,
    init: { code?: number | null; cause?: unknown } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.code = init.code ?? null;
  }
}

/** Recalling after the limit (2 minutes): code 1801, "beyond retraction time, cannot retract". */
export class RecallTooLateError extends ChatError {
  declare readonly code: typeof ChatErrorCodes.recallTooLate;
  constructor(cause?: unknown) {
    super('recallTooLate', recallMessages.tooLate, { code: ChatErrorCodes.recallTooLate, cause });
  }
}

/** The service refused the message (event 502); the `refused` event carries the same refusal. */
export class SendRefusedError extends ChatError {
  readonly refusal: SendRefusal;
  constructor(refusal: SendRefusal, cause?: unknown) {
    super('refused', refusal.message, { code: refusal.code, cause });
    this.refusal = refusal;
  }
}

/** Codes 105 and 106 open the insufficient-coins dialog (spec section 8). */
export function isInsufficientCoins(code: number | null | undefined): boolean {
  return (
    code === ChatErrorCodes.insufficientCoins || code === ChatErrorCodes.insufficientTranslation
  );
}

export function notConnected(): ChatError {
  return new ChatError('notConnected', 'The chat is not connected.');
}
