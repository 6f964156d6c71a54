// The session list last seen by a member, kept on this device so /chats shows it offline: per
// member, never to another member or another login on the same browser, forgotten at logout.
import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { subscribe } from 'valtio';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../../test/apiServer';
import { network } from '../../../stores/network';
import { endSession, session } from '../../../stores/session';
import { toasts } from '../../../stores/toasts';
import { writeToken } from '../../../stores/token';
import { loadConversations } from './conversations';
import { reset } from './lifecycle';
import { savedList } from './savedList';
import { chat } from './state';

serveApiDuringTests();

const anna = { ...normalMe, imAccount: 'u-anna' };
const ben = { ...normalMe, imAccount: 'u-ben' };

/**
 * Signs a member in with a token, as login or my-info would; the store follows a moment later.
 * Resolves once the session's subscribers were told of the change: valtio tells them in the
 * order they subscribed, and the saved list subscribed when its module loaded, before this.
 * (Every call here changes the token or the member, so the news always comes.)
 */
async function signIn(me: typeof normalMe | null, token = 'anna-token') {
  const told = new Promise<void>((resolve) => {
    const stop = subscribe(session, () => {
      stop();
      resolve();
    });
  });
  writeToken(token);
  session.token = token;
  session.me = me;
  await told;
}

/** A reload of the page: the chat's state and the member are gone, the token cookie stays. */
async function reload(token = 'anna-token') {
  reset();
  await signIn(null, token);
}

const noNetwork = () =>
  api.use(http.post(`${apiBase}/message/user-session-list`, () => HttpResponse.error()));
const nicknames = () => chat.conversations.map((c) => c.nickname);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('chat');
});

beforeEach(async () => {
  endSession();
  reset();
  localStorage.clear();
  toasts.list = [];
  network.online = true;
  network.unreachable = false;
  await signIn(anna);
});

describe('the session list kept on the device', () => {
  it('shows the last list offline after a reload, says offline instead of failing, and refreshes', async () => {
    await loadConversations();
    const seen = nicknames();
    expect(seen.length).toBeGreaterThan(1);
    expect(localStorage.getItem('heartline.conversations.u-anna')).not.toBeNull();

    // Offline after a reload: my-info cannot say who is signed in; the token does.
    await reload();
    noNetwork();
    await loadConversations();
    expect(chat.listStatus).toBe('ready');
    expect(chat.listSavedAt).toEqual(expect.any(Number));
    expect(nicknames()).toEqual(seen);
    // Who is online is not known offline: no old dots.
    expect(chat.conversations.every((c) => c.onlineState === 0)).toBe(true);
    expect(network.unreachable).toBe(true);
    expect(toasts.list).toEqual([]);

    // Back online: the server's list replaces the kept one.
    api.resetHandlers();
    await loadConversations();
    expect(chat.listSavedAt).toBeNull();
    expect(network.unreachable).toBe(false);
  });

  it('keeps the list of each member apart', async () => {
    await loadConversations();
    await signIn(ben, 'ben-token');
    expect(savedList()).toBeNull();

    api.use(
      http.post(`${apiBase}/message/user-session-list`, () =>
        HttpResponse.json({ code: 200, msg: 'ok', data: [] }),
      ),
    );
    await loadConversations();
    expect(JSON.parse(localStorage.getItem('heartline.conversations.u-ben')!)).toMatchObject({
      conversations: [],
    });
    expect(localStorage.getItem('heartline.conversations.u-anna')).not.toBeNull();

    // Ben's login, offline, before my-info: Anna's list is not his.
    await reload('ben-token');
    expect(savedList()?.conversations).toEqual([]);
    await reload('someone-else');
    expect(savedList()).toBeNull();
  });

  it('is forgotten at logout', async () => {
    await loadConversations();
    endSession();
    expect(localStorage.getItem('heartline.conversations.u-anna')).toBeNull();

    // Signed in again and offline: nothing kept, the list says it could not load.
    await reload();
    noNetwork();
    await loadConversations();
    expect(chat.listStatus).toBe('failed');
  });

  it('does not show a broken or foreign entry', () => {
    localStorage.setItem('heartline.conversations.u-anna', '{not json');
    expect(savedList()).toBeNull();
    localStorage.setItem(
      'heartline.conversations.u-anna',
      JSON.stringify({ session: 'someone', savedAt: 1, conversations: 'nope' }),
    );
    expect(savedList()).toBeNull();
  });
});
