/**
 * Replies (issue 19): the member picks a message to answer (the bar above the box shows it until
 * the reply is sent or cancelled), and a quote tapped in the history scrolls to its original,
 * loading the older pages in between however far up it is.
 */
import type { ChatMessage, ImAccount } from '@heartline/im';
import { i18n } from '../../../i18n/i18n';
import { notify } from '../../../stores/toasts';
import { loadOlder } from './messages';
import { chat, threadOf, type MessageReply } from './state';

/** openapi MessageReply.msg: a quote keeps the start of a text. */
const QUOTE_MAX = 120;

/** The quote of a message, as a reply carries it (the chat service checks it again). */
export function quoteOf(message: ChatMessage): MessageReply {
  return {
    id: message.id,
    from: message.from,
    type: message.type,
    ...(message.customType ? { customType: message.customType } : {}),
    msg: message.type === 'txt' ? [...message.msg].slice(0, QUOTE_MAX).join('') : '',
  };
}

export function replyTo(peer: ImAccount, message: ChatMessage) {
  if (message.recalled) return;
  threadOf(peer).replyTo = quoteOf(message);
}

export function cancelReply(peer: ImAccount) {
  const thread = chat.threads[peer];
  if (thread) thread.replyTo = null;
}

let jumps = 0;

/**
 * Scrolls the history to message `id`: older pages are fetched (20 a time) until it is there or
 * the history's start is reached; a message no longer there (deleted, cleared) is said so.
 */
export async function jumpToMessage(peer: ImAccount, id: string) {
  const thread = chat.threads[peer];
  if (!thread) return;
  const find = () => thread.bubbles.find((bubble) => bubble.message.id === id);
  while (!find() && thread.cursor && chat.threads[peer] === thread) {
    if (!(await loadOlder(peer))) return;
  }
  const bubble = find();
  if (!bubble) {
    notify({ tone: 'info', title: i18n.t('chat:reply.originalGone') });
    return;
  }
  thread.jump = { key: bubble.key, at: ++jumps };
}
