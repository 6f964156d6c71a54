// The paid-photo (alertType 0) and burn-image (alertType 1) notices of a man (gender 1): shown on
// opening the chat while my-info's flag is 1; closing one, whichever way, dismisses it for good
// (spec: "closing it dismisses the alert"), so it is gone on the next chat open and after a reload.
import { createMemoryClient, createMemoryHub } from '@heartline/im/memory';
import { newMe, normalMe, scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setChatClientFactory } from '../../../chatConnection';
import { i18n, initI18n } from '../../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../../test/apiServer';
import { enterMessageView, reset } from './lifecycle';
import { dismissPaymentNotice } from './payments';
import { chat } from './state';
import { toasts } from '../../../stores/toasts';
import { loadMe, session } from '../../../stores/session';
import { writeToken } from '../../../stores/token';

serveApiDuringTests();

/** The server's side of it: the man's two flags, cleared by update_alert_status. */
let flags: { isPayMsg: 0 | 1; isBurnPayMsg: 0 | 1 };
let dismissals: number[];

function serveTheMan() {
  // msw answers with the first handler that matches: these two before the rest of his world.
  api.use(
    http.get(`${apiBase}/account/my-info`, () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { ...newMe, ...flags } }),
    ),
    http.post(`${apiBase}/message/update_alert_status`, async ({ request }) => {
      const { alertType } = (await request.json()) as { alertType: 0 | 1 };
      dismissals.push(alertType);
      if (alertType === 0) flags.isPayMsg = 0;
      else flags.isBurnPayMsg = 0;
      return HttpResponse.json({ code: 200, msg: 'success', data: null });
    }),
    ...scenarios.newUser(apiBase),
  );
}

/** A page load: the chat store starts afresh and my-info is read again. */
async function reload() {
  reset();
  session.me = null;
  await loadMe();
}

/** Opens the chat, and says which notice it shows (null none). */
function openChat() {
  const leave = enterMessageView();
  leave();
  return chat.paymentNotice;
}

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('chat');
});

beforeEach(async () => {
  flags = { isPayMsg: 1, isBurnPayMsg: 1 };
  dismissals = [];
  toasts.list = [];
  const hub = createMemoryHub();
  hub.addAccount(newMe.imAccount, newMe.imPassword);
  hub.addAccount(normalMe.imAccount, normalMe.imPassword);
  setChatClientFactory(() => Promise.resolve(createMemoryClient(hub)));
  serveTheMan();
  writeToken('test-token');
  session.token = 'test-token';
  await reload();
});

afterEach(() => {
  reset();
  setChatClientFactory(null);
});

describe('the paid-photo and burn-image notices', () => {
  it('shows each notice to a man who has not dismissed it, on every visit', async () => {
    expect(openChat()).toBe(0);
    await reload();
    expect(openChat()).toBe(0);
    expect(dismissals).toEqual([]);
  });

  it('closing both dismisses them for good: not on the next chat open, not after a reload', async () => {
    expect(openChat()).toBe(0);
    await dismissPaymentNotice();
    expect(chat.paymentNotice).toBe(1);
    await dismissPaymentNotice();
    expect(chat.paymentNotice).toBeNull();
    expect(dismissals).toEqual([0, 1]);

    expect(openChat()).toBeNull();
    await reload();
    expect(session.me).toMatchObject({ isPayMsg: 0, isBurnPayMsg: 0 });
    expect(openChat()).toBeNull();
  });

  it('shows it when the chat is the first page, whose view appears before my-info answers', async () => {
    reset();
    session.me = null;
    const leave = enterMessageView();
    expect(chat.paymentNotice).toBeNull();
    await loadMe();
    expect(chat.paymentNotice).toBe(0);
    leave();
  });

  it('stops waiting for my-info once the view is gone', async () => {
    reset();
    session.me = null;
    enterMessageView()();
    await loadMe();
    expect(chat.paymentNotice).toBeNull();
  });

  it('keeps the burn-image notice for the next visit when only the paid-photo one was closed', async () => {
    expect(openChat()).toBe(0);
    await dismissPaymentNotice();
    await reload();
    expect(openChat()).toBe(1);
    expect(dismissals).toEqual([0]);
  });

  it('says so when the dismissal fails, and does not show the notice again this visit', async () => {
    api.use(
      http.post(`${apiBase}/message/update_alert_status`, () =>
        HttpResponse.json({ code: 500, msg: 'Server busy', data: null }),
      ),
    );
    expect(openChat()).toBe(0);
    await dismissPaymentNotice();
    expect(toasts.list.map((notice) => notice.title)).toContain(
      i18n.t('chat:notice.dismissFailed'),
    );
    expect(chat.paymentNotice).toBe(1);
    await dismissPaymentNotice();
    expect(openChat()).toBeNull();
  });

  it('never shows them to a member of another gender', async () => {
    api.use(
      http.get(`${apiBase}/account/my-info`, () =>
        HttpResponse.json({
          code: 200,
          msg: 'success',
          data: { ...normalMe, isPayMsg: 1, isBurnPayMsg: 1 },
        }),
      ),
    );
    await reload();
    expect(openChat()).toBeNull();
  });
});
