import { ChatErrorCodes, SendRefusedError, type ImAccount } from '@heartline/im';
import { saveDraft } from './drafts';
import { chat } from './state';

/**
 * First-message care (issue 18): the chat service refuses a flagged first message to someone new
 * once (code 1507) with its question in the member's language. The bubble waits, "sending", while
 * the chat asks; "Send anyway" sends it again confirmed, "Edit" gives the text back to the box.
 */

/** The same message sent again with `ext.confirmed`, kept while the question is on screen. */
let resend: (() => Promise<void>) | null = null;

export function isFirstMessageFlagged(error: unknown): error is SendRefusedError {
  return error instanceof SendRefusedError && error.code === ChatErrorCodes.firstMessageFlagged;
}

/** Asks the member whether to send a flagged first message (the server's words). */
export function askToConfirm(
  peer: ImAccount,
  key: string,
  question: string,
  sendConfirmed: () => Promise<void>,
) {
  resend = sendConfirmed;
  chat.firstMessageCare = { peer, key, question };
}

/** "Send anyway": the same message again, confirmed; it is delivered, marked for the recipient. */
export function sendAnyway() {
  const again = resend;
  resend = null;
  chat.firstMessageCare = null;
  return again?.();
}

/** "Edit" (or the question closed): the bubble goes, its text goes back to the message box. */
export function editFlagged() {
  const asked = chat.firstMessageCare;
  resend = null;
  chat.firstMessageCare = null;
  if (!asked) return;
  const thread = chat.threads[asked.peer];
  const bubble = thread?.bubbles.find((b) => b.key === asked.key);
  if (!thread || !bubble) return;
  thread.bubbles = thread.bubbles.filter((b) => b !== bubble);
  saveDraft(asked.peer, bubble.message.msg);
  chat.returnedText = {
    peer: asked.peer,
    text: bubble.message.msg,
    version: (chat.returnedText?.version ?? 0) + 1,
  };
}

export function forgetFirstMessageCare() {
  resend = null;
}
