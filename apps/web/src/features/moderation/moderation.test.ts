import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/i18n';
import { resetStores } from '../../stores/resetStores';
import { toasts } from '../../stores/toasts';
import { api, apiBase, serveApiDuringTests } from '../../test/apiServer';
import { act, chooseTab, closeCase, loadTab, moderation, openCase } from './moderation';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['moderation', 'common']);
});

beforeEach(() => {
  resetStores();
  toasts.list = [];
});

/** Records what the app sends to /moderation/act; the mock world still answers. */
function recordActs() {
  const sent: unknown[] = [];
  api.use(
    http.post(`${apiBase}/moderation/act`, async ({ request }) => {
      sent.push(await request.clone().json());
      // Nothing returned: the SDK's own handler answers.
    }),
  );
  return sent;
}

const refuse = (status: number, code: number, msg: string) =>
  HttpResponse.json({ code, msg, data: null }, { status });

describe('the queue', () => {
  it('loads the open reports, oldest first, and the handled ones on their tab', async () => {
    await loadTab();
    expect(moderation.open.items.map((c) => c.id)).toEqual([31, 32]);
    await chooseTab('handled');
    expect(moderation.handled.items.map((c) => c.id)).toEqual([29]);
    await chooseTab('audit');
    expect(moderation.audit.items.map((entry) => entry.id)).toEqual([12]);
  });

  it('turns forbidden on a 403, with no list shown', async () => {
    api.use(
      http.get(`${apiBase}/moderation/complaints`, () => refuse(403, 403, 'You may not do this')),
    );
    await loadTab();
    expect(moderation.forbidden).toBe(true);
    expect(moderation.open.status).toBe('failed');
  });
});

describe('a case', () => {
  it('opens with its context, and closes back to the queue', async () => {
    await openCase(31);
    expect(moderation.selectedId).toBe(31);
    expect(moderation.contextStatus).toBe('ready');
    expect(moderation.context?.messages.map((m) => m.id)).toEqual(['9001', '9002']);
    closeCase();
    expect(moderation.selectedId).toBeNull();
    expect(moderation.context).toBeNull();
  });

  it('says why an unknown report cannot be opened', async () => {
    await openCase(999);
    expect(moderation.contextStatus).toBe('failed');
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Could not load this report',
    });
  });
});

describe('acting', () => {
  it('suspends: the report leaves the queue, a toast says so, the next report opens', async () => {
    const sent = recordActs();
    await loadTab();
    await openCase(31);
    const done = await act({
      complaintId: 31,
      action: 'suspend',
      days: 7,
      reason: 'Asked for money.',
    });
    expect(done).toBe(true);
    expect(sent).toEqual([
      { complaintId: 31, action: 'suspend', days: 7, reason: 'Asked for money.' },
    ]);
    expect(moderation.open.items.map((c) => c.id)).toEqual([32]);
    expect(moderation.open.total).toBe(1);
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'success',
      title: 'Report #31 handled: Suspend',
    });
    expect(moderation.selectedId).toBe(32);
    expect(moderation.form.action).toBeNull();
    expect(moderation.advanced).toBe(1);
    expect(moderation.pending).toBe(false);
  });

  it('puts a new entry on top of an audit log already shown', async () => {
    await chooseTab('audit');
    await act({ complaintId: 32, action: 'dismiss', reason: 'Nothing wrong.' });
    expect(moderation.audit.items.map((entry) => entry.action)).toEqual(['dismiss', 'dismiss']);
    expect(moderation.audit.items[0]?.complaintId).toBe(32);
  });

  it('keeps the report when refused, with the server words by the form and in a toast', async () => {
    await loadTab();
    await openCase(31);
    api.use(
      http.post(`${apiBase}/moderation/act`, () =>
        refuse(400, 2001, 'This report was already handled'),
      ),
    );
    const done = await act({ complaintId: 31, action: 'dismiss', reason: 'Fine.' });
    expect(done).toBe(false);
    expect(moderation.error).toBe('This report was already handled');
    expect(moderation.open.items.map((c) => c.id)).toEqual([31, 32]);
    expect(moderation.selectedId).toBe(31);
    expect(toasts.list.at(-1)).toMatchObject({
      tone: 'error',
      title: 'Could not act on this report',
      description: 'This report was already handled',
    });
  });

  it('turns forbidden when the operator role was taken away meanwhile', async () => {
    api.use(http.post(`${apiBase}/moderation/act`, () => refuse(403, 403, 'You may not do this')));
    await act({ complaintId: 31, action: 'warn', reason: 'Be kind.' });
    expect(moderation.forbidden).toBe(true);
  });
});
