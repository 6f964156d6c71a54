// The login ended by the server, as the chat service tells it (a logout on another device, a
// password change, the account closed): the session ends here at once, with a notice saying why,
// and the route guard shows /login. Another device logging in still shows its alert first. And
// the money messages carry what the chat service checks them against: the payment's record.
import { createMemoryClient } from '@heartline/im/memory';
import type { ChatMessage, KickReason } from '@heartline/im';
import { normalMe } from '@heartline/sdk/mocks';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { api, apiBase } from '../../../test/apiServer';
import { chatWithPeer, me, peer, until } from './chatTestWorld';
import { loadConversations } from './conversations';
import { openConversation } from './lifecycle';
import { giveGift, loadGiftOffers } from './payments';
import { chat } from './state';
import { toasts } from '../../../stores/toasts';
import { logout, session } from '../../../stores/session';
import { readToken } from '../../../stores/token';

const { other, hub } = chatWithPeer();

const titles = () => toasts.list.map((notice) => notice.title);

describe('the login ended by the server', () => {
  it.each(['loggedOut', 'passwordChanged', 'removed'] as const)(
    '%s: the session ends here, the notice says why, no alert to confirm',
    async (reason: Exclude<KickReason, 'otherDevice'>) => {
      hub().endSession(me, reason);
      await until(() => session.token === null);
      expect(readToken()).toBeNull();
      expect(session.me).toBeNull();
      expect(chat.kicked).toBe(false);
      expect(titles()).toEqual([i18n.t(`errors.sessionEnded.${reason}`)]);
    },
  );

  it('another device logging in still shows its alert, the session kept until confirmed', async () => {
    const again = createMemoryClient(hub());
    await again.login({ user: me, password: normalMe.imPassword });
    await until(() => chat.kicked);
    expect(session.token).toBe('test-token');
    await again.logout();
  });

  it('its own logout, told by the chat before the answer came, shows no surprise', async () => {
    api.use(
      http.post(`${apiBase}/account/logout`, async () => {
        hub().endSession(me, 'loggedOut');
        // The answer waits until the chat has told the store (its client reports the kick, then
        // the connection closed): the news surely came before the answer.
        await vi.waitFor(() => expect(chat.connection.status).toBe('disconnected'), {
          timeout: 10_000,
        });
        return HttpResponse.json({ code: 200, msg: 'success', data: null });
      }),
    );
    expect(chat.connection.status).toBe('connected');
    await expect(logout()).resolves.toBe(true);
    expect(session.token).toBeNull();
    expect(titles()).toEqual([]);
  });
});

describe('money messages', () => {
  it('a gift message carries its record, gift and quantity', async () => {
    await loadConversations();
    await openConversation(peer);
    await loadGiftOffers();
    const received: ChatMessage[] = [];
    other().on('message', (message) => received.push(message));
    const offer = chat.gifts[0]!;
    await giveGift(peer, { giftId: offer.id, quantity: 2 });
    await until(() => received.length === 1);
    expect(received[0]!.ext).toMatchObject({
      type: 'gift',
      giftId: offer.id,
      quantity: expect.any(Number),
      recordId: expect.any(Number),
      amount: offer.goldCoin,
    });
  });
});
