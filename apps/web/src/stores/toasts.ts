import { isHeartlineError } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { describeError } from '../app/describeError';
import { isNetworkFailure, isOffline } from './network';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export type ToastMessage = {
  id: number;
  tone: ToastTone;
  /** Already translated. */
  title: string;
  description?: string;
};

type ToastsState = { list: ToastMessage[] };

/** The toasts on screen (success, warnings and the error toasts of spec section 8). */
export const toasts = proxy<ToastsState>({ list: [] });

/** How long a toast stays, in ms: errors longer, as they are read more slowly. */
export const toastDurations: Record<'error' | 'other', number> = { error: 6000, other: 3000 };

let nextId = 1;

export function notify(notice: Omit<ToastMessage, 'id'>) {
  // The same message twice in a row (several failing calls at once) shows once.
  const last = toasts.list.at(-1);
  if (last && last.title === notice.title && last.tone === notice.tone) return;
  toasts.list.push({ ...notice, id: nextId++ });
}

/** Shows a failure as the spec says: the server's message, Forbidden, maintenance or network. */
export function notifyError(error: unknown, fallback?: string) {
  const { title, description } = describeError(error, fallback);
  notify({ tone: 'error', title, description });
}

/**
 * A failed action: its own message first ("Language switch failed, please try again"), then the
 * reason (the server's message, maintenance, network). HTTP 403 shows the Forbidden notice
 * instead. Nothing for a lost login: the session store has said so already; nothing for a
 * network failure while offline: the offline notice says so, once.
 */
export function notifyFailure(error: unknown, title: string) {
  if (isHeartlineError(error) && error.kind === 'unauthorized') return;
  if (isNetworkFailure(error) && isOffline()) return;
  const reason = describeError(error);
  // HTTP 403 is the Forbidden notice with the server's message, whatever was being done.
  if (reason.kind === 'forbidden') return notifyError(error);
  const detail = reason.description ?? reason.title;
  notify({ tone: 'error', title, description: detail === title ? undefined : detail });
}

export function dismissToast(id: number) {
  toasts.list = toasts.list.filter((notice) => notice.id !== id);
}

export function useToasts() {
  return useSnapshot(toasts).list;
}
