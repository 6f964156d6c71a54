import { isHeartlineError, type Data } from '@heartline/sdk';
import { proxy, useSnapshot } from 'valtio';
import { i18n } from '../../i18n/i18n';
import { sdk } from '../../sdk';
import { emptyList, loadFirstPage, loadNextPage, type PagedList } from '../../stores/pagedList';
import { registerReset } from '../../stores/resetStores';
import { notify, notifyFailure } from '../../stores/toasts';
import {
  loadMorePhotoVerifications,
  loadPhotoVerifications,
  type PhotoVerificationDecisionEntry,
} from '../photoVerification';

/** A complaint in the queue (GET /moderation/complaints). */
export type ModerationCase = Data<'/moderation/complaints', 'get'>['records'][number];
/** A complaint with its context (GET /moderation/complaint-context). */
export type ModerationContext = Data<'/moderation/complaint-context', 'get'>;
/** An audit log entry (GET /moderation/audit-log). */
export type ModerationAuditEntry = Data<'/moderation/audit-log', 'get'>['records'][number];
type ActRequest = Parameters<typeof sdk.moderation.act>[0];

export type ModerationTab = 'open' | 'handled' | 'verifications' | 'audit';

/** The action form as typed (the fields' strings), kept here so a reload of the case keeps it. */
export type ActionForm = {
  action: ActRequest['action'] | null;
  days: string;
  dynamicId: string;
  reason: string;
};

type ModerationState = {
  tab: ModerationTab;
  open: PagedList<ModerationCase>;
  handled: PagedList<ModerationCase>;
  audit: PagedList<ModerationAuditEntry>;
  /** The case shown beside the queue (on a phone: instead of it); null for none. */
  selectedId: number | null;
  /** The selected case's context, once loaded. */
  context: ModerationContext | null;
  contextStatus: 'idle' | 'loading' | 'ready' | 'failed';
  form: ActionForm;
  /** An action is on its way. */
  pending: boolean;
  /** Why the last action failed, in the server's words; shown under the form. */
  error: string | null;
  /** The server said 403: this member is not an operator. */
  forbidden: boolean;
  /** Counts the moves to another case after an action, so the page can move focus there. */
  advanced: number;
};

const emptyForm = (): ActionForm => ({ action: null, days: '7', dynamicId: '', reason: '' });

const initial = (): ModerationState => ({
  tab: 'open',
  open: emptyList(),
  handled: emptyList(),
  audit: emptyList(),
  selectedId: null,
  context: null,
  contextStatus: 'idle',
  form: emptyForm(),
  pending: false,
  error: null,
  forbidden: false,
  advanced: 0,
});

/**
 * The moderation console (issue 18): the open and handled queues, the audit log, the case being
 * judged with its context and action form. Operators only: a 403 puts the page in its
 * forbidden state.
 */
export const moderation = proxy<ModerationState>(initial());

const isForbidden = (error: unknown) => isHeartlineError(error) && error.kind === 'forbidden';

/** Calls the server; a 403 marks the console forbidden (the error still goes on). */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isForbidden(error)) moderation.forbidden = true;
    throw error;
  }
}

type Paging = { pageNum: number; pageSize: number };
const fetchQueue = (state: 'open' | 'handled') => (paging: Paging) =>
  guarded(() => sdk.moderation.listQueue({ state, ...paging }));
const fetchAudit = (paging: Paging) => guarded(() => sdk.moderation.listAudit(paging));

/** Loads the first page of the tab's list. */
export function loadTab(tab: ModerationTab = moderation.tab) {
  if (tab === 'verifications') return loadPhotoVerifications();
  const failed = i18n.t(tab === 'audit' ? 'moderation:audit.failed' : 'moderation:queue.failed');
  if (tab === 'audit') return loadFirstPage(moderation.audit, fetchAudit, failed);
  return loadFirstPage(moderation[tab], fetchQueue(tab), failed, { key: tab });
}

export function loadMore(tab: ModerationTab = moderation.tab) {
  if (tab === 'verifications') return loadMorePhotoVerifications();
  const failed = i18n.t(tab === 'audit' ? 'moderation:audit.failed' : 'moderation:queue.failed');
  if (tab === 'audit') {
    return loadNextPage(moderation.audit, fetchAudit, (entry) => entry.id, failed);
  }
  return loadNextPage(moderation[tab], fetchQueue(tab), (item) => item.id, failed);
}

/** Shows another tab (loading its list) and closes the case open in the one left. */
export function chooseTab(tab: ModerationTab) {
  if (tab === moderation.tab) return Promise.resolve(true);
  moderation.tab = tab;
  closeCase();
  return loadTab(tab);
}

// Which case's context the page waits for: a slower answer for a case left since is dropped.
let contextCall = 0;

/** Opens a case: its context loads, the form starts empty. */
export async function openCase(id: number) {
  const call = ++contextCall;
  Object.assign(moderation, {
    selectedId: id,
    context: moderation.context?.complaint.id === id ? moderation.context : null,
    contextStatus: 'loading',
    error: null,
  });
  if (moderation.context === null) moderation.form = emptyForm();
  try {
    const context = await guarded(() => sdk.moderation.getContext({ id }));
    if (call !== contextCall) return;
    Object.assign(moderation, { context, contextStatus: 'ready' });
  } catch (error) {
    if (call !== contextCall) return;
    moderation.contextStatus = 'failed';
    notifyFailure(error, i18n.t('moderation:case.failed'));
  }
}

/** Back to the queue (on a phone, the back button). */
export function closeCase() {
  contextCall++;
  Object.assign(moderation, {
    selectedId: null,
    context: null,
    contextStatus: 'idle',
    form: emptyForm(),
    error: null,
  });
}

export function changeForm(form: ActionForm) {
  moderation.form = form;
  moderation.error = null;
}

/**
 * Acts on the open case. Done: the case leaves the open queue, a toast says so and the next
 * case opens (the one after it, else the one before). Refused: the server's words under the
 * form and in a toast.
 */
export async function act(request: ActRequest): Promise<boolean> {
  if (moderation.pending) return false;
  moderation.pending = true;
  moderation.error = null;
  try {
    const entry = await guarded(() => sdk.moderation.act(request));
    const queue = moderation.open;
    const index = queue.items.findIndex((item) => item.id === request.complaintId);
    if (index >= 0) {
      queue.items.splice(index, 1);
      queue.total = Math.max(0, queue.total - 1);
    }
    // The log shown already gets the new entry on top; one not loaded yet will load it.
    if (moderation.audit.status === 'ready') {
      moderation.audit.items.unshift(entry);
      moderation.audit.total += 1;
    }
    notify({
      tone: 'success',
      title: i18n.t('moderation:acted', {
        id: request.complaintId,
        action: i18n.t(`moderation:actions.${request.action}`),
      }),
    });
    const next = queue.items[index] ?? queue.items[index - 1];
    moderation.form = emptyForm();
    if (next) void openCase(next.id);
    else closeCase();
    moderation.advanced += 1;
    return true;
  } catch (error) {
    // The server's own refusal (already handled, a missing dynamic) stays by the form.
    moderation.error = isHeartlineError(error) && error.kind === 'api' ? error.message : null;
    notifyFailure(error, i18n.t('moderation:actFailed'));
    return false;
  } finally {
    moderation.pending = false;
  }
}

/** A verification decision's entry joins the audit log when the log is shown already. */
export function logDecision(entry: PhotoVerificationDecisionEntry) {
  if (moderation.audit.status !== 'ready') return;
  moderation.audit.items.unshift(entry);
  moderation.audit.total += 1;
}

export function useModeration() {
  return useSnapshot(moderation);
}

registerReset(() => {
  contextCall++;
  Object.assign(moderation, initial());
});
