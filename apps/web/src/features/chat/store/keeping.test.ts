import { scenarios } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n/i18n';
import { api, apiBase, serveApiDuringTests } from '../../../test/apiServer';
import { toasts } from '../../../stores/toasts';
import { loadConversations } from './conversations';
import { keepConversation } from './keeping';
import { reset } from './lifecycle';
import { chat } from './state';

serveApiDuringTests();

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('chat');
});

beforeEach(async () => {
  reset();
  toasts.list = [];
  // A mock world of its own: mute and pin are kept per handler set.
  api.resetHandlers(...scenarios.normalUser(apiBase));
  await loadConversations();
});

const order = () => chat.conversations.map((c) => [c.imAccount, c.pinned, c.muted]);

describe('mute and pin', () => {
  it('pins under customer service in the order pinned, as the server lists them', async () => {
    const [service, a, b, c] = chat.conversations.map((x) => x.imAccount);
    await keepConversation(c!, { pinned: true });
    await keepConversation(a!, { pinned: true });
    expect(order().slice(0, 3)).toEqual([
      [service, true, false],
      [c, true, false],
      [a, true, false],
    ]);
    expect(order()[3]?.[0]).toBe(b);
    const shown = order();
    await loadConversations();
    expect(order()).toEqual(shown);
  });

  it('unpins back into time order, and mutes without moving', async () => {
    const before = chat.conversations.map((c) => c.imAccount);
    const last = before.at(-1)!;
    await keepConversation(last, { pinned: true });
    expect(order()[1]?.[0]).toBe(last);
    await keepConversation(last, { pinned: false });
    expect(chat.conversations.map((c) => c.imAccount)).toEqual(before);
    await keepConversation(before[2]!, { muted: true });
    expect(order()[2]).toEqual([before[2], false, true]);
  });

  it('goes back and says why when the server refuses a fourth pin', async () => {
    const peers = chat.conversations.slice(1, 5).map((x) => x.imAccount);
    for (const peer of peers.slice(0, 3)) await keepConversation(peer, { pinned: true });
    const shown = order();
    await keepConversation(peers[3]!, { pinned: true });
    expect(order()).toEqual(shown);
    expect(toasts.list.at(-1)).toMatchObject({
      title: 'The conversation could not be changed',
      description: 'At most three conversations can be pinned; unpin one first',
    });
  });

  it('goes back when the network fails', async () => {
    api.use(http.post(`${apiBase}/message/conversation-settings`, () => HttpResponse.error()));
    const peer = chat.conversations[1]!.imAccount;
    await keepConversation(peer, { muted: true });
    expect(chat.conversations[1]).toMatchObject({ imAccount: peer, muted: false });
  });
});
