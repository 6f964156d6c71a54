import { isHeartlineError } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { describeError } from '../app/describeError';

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

export type Notice = {
  id: number;
  tone: NoticeTone;
  /** Already translated. */
  title: string;
  description?: string;
};

type NoticesState = { list: Notice[] };

/** The toasts on screen (success, warnings and the error notices of spec section 8). */
export const notices = proxy<NoticesState>({ list: [] });

let nextId = 1;

export function notify(notice: Omit<Notice, 'id'>) {
  // The same message twice in a row (several failing calls at once) shows once.
  const last = notices.list.at(-1);
  if (last && last.title === notice.title && last.tone === notice.tone) return;
  notices.list.push({ ...notice, id: nextId++ });
}

/** Shows a failure as the spec says: the server's message, Forbidden, maintenance or network. */
export function notifyError(error: unknown, fallback?: string) {
  const { title, description } = describeError(error, fallback);
  notify({ tone: 'error', title, description });
}

/**
 * A failed action: its own message first ("Language switch failed, please try again"), then the
 * reason (the server's message, maintenance, network). HTTP 403 shows the Forbidden notice
 * instead. Nothing for a lost login: the session store has said so already.
 */
export function notifyFailure(error: unknown, title: string) {
  if (isHeartlineError(error) && error.kind === 'unauthorized') return;
  const reason = describeError(error);
  // HTTP 403 is the Forbidden notice with the server's message, whatever was being done.
  if (reason.kind === 'forbidden') return notifyError(error);
  const detail = reason.description ?? reason.title;
  notify({ tone: 'error', title, description: detail === title ? undefined : detail });
}

export function dismissNotice(id: number) {
  notices.list = notices.list.filter((notice) => notice.id !== id);
}

export function useNotices() {
  return useSnapshot(notices).list;
}
